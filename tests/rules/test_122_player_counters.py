"""CR 122.1: a player's counters of every kind live in one map; poison and energy read and write
it, the journal undoes it, a copy of the game has its own, and the view, the board text and the
position written as a scenario setup show it."""

from __future__ import annotations

from arbiter.mtg.board import board
from arbiter.mtg.objects.counters import add_player_counters
from arbiter.mtg.position import position as position_of
from arbiter.mtg.setup import PlayerSetup, Setup, build
from arbiter.mtg.state import with_count
from arbiter.mtg.view import view


def test_poison_and_energy_are_kinds_of_the_one_map() -> None:
    game, _ = build(Setup(players=(PlayerSetup(energy=2, counters=(("experience", 1),)), PlayerSetup(poison=3))))
    alice, bob = game.state.players
    assert alice.counters == (("energy", 2), ("experience", 1))
    assert (alice.energy, alice.poison, alice.counter("experience"), alice.counter("rad")) == (2, 0, 1, 0)
    assert bob.counters == (("poison", 3),) and bob.poison == 3
    alice.energy = 0
    assert alice.counters == (("experience", 1),)


def test_with_count_keeps_kinds_sorted_and_drops_zero() -> None:
    assert with_count((("rad", 2),), "energy", 1) == (("energy", 1), ("rad", 2))
    assert with_count((("energy", 1), ("rad", 2)), "rad", 0) == (("energy", 1),)


def test_journal_rollback_and_copy() -> None:
    game, _ = build(Setup(players=(PlayerSetup(counters=(("ticket", 1),)), PlayerSetup())))
    mark = game.journal.mark()
    add_player_counters(game, 0, "ticket", 2)
    game.set(game.state.players[0], "energy", 4)
    copy = game.copy()
    assert game.state.players[0].counters == (("energy", 4), ("ticket", 3))
    game.journal.rollback(mark)
    assert game.state.players[0].counters == (("ticket", 1),)
    assert copy.state.players[0].counters == (("energy", 4), ("ticket", 3))


def test_view_board_and_position_show_every_kind() -> None:
    game, _ = build(Setup(players=(PlayerSetup(energy=1, counters=(("rad", 2),)), PlayerSetup(poison=4))))
    seen = view(game, 1)
    assert seen.players[0].counters == (("energy", 1), ("rad", 2)) and seen.players[1].poison == 4
    text = board(game)
    assert "energy 1 · rad 2" in text and "poison 4" in text
    spec = position_of(game)
    assert isinstance(spec, dict)
    players = spec["players"]
    assert isinstance(players, dict)
    assert players["alice"]["counters"] == {"energy": 1, "rad": 2} and players["bob"]["poison"] == 4
