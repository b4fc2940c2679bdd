"""CR 702.66a, 702.126a: a card exiled for delve, or an artifact tapped for improvise, pays {1} of
the generic part of a spell's total cost. Once no generic mana is left, one more is refused with
that reason (and a card of another player's graveyard is refused for delve with its own reason),
not with a general statement of what the keywords do; the refused step changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Cast, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(hand: str, battlefield: list[str], graveyard: list[str], theirs: list[str]) -> tuple[Game, dict[str, int]]:
    """Alice's main phase: ``hand`` in her hand, her permanents and graveyard, Bob's graveyard."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get(hand), label="spell")],
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"a{i}") for i, n in enumerate(battlefield)],
            Zone.GRAVEYARD: [Entry(pool.get(n), label=f"g{i}") for i, n in enumerate(graveyard)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        }
    )
    bob = PlayerSetup(
        zones={
            Zone.GRAVEYARD: [Entry(pool.get(n), label=f"b{i}") for i, n in enumerate(theirs)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"bl{i}") for i in range(5)],
        }
    )
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def test_702_66a_delve_refused_once_no_generic_mana_is_left() -> None:
    """Treasure Cruise ({7}{U}): seven cards pay the {7}; an eighth is refused for that reason."""
    game, labels = _game("Treasure Cruise", ["Island"], ["Forest"] * 8, [])
    assert game.apply(Cast(labels["spell"]))
    for i in range(7):
        assert game.apply(Pick(labels[f"g{i}"]))
    before = game.digest()
    ruling = game.apply(Pick(labels["g7"]))
    assert isinstance(ruling, Illegal)
    assert ruling.rules == ("702.66a",) and "only generic mana" in ruling.reason and "{U}" in ruling.reason
    assert game.digest() == before


def test_702_66a_delve_refuses_a_card_of_another_graveyard() -> None:
    game, labels = _game("Treasure Cruise", ["Island"], ["Forest"], ["Mountain"])
    assert game.apply(Cast(labels["spell"]))
    before = game.digest()
    ruling = game.apply(Pick(labels["b0"]))
    assert isinstance(ruling, Illegal)
    assert ruling.rules == ("702.66a",) and "your own graveyard" in ruling.reason
    assert game.digest() == before


def test_702_126a_improvise_refused_once_no_generic_mana_is_left() -> None:
    """Reverse Engineer ({3}{U}{U}): three artifacts pay the {3}; a fourth is refused."""
    artifacts = ["Memnite", "Ornithopter", "Sol Ring", "Fire Diamond"]
    game, labels = _game("Reverse Engineer", ["Island", "Island", *artifacts], [], [])
    assert game.apply(Cast(labels["spell"]))
    for i in (2, 3, 4):
        assert game.apply(Pick(labels[f"a{i}"]))
    before = game.digest()
    ruling = game.apply(Pick(labels["a5"]))
    assert isinstance(ruling, Illegal)
    assert ruling.rules == ("702.126a",) and "only generic mana" in ruling.reason
    assert game.digest() == before
