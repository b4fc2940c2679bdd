"""Courser of Kruphix's "Play with the top card of your library revealed." (CR 401.2, 701.20a):
the top card is in every player's view, and a new top card is revealed as soon as it is on top."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.view import view
from arbiter.mtg.zones import move

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(courser: bool) -> tuple[Game, dict[str, int]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    field = [Entry(pool.get("Courser of Kruphix"), label="courser")] if courser else []
    library = [Entry(pool.get("Forest"), label="top"), Entry(pool.get("Island"), label="next")]
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: field, Zone.LIBRARY: library})
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Swamp")) for _ in range(3)]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def _revealed_names(g: Game, player: int) -> list[str | None]:
    return [c.name for c in view(g, player, b"k").revealed]


def test_top_card_is_seen_by_both_players() -> None:
    g, _ = _game(courser=True)
    assert _revealed_names(g, 0) == ["Forest"]
    assert _revealed_names(g, 1) == ["Forest"]


def test_new_top_card_is_revealed_when_the_old_one_leaves() -> None:
    g, ids = _game(courser=True)
    move(g, g.state.objects[ids["top"]], Zone.HAND, "121.1", "is drawn")
    assert _revealed_names(g, 1) == ["Island"]


def test_without_courser_the_library_stays_hidden() -> None:
    g, _ = _game(courser=False)
    assert _revealed_names(g, 0) == []
    assert _revealed_names(g, 1) == []
