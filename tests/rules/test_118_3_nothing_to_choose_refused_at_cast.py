"""CR 118.3, 601.2h: a spell whose additional cost needs objects to choose — a creature or
enchantment to sacrifice, a card to discard — can't be cast when there is nothing to choose: the
cast is refused when announced, with the state unchanged, and the legal actions leave it out. The
card being cast is on the stack by then (601.2a), so it can't be the card discarded."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Cast
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(hand: list[str], mine: list[str], theirs: list[str]) -> tuple[Game, dict[str, int]]:
    """Alice's main phase with six Swamps and six Mountains, ``hand``, and creatures on each side."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    lands = ["Swamp"] * 6 + ["Mountain"] * 6
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get(n), label=f"h{i}") for i, n in enumerate(hand)],
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"a{i}") for i, n in enumerate(lands + mine)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        }
    )
    bob = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"b{i}") for i, n in enumerate(theirs)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"bl{i}") for i in range(5)],
        }
    )
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def _listed(game: Game, card: int) -> bool:
    return any(isinstance(a, Cast) and a.card == card for a in game.legal_actions())


def test_118_3_nothing_to_sacrifice_refused_when_cast() -> None:
    """Final Vengeance: "As an additional cost to cast this spell, sacrifice a creature or
    enchantment. Exile target creature." — Bob's creature is a legal target, but Alice has nothing
    to sacrifice."""
    game, labels = _game(["Final Vengeance"], [], ["Grizzly Bears"])
    fv = labels["h0"]
    assert not _listed(game, fv)
    before = game.digest()
    ruling = game.apply(Cast(fv))
    assert isinstance(ruling, Illegal)
    assert "118.3" in ruling.rules and "Sacrifice a creature or enchantment" in ruling.reason
    assert game.digest() == before


def test_118_3_something_to_sacrifice_listed_and_accepted() -> None:
    game, labels = _game(["Final Vengeance"], ["Grizzly Bears"], ["Grizzly Bears"])
    fv = labels["h0"]
    assert _listed(game, fv)
    assert game.apply(Cast(fv))


def test_601_2a_the_card_cast_is_not_the_card_discarded() -> None:
    """Thrill of Possibility: "As an additional cost to cast this spell, discard a card. Draw two
    cards." — alone in hand, it can't be cast; with another card, it can."""
    game, labels = _game(["Thrill of Possibility"], [], [])
    thrill = labels["h0"]
    assert not _listed(game, thrill)
    before = game.digest()
    ruling = game.apply(Cast(thrill))
    assert isinstance(ruling, Illegal) and "118.3" in ruling.rules
    assert game.digest() == before
    game, labels = _game(["Thrill of Possibility", "Island"], [], [])
    assert _listed(game, labels["h0"])
    assert game.apply(Cast(labels["h0"]))


def test_118_3_two_cards_to_discard_need_two_other_cards() -> None:
    """Cathartic Reunion: "As an additional cost to cast this spell, discard two cards. Draw three
    cards." — with one other card in hand it can't be cast; with two it can."""
    game, labels = _game(["Cathartic Reunion", "Island"], [], [])
    reunion = labels["h0"]
    assert not _listed(game, reunion)
    before = game.digest()
    ruling = game.apply(Cast(reunion))
    assert isinstance(ruling, Illegal) and "118.3" in ruling.rules
    assert game.digest() == before
    game, labels = _game(["Cathartic Reunion", "Island", "Island"], [], [])
    assert _listed(game, labels["h0"])
    assert game.apply(Cast(labels["h0"]))
