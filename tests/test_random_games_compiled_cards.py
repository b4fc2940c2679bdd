"""Rulings are values, never tracebacks: random games between decks of randomly chosen compiled
cards — every action ``legal_actions()`` offers and the player picks is accepted, and the game goes
on (the engine's whole surface, not just the benchmark decks)."""

from __future__ import annotations

import random

import pytest

from arbiter.core.rng import Rng
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from tests.random_decks import CARDS, random_deck, sampled_pool


@pytest.fixture(scope="module")
def pool() -> list[CardDef]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    return sampled_pool(3000)


@pytest.mark.parametrize("seed", range(12))
def test_random_games_never_raise(pool: list[CardDef], seed: int) -> None:
    rnd = random.Random(seed)
    decks = [random_deck(rnd, pool) for _ in range(2)]
    game = Game.new(decks[0], decks[1], seed=seed, keep_history=False)
    rng = Rng(seed)
    for _ in range(1500):
        if game.over:
            break
        actions = game.legal_actions()
        assert actions, game.state.pending
        action = actions[rng.below(len(actions))]
        ruling = game.apply(action)
        assert ruling, (action, ruling)  # a listed action is accepted (arbiter selfcheck checks them all)
