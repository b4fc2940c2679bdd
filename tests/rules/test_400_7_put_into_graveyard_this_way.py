"""CR 400.7, 608.2c: "a card put into your graveyard this way" (Starfall Invocation) is a card the
resolution's instructions put there that is still the object they put there — one that left the
graveyard since and came back is a new object, not put there this way. The resolution's events are
read newest first (``this_resolution``): the card's leaving must still be seen as later than the
move that put it there. No supported card can move a card out of a graveyard and back in the middle
of one resolution, so the moves are made here directly."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg import events as ev
from arbiter.mtg.effects.graveyard_returns import put_into_graveyard_this_way
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.zones import move

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _resolving():  # type: ignore[no-untyped-def]
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [
                Entry(pool.get("Grizzly Bears"), label="bears"),
                Entry(pool.get("Llanowar Elves"), label="elves"),
            ],
            Zone.HAND: [Entry(pool.get("Starfall Invocation"), label="starfall")],
            Zone.LIBRARY: [Entry(pool.get("Island")) for _ in range(5)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island")) for _ in range(5)]})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    starfall = game.state.objects[labels["starfall"]]
    game.log(ev.Resolved("608.2", starfall.id, "Starfall Invocation"))
    return game, labels, starfall


def test_400_7_a_card_put_there_this_way_counts() -> None:
    game, labels, starfall = _resolving()
    st = game.state
    for name in ("bears", "elves"):
        move(game, st.objects[labels[name]], Zone.GRAVEYARD, "701.8a", "is destroyed and put")
    assert put_into_graveyard_this_way(game, starfall) == {labels["bears"], labels["elves"]}


def test_400_7_a_card_that_left_the_graveyard_and_came_back_is_a_new_object() -> None:
    game, labels, starfall = _resolving()
    st = game.state
    for name in ("bears", "elves"):
        move(game, st.objects[labels[name]], Zone.GRAVEYARD, "701.8a", "is destroyed and put")
    move(game, st.objects[labels["bears"]], Zone.EXILE, "400.7", "is exiled")
    move(game, st.objects[labels["bears"]], Zone.GRAVEYARD, "400.7", "is put")
    assert st.objects[labels["bears"]].zone is Zone.GRAVEYARD
    assert put_into_graveyard_this_way(game, starfall) == {labels["elves"]}


def test_400_7_moves_before_the_resolution_began_dont_count() -> None:
    game, labels, starfall = _resolving()
    st = game.state
    move(game, st.objects[labels["elves"]], Zone.GRAVEYARD, "701.8a", "is destroyed and put")
    game.log(ev.Resolved("608.2", starfall.id, "Starfall Invocation"))
    move(game, st.objects[labels["bears"]], Zone.GRAVEYARD, "701.8a", "is destroyed and put")
    assert put_into_graveyard_this_way(game, starfall) == {labels["bears"]}
