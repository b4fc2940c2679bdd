"""A game no longer referred to is freed at once (reference counting), not left for the cycle
collector: millions of simulated games must not pile up whole states, event logs included, between
collections. The listing is kept by the game, the lazy view of it holds the game — never both ways."""

from __future__ import annotations

import gc
import random
from collections.abc import Iterator

import pytest

from arbiter.core.rng import Rng
from arbiter.mtg.game import Game
from tests.test_per_state_memo import _decks


@pytest.fixture()
def no_collector() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def test_a_played_game_leaves_no_cyclic_garbage(no_collector: None) -> None:
    a, b = _decks()
    game = Game.new(a, b, seed=5, keep_history=False)
    rng = Rng(5)
    decisions = 0
    while not game.over and decisions < 400:
        actions = game.legal_actions()
        assert len(actions) == len(game.legal_actions())  # (listed once per state, a view each call)
        game.apply(actions[rng.below(len(actions))])
        decisions += 1
    game.copy()  # (a fork dropped at once)
    del game, actions
    assert gc.collect() == 0


def test_a_view_outlives_the_name_of_its_game() -> None:
    a, b = _decks()
    actions = Game.new(a, b, seed=1).legal_actions()  # (the view keeps the game alive)
    assert len(actions) > 0 and actions[0] in actions


@pytest.mark.slow
def test_random_compiled_cards_leave_no_cyclic_garbage(no_collector: None) -> None:
    from tests.random_decks import random_deck, sampled_pool

    pool = sampled_pool(3000, seed=11)
    if not pool:
        pytest.skip("the shared card data is not available")
    rnd = random.Random(3)
    for seed in range(4):
        game = Game.new(random_deck(rnd, pool), random_deck(rnd, pool), seed=seed, keep_history=False)
        rng = Rng(seed)
        decisions = 0
        while not game.over and decisions < 1500:
            actions = game.legal_actions()
            game.apply(actions[rng.below(len(actions))])
            decisions += 1
        del game, actions
        assert gc.collect() == 0, seed
