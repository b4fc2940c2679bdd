"""A player's public designations in the per-player view, its JSON form and the terminal table:
the monarch (CR 725), the initiative (726), the city's blessing (702.131c) and speed (702.179)."""

from __future__ import annotations

from arbiter.env.observation import observe_json
from arbiter.mtg.game import Game
from arbiter.mtg.setup import PlayerSetup, Setup, build


def _game(alice: PlayerSetup, bob: PlayerSetup) -> Game:
    game, _ = build(Setup(players=(alice, bob)))
    return game


def test_speed_and_the_monarch_are_public() -> None:
    game = _game(PlayerSetup(speed=3, monarch=True), PlayerSetup())
    for seat in (0, 1):  # (both players see both: designations are public)
        alice, bob = game.view(seat).players
        assert (alice.speed, alice.monarch, alice.initiative) == (3, True, False)
        assert (bob.speed, bob.monarch) == (0, False)


def test_the_json_form_lists_only_the_designations_a_player_has() -> None:
    game = _game(PlayerSetup(), PlayerSetup(speed=4))
    seat = game.seat(0)
    players = observe_json(seat, seat.legal_actions())["players"]
    assert isinstance(players, list)
    alice, bob = players
    assert "speed" not in alice and "monarch" not in alice
    assert bob["speed"] == 4 and "monarch" not in bob


def test_the_terminal_table_names_them() -> None:
    from rich.console import Console

    from arbiter.cli.tui_screen import table

    game = _game(PlayerSetup(speed=2, monarch=True), PlayerSetup())
    console = Console(width=200, record=True)
    console.print(table(game.view(1), {}))
    text = console.export_text()
    assert "the monarch, speed 2" in text
