"""CR 614.11 (replacing a draw, asked where it happens): while the drawing player is asked, the game
can be copied, undone, checked, recorded and replayed, a game without history keeps what the answer
needs, and each player's seat shows the question to the drawing player only; 103.5: the opening
hand's draws are never replaced."""

from __future__ import annotations

from pathlib import Path

import pytest

import arbiter
from arbiter.cards.database import open_source
from arbiter.cards.registry import LayeredPool
from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Activate, Cast, Choose, Pass, Pay, Pick, Priority, Purpose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.keywords.dredge import DRAW
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.zones import draw

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _pool() -> LayeredPool:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    return open_source(str(CARDS))


def _upkeep(graveyard: list[str], library: int = 8, keep_history: bool = True) -> tuple[Game, dict[str, int]]:
    """Alice's upkeep with ``graveyard`` in her graveyard and ``library`` Islands in her library."""
    pool = _pool()
    alice = PlayerSetup(
        zones={
            Zone.GRAVEYARD: [Entry(pool.get(n), label=f"g{i}") for i, n in enumerate(graveyard)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"lib{i}") for i in range(library)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"b{i}") for i in range(5)]})
    game, labels = build(Setup(0, Step.UPKEEP, 3, (alice, bob)))
    game.keep_history = keep_history
    return game, labels


def _to_draw_step(game: Game) -> None:
    assert game.apply(Pass()) and game.apply(Pass())  # both pass in the upkeep: the draw step begins (504.1)


def test_614_11_undo_goes_back_to_the_question_then_to_before_the_draw_step() -> None:
    game, labels = _upkeep(["Golgari Grave-Troll"])
    start = game.digest()
    _to_draw_step(game)
    asked = game.digest()
    assert game.apply(Pick(labels["g0"]))
    assert game.undo() and game.digest() == asked
    assert game.apply(Pick(DRAW)) and game.undo() and game.digest() == asked
    assert game.undo() and game.undo() and game.digest() == start


def test_614_11_check_of_an_answer_that_leads_to_the_question_is_accepted_and_changes_nothing() -> None:
    game, labels = _upkeep(["Golgari Grave-Troll"])
    assert game.apply(Pass())
    before = game.digest()
    assert game.check(Pass()) and game.digest() == before
    assert game.full_check(Pass()) and game.digest() == before
    assert game.apply(Pass()) and isinstance(game.pending, Choose)
    before = game.digest()
    assert game.check(Pick(labels["g0"])) and game.digest() == before


def test_614_11_a_game_without_history_keeps_what_it_needs_to_answer() -> None:
    game, labels = _upkeep(["Golgari Grave-Troll"], keep_history=False)
    _to_draw_step(game)
    assert isinstance(game.pending, Choose)
    assert game.apply(Pick(labels["g0"]))
    assert game.state.players[0].hand == (labels["g0"],)


def test_614_11a_a_copy_taken_between_two_questions_answers_the_second_one() -> None:
    pool = _pool()
    library = [Entry(pool.get("Stinkweed Imp"), label="imp")] + [
        Entry(pool.get("Island"), label=f"lib{i}") for i in range(12)
    ]
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(pool.get("Divination"), label="div")],
            Zone.BATTLEFIELD: [Entry(pool.get("Island"), label=f"i{i}") for i in range(3)],
            Zone.GRAVEYARD: [Entry(pool.get("Golgari Grave-Troll"), label="troll")],
            Zone.LIBRARY: library,
        }
    )
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup(zones={}))))
    assert game.apply(Cast(labels["div"]))
    for i in range(3):
        assert game.apply(Activate(labels[f"i{i}"], 0))
    assert game.apply(Pay()) and game.apply(Pass()) and game.apply(Pass())
    assert game.apply(Pick(labels["troll"]))
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.DREDGE and labels["imp"] in dec.options
    fork = game.copy()
    assert fork.apply(Pick(labels["imp"]))
    assert game.apply(Pick(labels["imp"]))
    assert fork.digest() == game.digest()
    assert set(game.state.players[0].hand) == {labels["troll"], labels["imp"]}


def test_614_11_the_seats_show_the_question_to_the_drawing_player_only() -> None:
    game, _ = _upkeep(["Golgari Grave-Troll", "Darkblast"])
    _to_draw_step(game)
    mine, theirs = game.seat(0), game.seat(1)
    assert mine.mine and not theirs.mine
    dec = mine.pending
    assert isinstance(dec, Choose) and dec.purpose is Purpose.DREDGE and len(dec.options) == 3 and DRAW in dec.options
    assert len(mine.legal_actions()) == 3 and theirs.legal_actions() == ()
    waiting = theirs.pending
    assert waiting is not None and not isinstance(waiting, Choose) and waiting.purpose is Purpose.DREDGE
    assert game.view(0).waiting_for == 0 and game.view(1).waiting_for == 0
    position = game.position()  # a scenario setup can't hold a draw being asked: refused, as a value
    assert isinstance(position, Illegal) and "614.11" in position.reason
    seen = {c.id for c in mine.view().players[0].graveyard}
    assert all(o in seen for o in dec.options if o != DRAW)  # the options are cards the player sees
    for action in mine.legal_actions():
        assert mine.parse(mine.notation(action)) == action and mine.check(action)
    assert mine.apply(Pick(DRAW))
    assert len(game.state.players[0].hand) == 1


def test_614_11_a_recorded_game_with_a_dredge_replays_to_the_same_digest() -> None:
    pool = _pool()
    deck = [pool.get("Darkblast")] * 40
    game = arbiter.Game.new(deck, deck, seed=3)
    asked = False
    for _ in range(400):
        dec = game.pending
        if dec is None or game.over:
            break
        if isinstance(dec, Choose) and dec.purpose is Purpose.DREDGE:
            asked = True
            assert game.apply(Pick(dec.options[0]))
            continue
        action = Pass() if isinstance(dec, Priority) else game.legal_actions()[0]
        assert game.apply(action)
        if asked and isinstance(game.pending, Priority):
            break
    assert asked, "a Darkblast discarded to hand size is offered at the next draw"
    record = game.record()
    assert isinstance(record, dict)
    again = arbiter.Game.replay(record, pool)
    assert isinstance(again, Game) and again.digest() == game.digest()


def test_103_5_the_opening_hand_draws_are_not_replaced() -> None:
    game, labels = _upkeep(["Golgari Grave-Troll"])
    draw(game, 0, "103.5", replaceable=False)  # (CR 103.5, 702.52a: no card is in a graveyard then)
    assert game.state.players[0].hand == (labels["lib0"],) and game.state.replacing_draw is None
