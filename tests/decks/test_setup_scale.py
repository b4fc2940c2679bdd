"""Setting up a game is linear in the size of its zones: a 10,000-card library in well under a
second and a few megabytes (one tuple per zone, not one per card)."""

from __future__ import annotations

import time
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


def test_scenario_setup_of_a_10000_card_library_is_fast_and_small() -> None:
    library = [Entry(MOUNTAIN)] * 10_000
    setup = Setup(players=(PlayerSetup(zones={Zone.LIBRARY: library}), PlayerSetup(zones={Zone.LIBRARY: library})))
    start = time.process_time()  # CPU time: the machine running the tests may be busy
    game, _ = build(setup)
    seconds = time.process_time() - start
    assert len(game.state.players[0].library) == len(game.state.players[1].library) == 10_000
    assert seconds < 1.0, seconds
    tracemalloc.start()
    build(setup)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 40 * 2**20, peak  # was about 800 MiB when each card copied the library tuple


def test_labelled_entries_in_a_large_library_keep_their_ids() -> None:
    library = [Entry(MOUNTAIN)] * 500 + [Entry(MOUNTAIN, label="m")]
    game, labels = build(Setup(players=(PlayerSetup(zones={Zone.LIBRARY: library}), PlayerSetup())))
    assert game.state.players[0].library[-1] == labels["m"]
