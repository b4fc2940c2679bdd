"""A card cast while a spell resolves (CR 608.2g) is cast as any cast is: a split card as the half
its player chooses (709.3), and its kicker may be paid (601.2b, 118.9d). Every action the game
lists at these questions is accepted (the selfcheck's promise)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Activate, Cast, Choose, Pass, Pay, Pick, Purpose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _cascade_into(card: str, lands: int = 9) -> tuple[Game, dict[str, int]]:
    """Maelstrom Colossus (cascade, mana value 8) cast with eight of ``lands`` Mountains, ``card`` on top."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    mountains = [Entry(pool.get("Mountain"), label=f"m{i}") for i in range(lands)]
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get("Maelstrom Colossus"), label="colossus"), Entry(pool.get("Shock"), label="h")],
            Zone.BATTLEFIELD: mountains,
            Zone.LIBRARY: [Entry(pool.get(card), label="top"), Entry(pool.get("Island"), label="i")],
        }
    )
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pool.get("Grizzly Bears"), label="bears")]})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    assert game.apply(Cast(labels["colossus"]))
    for i in range(8):
        assert game.apply(Activate(labels[f"m{i}"], 0))
    assert game.apply(Pay())
    assert game.apply(Pass()) and game.apply(Pass())  # the cascade trigger resolves
    assert game.apply(Pick(labels["top"]))  # cast it
    return game, labels


def _every_listed_action_is_accepted(game: Game) -> None:
    listed = game.legal_actions()
    assert listed
    for action in listed:
        assert game.check(action), action


def test_709_3_a_split_card_cast_by_cascade_asks_for_its_half() -> None:
    game, _ = _cascade_into("Fire // Ice")
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.HALF and set(dec.options) == {"Fire", "Ice"}
    _every_listed_action_is_accepted(game)
    assert game.apply(Pick("Ice"))
    assert game.state.objects[game.state.stack[-1]].card.name == "Ice"


def test_702_33d_a_kicker_card_cast_by_cascade_may_be_kicked() -> None:
    game, labels = _cascade_into("Battlewing Mystic")
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.KICKER and dec.options == (0, 1)
    _every_listed_action_is_accepted(game)
    assert game.apply(Pick(1))
    assert game.state.objects[labels["top"]].kicked == 1


def test_702_27a_a_buyback_card_cast_by_cascade_may_have_its_buyback_paid() -> None:
    game, labels = _cascade_into("Whispers of the Muse", lands=13)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.BUYBACK and dec.options == ("yes", "no")
    _every_listed_action_is_accepted(game)
    assert game.apply(Pick("yes"))
    for i in range(8, 13):
        assert game.apply(Activate(labels[f"m{i}"], 0))
    assert game.apply(Pay())
    assert game.apply(Pass()) and game.apply(Pass())
    assert game.state.objects[labels["top"]].zone is Zone.HAND  # CR 702.27a


def test_702_27a_no_buyback_question_without_the_mana_for_it() -> None:
    game, labels = _cascade_into("Whispers of the Muse")
    assert game.state.objects[labels["top"]].zone is Zone.STACK and not isinstance(game.pending, Choose)


def _chandra_exiles(card: str, islands: int) -> tuple[Game, dict[str, int]]:
    """Chandra, Torch of Defiance's first [+1] resolved, ``card`` exiled and being cast (608.2g)."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    chandra = Entry(pool.get("Chandra, Torch of Defiance"), label="chandra", counters=(("loyalty", 4),))
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [chandra, *(Entry(pool.get("Island"), label=f"i{k}") for k in range(islands))],
            Zone.LIBRARY: [Entry(pool.get(card), label="top"), *(Entry(pool.get("Forest")) for _ in range(3))],
        }
    )
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    assert game.apply(Activate(labels["chandra"], 0))
    assert game.apply(Pass()) and game.apply(Pass())  # the [+1] resolves
    assert game.apply(Pick(labels["top"]))  # cast it
    return game, labels


def test_118_9_a_card_cast_paying_its_mana_cost_may_be_cast_for_an_alternative_cost() -> None:
    """CR 608.2g, 601.2b, 118.9: "You may cast that card" — Gush for returning two Islands."""
    game, labels = _chandra_exiles("Gush", 2)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.ALTERNATIVE
    assert set(dec.options) == {"mana cost", "alternative"}
    _every_listed_action_is_accepted(game)
    assert game.apply(Pick("alternative"))
    assert game.apply(Pick(labels["i0"])) and game.apply(Pick(labels["i1"]))
    assert game.state.objects[labels["i0"]].zone is Zone.HAND
    assert game.state.objects[labels["top"]].zone is Zone.STACK


def test_118_9_no_question_for_a_card_without_an_alternative_cost() -> None:
    game, _ = _chandra_exiles("Divination", 3)
    dec = game.pending
    assert not (isinstance(dec, Choose) and dec.purpose is Purpose.ALTERNATIVE)
