"""Shared helpers: build positions from card names and drive games by card labels."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from arbiter.cards.registry import BUILTIN
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

if TYPE_CHECKING:
    from arbiter.scenario.cards import CardSource
    from arbiter.scenario.loader import Scenario
    from arbiter.scenario.report import Result


CARD_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"


@functools.cache
def _data_pool() -> Any:
    from arbiter.cards.database import open_source

    return open_source(str(CARD_DATA))


def data_pool() -> Any:
    """Every card of ``../shared/data`` (the test is skipped when the file isn't there)."""
    if not CARD_DATA.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    return _data_pool()


def entry(spec: str | dict[str, Any], pool: Any = BUILTIN) -> Entry:
    """A card by name, or a mapping with ``card`` and the other fields of :class:`Entry`."""
    if isinstance(spec, str):
        return Entry(pool.get(spec))
    spec = dict(spec)
    card = pool.get(spec.pop("card"))
    if "counters" in spec:
        spec["counters"] = tuple(spec["counters"].items())
    if "blocking" in spec and isinstance(spec["blocking"], str):
        spec["blocking"] = (spec["blocking"],)
    return Entry(card, **spec)


def player(
    battlefield: Sequence[Any] = (),
    hand: Sequence[Any] = (),
    library: Sequence[Any] | None = None,
    graveyard: Sequence[Any] = (),
    life: int = 20,
    pool: Any = BUILTIN,
) -> PlayerSetup:
    """A player's zones from card names (``pool``: where the names are looked up)."""
    lib = [entry("Wastes", pool) for _ in range(30)] if library is None else [entry(c, pool) for c in library]
    zones = {
        Zone.BATTLEFIELD: [entry(c, pool) for c in battlefield],
        Zone.HAND: [entry(c, pool) for c in hand],
        Zone.LIBRARY: lib,
        Zone.GRAVEYARD: [entry(c, pool) for c in graveyard],
    }
    return PlayerSetup(life=life, zones=zones)


def position(
    alice: PlayerSetup | None = None,
    bob: PlayerSetup | None = None,
    step: Step = Step.MAIN1,
    active: int = 0,
    turn: int = 3,
) -> tuple[Game, dict[str, int]]:
    return build(Setup(active, step, turn, (alice or player(), bob or player())))


@pytest.fixture
def decks() -> tuple[list[Any], list[Any]]:
    from importlib.resources import files

    from arbiter.cards.decklist import parse_decklist

    data = files("arbiter.data")
    a = parse_decklist(data.joinpath("deck_a.txt").read_text(), BUILTIN)
    b = parse_decklist(data.joinpath("deck_b.txt").read_text(), BUILTIN)
    return list(a.main), list(b.main)


# -- slow tests ---------------------------------------------------------------------------------
# Tests marked ``slow`` (the 1,000-game selfcheck, 10,000-input fuzzing, 200 replayed records) are
# skipped by a plain ``pytest``, which stays fast. They run with ``pytest --run-slow``,
# ``pytest -m slow`` or the environment variable ``ARBITER_SLOW=1``.


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: long runs; select with --run-slow, -m slow or ARBITER_SLOW=1")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-slow", action="store_true", help="also run the tests marked slow")


def slow_wanted(config: pytest.Config) -> bool:
    """Whether this run asked for the slow tests."""
    import os

    return (
        bool(config.getoption("--run-slow"))
        or os.environ.get("ARBITER_SLOW", "").lower() not in ("", "0", "false")
        or "slow" in (config.getoption("markexpr") or "")
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if slow_wanted(config):
        return
    skip = pytest.mark.skip(reason="slow: run with --run-slow, -m slow or ARBITER_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def judged() -> Iterator[list[Result]]:
    """The result of every scenario the scenario runner runs during the test, in order (its
    ``run`` wrapped for the test only; clear the list between two runs of the suite)."""
    import arbiter.scenario.runner as runner

    results: list[Result] = []
    original = runner.run

    def run(scenario: Scenario, cards: CardSource) -> Result:
        results.append(original(scenario, cards))
        return results[-1]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(runner, "run", run)
        yield results
