"""The effect registry and the ability model's layering: every instruction the engine can perform
has a handler typed by its class; the data layer (``mtg.ir``) imports no runtime module; the old
import paths still give the same classes."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
from dataclasses import dataclass

import pytest

import arbiter.mtg.effects as fx
from arbiter.mtg.effects.registry import Registry
from arbiter.mtg.ir.amounts import Counted
from arbiter.mtg.ir.effect import And, Effect, Then
from arbiter.mtg.ir.refs import TargetSpec

COMBINATORS = {And, Then, Counted}  # unwrapped by ``perform`` itself


def _effect_classes() -> list[type[Effect]]:
    found: list[type[Effect]] = []
    for info in pkgutil.iter_modules(fx.__path__):
        module = importlib.import_module(f"arbiter.mtg.effects.{info.name}")
        found += [
            v for v in vars(module).values()
            if isinstance(v, type) and issubclass(v, Effect) and v.__module__ == module.__name__
        ]  # fmt: skip
    return found


def test_every_effect_that_doesnt_ask_has_a_handler() -> None:
    """An effect either pauses the resolution for a decision (``decides``, asked by priority) or
    has a registered handler; nothing falls through to NotImplementedError."""
    classes = _effect_classes()
    assert len(classes) > 100
    missing = [c.__name__ for c in classes if not c.decides and c not in fx.HANDLERS and c not in COMBINATORS]
    assert not missing, missing


def test_a_class_gets_one_handler() -> None:
    @dataclass(frozen=True, slots=True)
    class Nothing(Effect):
        def text(self, specs: tuple[TargetSpec, ...]) -> str:
            return ""

    registry = Registry()
    registry.register(Nothing, lambda g, o, e, legal: None)
    assert Nothing in registry and len(registry) == 1
    with pytest.raises(ValueError):
        registry.register(Nothing, lambda g, o, e, legal: None)


def _fresh_import(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout


def test_the_data_layer_imports_no_runtime() -> None:
    code = (
        "import sys, pkgutil, importlib, arbiter.mtg.ir as ir\n"
        "for m in pkgutil.walk_packages(ir.__path__, 'arbiter.mtg.ir.'): importlib.import_module(m.name)\n"
        "data = {'arbiter', 'arbiter.mtg', 'arbiter.mtg.enums', 'arbiter.mtg.mana.pool', 'arbiter.mtg.wording',\n"
        "        'arbiter.mtg.costs.parts', 'arbiter.mtg.mana', 'arbiter.mtg.costs'}\n"
        "print(sorted(m for m in sys.modules if m.startswith('arbiter') and m not in data\n"
        "             and not m.startswith('arbiter.mtg.ir')))\n"
    )
    assert _fresh_import(code).strip() == "[]"


@pytest.mark.parametrize(
    "first", ["arbiter.mtg.zones", "arbiter.mtg.state", "arbiter.mtg.model", "arbiter.mtg.effects"]
)
def test_any_module_can_be_imported_first(first: str) -> None:
    """The effect classes import the runtime, the runtime imports ``model``: no cycle either way."""
    _fresh_import(f"import {first}\nfrom arbiter.mtg.model import Destroy, CardDef\nimport arbiter.mtg.game")


def test_old_paths_give_the_same_classes() -> None:
    from arbiter.mtg import model
    from arbiter.mtg.effects.zones import Destroy
    from arbiter.mtg.ir.card import CardDef

    assert model.Destroy is Destroy and model.CardDef is CardDef
    assert fx._HANDLERS is fx.HANDLERS
