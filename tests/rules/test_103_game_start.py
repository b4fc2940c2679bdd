"""CR 103: starting the game — random starting player, shuffles, opening hands, London mulligan,
and the starting player skipping their first draw."""

from __future__ import annotations

from typing import Any

from arbiter.mtg.actions import Choose, Pick
from arbiter.mtg.enums import Step
from arbiter.mtg.game import Game


def test_103_5_opening_hands_of_seven_and_mulligan_decision(decks: tuple[list[Any], list[Any]]) -> None:
    game = Game.new(*decks, seed=7)
    st = game.state
    assert all(len(p.hand) == 7 and len(p.library) == 33 for p in st.players)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose == "mulligan" and dec.rule == "103.5"
    assert dec.player == st.starting_player  # the starting player decides first


def test_103_5_london_mulligan_puts_one_card_per_mulligan_on_the_bottom(decks: tuple[list[Any], list[Any]]) -> None:
    game = Game.new(*decks, seed=3)
    first = game.state.starting_player
    assert game.apply(Pick("mulligan"))
    assert game.pending.player == first  # decides again after drawing a new seven
    assert len(game.state.players[first].hand) == 7
    assert game.apply(Pick("mulligan"))
    assert game.apply(Pick("keep"))
    assert game.apply(Pick("keep"))  # the other player keeps seven
    # two mulligans: two cards go to the bottom, one at a time
    for _ in range(2):
        dec = game.pending
        assert isinstance(dec, Choose) and dec.purpose == "bottom" and dec.player == first
        card = dec.options[0]
        assert game.apply(Pick(card))
        assert game.state.players[first].library[-1] == card
    p = game.state.players[first]
    assert len(p.hand) == 5 and len(p.library) == 35


def test_103_8a_starting_player_skips_first_draw(decks: tuple[list[Any], list[Any]]) -> None:
    game = Game.new(*decks, seed=11)
    game.apply(Pick("keep"))
    game.apply(Pick("keep"))
    st = game.state
    assert st.turn == 1 and st.active == st.starting_player
    assert st.step is Step.UPKEEP
    hand = len(st.players[st.active].hand)
    from arbiter.mtg.actions import Pass

    game.apply(Pass())
    game.apply(Pass())
    assert st.step is Step.MAIN1
    assert len(st.players[st.active].hand) == hand  # no draw on the first turn
    assert any(e.rule == "103.8a" for e in st.events)


def test_103_1_same_seed_same_start(decks: tuple[list[Any], list[Any]]) -> None:
    a = Game.new(*decks, seed=5)
    b = Game.new(*decks, seed=5)
    assert a.digest() == b.digest()
    c = Game.new(*decks, seed=6)
    assert a.digest() != c.digest()


def test_103_6a_begin_the_game_with_a_card_on_the_battlefield() -> None:
    from pathlib import Path

    import pytest

    from arbiter.cards.database import open_source

    cards = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
    if not cards.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(cards))
    leyline = pool.get("Leyline of Anticipation")
    island = pool.get("Island")
    deck = [leyline] * 20 + [island] * 20
    game = Game.new(deck, deck, seed=2)
    game.apply(Pick("keep"))
    game.apply(Pick("keep"))
    dec = game.pending
    assert isinstance(dec, Choose) and dec.rule == "103.6a" and dec.player == game.state.starting_player
    first = dec.options[0]
    assert game.apply(Pick(first))
    from arbiter.mtg.enums import Zone

    assert game.obj(first).zone is Zone.BATTLEFIELD
    # each remaining Leyline is offered in turn; declining one stops the offers for that player
    while isinstance(game.pending, Choose) and game.pending.rule == "103.6a":
        game.apply(Pick(0))
    assert game.state.turn == 1
