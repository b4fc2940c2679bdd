"""Helpers for the API tests: decks (built-in, and a sample of compiled cards when the shared
card data is present) and random games (slow tests: see ``tests/conftest.py``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from importlib.resources import files

from arbiter.cards.decklist import parse_decklist
from arbiter.cards.registry import BUILTIN
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from tests.random_decks import CARDS as CARDS
from tests.random_decks import random_deck, sampled_pool


@cache
def builtin_decks() -> tuple[list[CardDef], list[CardDef]]:
    data = files("arbiter.data")
    a = parse_decklist(data.joinpath("deck_a.txt").read_text(), BUILTIN)
    b = parse_decklist(data.joinpath("deck_b.txt").read_text(), BUILTIN)
    return list(a.main), list(b.main)


@cache
def compiled_pool() -> tuple[CardDef, ...]:
    """Supported nonland cards of mana value 5 or less from a fixed sample of the card data."""
    return tuple(sampled_pool(800))


def compiled_decks(seed: int) -> tuple[list[CardDef], list[CardDef]] | None:
    pool = compiled_pool()
    if not pool:
        return None
    rnd = random.Random(seed)
    return random_deck(rnd, pool), random_deck(rnd, pool)


def play(game: Game, seed: int, limit: int, each: Callable[[Game], None] | None = None) -> Game:
    """Random legal actions (a seeded choice among the listed ones) until the game ends or
    ``limit`` decisions; ``each`` is called before every decision."""
    rnd = random.Random(seed)
    for _ in range(limit):
        if game.over:
            break
        if each is not None:
            each(game)
        actions = list(game.legal_actions())
        rnd.shuffle(actions)
        # a listed action the engine refuses is the engine's bug, tested elsewhere: take another
        if not any(game.apply(a) for a in actions):
            break
    return game
