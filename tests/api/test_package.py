"""``import arbiter``: the curated public surface, imported lazily so the command line stays fast."""

from __future__ import annotations

import subprocess
import sys

import arbiter


def test_every_public_name_resolves() -> None:
    for name in arbiter.__all__:
        assert getattr(arbiter, name) is not None, name
    assert set(arbiter.__all__) <= set(dir(arbiter))


def test_the_public_game_records_and_the_rulings_are_values() -> None:
    from arbiter.mtg.game import Game
    from arbiter.mtg.record import RecordedGame

    assert arbiter.Game is RecordedGame and issubclass(arbiter.Game, Game)
    assert not arbiter.Illegal("no") and arbiter.ACCEPTED


def test_unknown_names_raise_attribute_error() -> None:
    try:
        arbiter.NoSuchThing  # type: ignore[attr-defined]  # noqa: B018
    except AttributeError as exc:
        assert "NoSuchThing" in str(exc)
    else:
        raise AssertionError("expected AttributeError")


def test_importing_the_package_imports_no_engine_module() -> None:
    code = "import sys, arbiter; print(sorted(m for m in sys.modules if m.startswith('arbiter.')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
