"""CR 702.143a, 406.3: a foretold card is exiled face down — its owner may look at it, its
opponent sees a face-down card (not its name, neither in the view nor in the events), and the
special action is listed among the owner's legal actions only on their turn and when {2} can
be paid."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import ExileFromHand, Pay
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.seat import Seat
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(lands: int, pool: tuple[int, ...] = (0, 0, 0, 0, 0, 0)) -> tuple[Game, dict[str, int]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    cards = open_source(str(CARDS))
    hand = [Entry(cards.get("Demon Bolt"), label="bolt")]
    field = [Entry(cards.get("Mountain")) for _ in range(lands)]
    alice = PlayerSetup(pool=pool, zones={Zone.HAND: hand, Zone.BATTLEFIELD: field})
    return build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))


def _foretell(g: Game, card: int) -> None:
    assert g.apply(ExileFromHand(card, "foretell")).ok
    while g.state.pending is not None and type(g.state.pending).__name__ == "PayCostDecision":
        assert g.apply(Pay()).ok


def test_the_foretold_card_is_hidden_from_the_opponent_only() -> None:
    g, ids = _game(0, (0, 0, 0, 0, 0, 2))
    _foretell(g, ids["bolt"])
    assert g.state.objects[ids["bolt"]].zone is Zone.EXILE
    mine, theirs = Seat(g, 0).view(), Seat(g, 1).view()
    assert [c.name for c in mine.players[0].exile] == ["Demon Bolt"]
    assert [c.name for c in theirs.players[0].exile] == [None]
    assert not any("Demon Bolt" in e.text for e in Seat(g, 1).events())


def test_foretell_is_listed_only_on_your_turn_and_when_two_mana_can_be_paid() -> None:
    g, ids = _game(2)
    assert ExileFromHand(ids["bolt"], "foretell") in g.legal_actions()
    g, ids = _game(1)
    assert ExileFromHand(ids["bolt"], "foretell") not in g.legal_actions()
