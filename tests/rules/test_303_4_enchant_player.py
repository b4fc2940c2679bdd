"""CR 303.4a, 704.5m: an Aura that enchants a player — how the state, the views and the setup
carry the player it is attached to."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.board import board
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, SetupError, build
from arbiter.mtg.view import view

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(card: str, on: int | str) -> tuple[Game, int]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    bears = Entry(pool.get("Grizzly Bears"), label="bears")
    field = [Entry(pool.get(card), label="aura", attached_to=on), bears]
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: field})
    g, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    return g, ids["aura"]


def test_a_curse_on_a_player_is_seen_by_both_seats_and_the_board() -> None:
    g, aura = _game("Curse of the Bloody Tome", 1)
    assert g.state.objects[aura].enchanted_player == 1
    for seat in (0, 1):
        shown = [c for c in view(g, seat).battlefield if c.name == "Curse of the Bloody Tome"]
        assert [c.enchanted_player for c in shown] == [1]
    assert "on bob" in board(g)


def test_only_an_aura_that_enchants_a_player_can_be_attached_to_one() -> None:
    with pytest.raises(SetupError, match="enchants a player"):
        _game("Pacifism", 1)


def test_the_digest_counts_the_enchanted_player() -> None:
    on_bob, _ = _game("Curse of the Bloody Tome", 1)
    on_alice, _ = _game("Curse of the Bloody Tome", 0)
    assert on_bob.digest() != on_alice.digest()
