"""CR 702.94a–b, 103.5: miracle asked as a card is drawn — never for the opening hand's draws or a
mulligan's (they aren't in a turn), for the first card a player draws in a turn; while the question
waits, ``copy()`` forks the game, ``undo()`` takes back the draw, a game record replays the answer,
and the opponent's view shows the card only once it is revealed."""

from __future__ import annotations

import arbiter
from arbiter.mtg.actions import Choose, Pass, Pick, Purpose
from arbiter.mtg.enums import Step
from arbiter.mtg.game import Game
from arbiter.mtg.view import view
from tests.conftest import data_pool, player, position


def _deck() -> list[object]:
    pool = data_pool()
    return [pool.get("Thunderous Wrath")] * 30 + [pool.get("Mountain")] * 10


def _miracle_asked(game: Game) -> bool:
    dec = game.pending
    return isinstance(dec, Choose) and dec.purpose is Purpose.MIRACLE


def _play_to_first_question(game: Game, mulligan: bool) -> None:
    """Keep (after one mulligan each, if ``mulligan``), then pass until a miracle question."""
    mulligans = {0: mulligan, 1: mulligan}
    for _ in range(400):
        if _miracle_asked(game):
            return
        dec = game.pending
        actions = game.legal_actions()
        if isinstance(dec, Choose) and dec.purpose is Purpose.MULLIGAN:
            choice = "mulligan" if mulligans[dec.player] else "keep"
            mulligans[dec.player] = False
            assert game.apply(Pick(choice))
            continue
        passes = [a for a in actions if isinstance(a, Pass)]
        assert game.apply(passes[0] if passes else actions[0])
    raise AssertionError("no miracle question")


def test_103_5_opening_hands_and_mulligans_ask_nothing_the_first_draw_of_turn_2_does() -> None:
    for mulligan in (False, True):
        game = Game.new(_deck(), _deck(), seed=7)
        _play_to_first_question(game, mulligan)
        st = game.state
        # CR 103.8a: the starting player skips the first draw; the other player's turn-2 draw asks
        assert st.turn == 2 and st.step is Step.DRAW and game.pending.player == st.active


def _asked() -> Game:
    pool = data_pool()
    game, _ = position(
        player(["Mountain"], library=["Thunderous Wrath", "Island", "Island"], pool=pool),
        player(library=["Island"] * 5, pool=pool),
        step=Step.UPKEEP,
    )
    for _ in range(3):
        if _miracle_asked(game):
            return game
        assert game.apply(Pass())
    assert _miracle_asked(game)
    return game


def test_702_94a_copy_while_the_question_waits_forks_the_game() -> None:
    game = _asked()
    before = game.digest()
    fork = game.copy()
    assert fork.digest() == before
    assert fork.apply(Pick("yes"))
    assert len(fork.state.stack) == 1  # the miracle ability
    assert game.digest() == before and _miracle_asked(game)  # the original still waits
    assert game.apply(Pick("no"))
    assert not game.state.stack


def test_702_94a_undo_takes_back_the_answer_and_the_draw() -> None:
    game = _asked()
    waiting = game.digest()
    assert game.apply(Pick("yes"))
    assert game.undo()
    assert game.digest() == waiting and _miracle_asked(game)
    assert game.undo()  # the pass that led to the draw step: the card is back in the library
    st = game.state
    assert len(st.players[0].hand) == 0 and not _miracle_asked(game)


def test_702_94a_a_record_replays_the_reveal_and_the_cast() -> None:
    game = arbiter.Game.new(_deck(), _deck(), seed=11)
    _play_to_first_question(game, mulligan=False)
    assert game.apply(Pick("yes"))
    while not isinstance(game.pending, Choose):
        assert game.apply(Pass())
    assert game.pending.purpose is Purpose.CAST
    for _ in range(12):  # cast it, its target, the payment…, then on
        assert game.apply(game.legal_actions()[-1 if isinstance(game.pending, Choose) else 0])
    record = game.record()
    assert isinstance(record, dict)
    replayed = arbiter.Game.replay(record, cards=data_pool())
    assert isinstance(replayed, Game), replayed
    assert replayed.digest() == game.digest()


def test_702_94b_the_opponent_sees_the_card_only_while_it_is_revealed() -> None:
    game = _asked()
    wrath = game.state.players[0].hand[0]
    seen = {c.name for c in view(game, 1).revealed}
    assert "Thunderous Wrath" not in seen  # asked, not yet revealed
    assert game.apply(Pick("yes"))
    assert "Thunderous Wrath" in {c.name for c in view(game, 1).revealed}
    while not isinstance(game.pending, Choose):
        assert game.apply(Pass())
    assert game.apply(Pick(0))  # not cast: it stays in the hand, no longer revealed
    assert game.state.objects[wrath].zone.name == "HAND"
    assert "Thunderous Wrath" not in {c.name for c in view(game, 1).revealed}


def test_402_3_the_opponents_seat_sees_the_miracle_question_without_its_purpose() -> None:
    """The question is asked only when the card drawn has miracle: its purpose would tell the
    opponent about a card in a hidden hand (CR 402.3). Its owner's seat sees the whole question."""
    from arbiter.mtg.seat import Waiting

    game = _asked()
    bob, alice = game.seat(1, b"k" * 16), game.seat(0, b"k" * 16)
    seen = bob.pending
    assert isinstance(seen, Waiting) and seen.player == 0 and seen.purpose is None
    mine = alice.pending
    assert isinstance(mine, Choose) and mine.purpose is Purpose.MIRACLE
