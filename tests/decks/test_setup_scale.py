"""Setting up a game is linear in the size of its zones: a 10,000-card library in a few megabytes
(one tuple per zone, not one per card)."""

from __future__ import annotations

import sys
import tracemalloc

from arbiter.cards.registry import BUILTIN
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build, create_cards
from arbiter.mtg.state import GameState

MOUNTAIN = BUILTIN.get("Mountain")


def test_create_cards_makes_the_same_objects_as_create() -> None:
    one, bulk = Game(GameState(("a", "b"), 0)), Game(GameState(("a", "b"), 0))
    cards = [MOUNTAIN, BUILTIN.get("Shock"), MOUNTAIN]
    singly = [one.create(card, 1, Zone.LIBRARY) for card in cards]
    made = create_cards(bulk, cards, 1, Zone.LIBRARY)
    assert [(o.id, o.timestamp, o.card.name, o.zone) for o in singly] == [
        (o.id, o.timestamp, o.card.name, o.zone) for o in made
    ]
    assert one.state.players[1].library == bulk.state.players[1].library
    assert (one.state.next_id, one.state.next_ts) == (bulk.state.next_id, bulk.state.next_ts)
    mark = 0
    bulk.journal.rollback(mark)  # reversible like every other change
    assert not bulk.state.objects and not bulk.state.players[1].library


def _setup_cost(cards: int) -> tuple[int, int]:
    """Python function calls and peak traced bytes of building a game with two libraries of
    ``cards`` Mountains: deterministic measures of work (timings never go in pass/fail tests)."""
    library = [Entry(MOUNTAIN)] * cards
    setup = Setup(players=(PlayerSetup(zones={Zone.LIBRARY: library}), PlayerSetup(zones={Zone.LIBRARY: library})))
    calls = 0

    def count(frame: object, event: str, arg: object) -> None:
        nonlocal calls
        if event == "call":
            calls += 1

    sys.setprofile(count)
    try:
        game, _ = build(setup)
    finally:
        sys.setprofile(None)
    assert len(game.state.players[0].library) == len(game.state.players[1].library) == cards
    tracemalloc.start()
    build(setup)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return calls, peak


def test_scenario_setup_of_a_10000_card_library_is_linear_and_small() -> None:
    """Twice the cards cost at most about twice the calls and memory (it was quadratic when each
    card copied the library tuple), and 10,000 cards stay within a few megabytes."""
    calls, peak = _setup_cost(10_000)
    calls2, peak2 = _setup_cost(20_000)
    assert calls2 <= 2.2 * calls, (calls, calls2)
    assert peak2 <= 2.2 * peak, (peak, peak2)
    assert peak < 40 * 2**20, peak  # was about 800 MiB when each card copied the library tuple


def test_labelled_entries_in_a_large_library_keep_their_ids() -> None:
    library = [Entry(MOUNTAIN)] * 500 + [Entry(MOUNTAIN, label="m")]
    game, labels = build(Setup(players=(PlayerSetup(zones={Zone.LIBRARY: library}), PlayerSetup())))
    assert game.state.players[0].library[-1] == labels["m"]
