"""CR 605.1a, 711.2, 721.2a: a mana ability a permanent has at a level or a station symbol is among
the legal actions (`arbiter play` lists them) — at priority and while a spell's cost is paid
(601.2g) — and every action listed is accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Activate, Cast, PayCostDecision
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.layers import activated
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _board(name: str, counters: tuple[tuple[str, int], ...]):  # type: ignore[no-untyped-def]
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get(name), label="src", counters=counters)],
            Zone.HAND: [Entry(pool.get("Grizzly Bears"), label="bears")],
            Zone.LIBRARY: [Entry(pool.get("Island"))],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"))]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def _mana(game, source: int) -> list[Activate]:  # type: ignore[no-untyped-def]
    """The activations of ``source``'s mana abilities among the legal actions."""
    abilities = activated(game, game.state.objects[source])
    return [
        a for a in game.legal_actions()
        if isinstance(a, Activate) and a.source == source and abilities[a.index].is_mana
    ]  # fmt: skip


def test_605_1a_level_band_mana_ability_listed_at_priority_and_while_paying() -> None:
    game, labels = _board("Joraga Treespeaker", (("level", 1),))
    assert len(_mana(game, labels["src"])) == 1
    cast = next(a for a in game.legal_actions() if isinstance(a, Cast) and a.card == labels["bears"])
    assert not isinstance(game.apply(cast), Illegal)
    assert isinstance(game.pending, PayCostDecision)
    listed = _mana(game, labels["src"])
    assert len(listed) == 1
    assert not isinstance(game.apply(listed[0]), Illegal)
    assert game.state.objects[labels["src"]].tapped


def test_605_1a_no_band_no_mana_ability_listed() -> None:
    game, labels = _board("Joraga Treespeaker", ())
    assert _mana(game, labels["src"]) == []


def test_605_1a_station_symbol_mana_ability_listed() -> None:
    game, labels = _board("The Eternity Elevator", (("charge", 20),))
    assert len(_mana(game, labels["src"])) == 2  # the printed {T}: Add {C}{C}{C} and the 20+ one
    game, labels = _board("The Eternity Elevator", (("charge", 19),))
    assert len(_mana(game, labels["src"])) == 1
