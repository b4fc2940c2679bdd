"""Helpers for the API tests: decks (built-in, and a sample of compiled cards when the shared
card data is present) and random games (slow tests: see ``tests/conftest.py``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from importlib.resources import files
from pathlib import Path

from arbiter.cards.decklist import parse_decklist
from arbiter.cards.registry import BUILTIN
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


@cache
def builtin_decks() -> tuple[list[CardDef], list[CardDef]]:
    data = files("arbiter.data")
    a = parse_decklist(data.joinpath("deck_a.txt").read_text(), BUILTIN)
    b = parse_decklist(data.joinpath("deck_b.txt").read_text(), BUILTIN)
    return list(a.main), list(b.main)


@cache
def compiled_pool() -> tuple[CardDef, ...]:
    """Supported nonland cards of mana value 5 or less from a fixed sample of the card data."""
    from arbiter.cards.coverage import supported
    from arbiter.cards.oracle import compile_record
    from arbiter.cards.records import read_records

    if not CARDS.is_file():
        return ()
    rnd = random.Random(7)
    records = [r for r in read_records(CARDS) if r.ordinary]
    out = []
    for r in rnd.sample(records, 800):
        card = compile_record(r)
        if supported(r, card) and not card.is_land and card.mana_cost is not None and card.mana_cost.mana_value <= 5:
            out.append(card)
    return tuple(out)


def compiled_decks(seed: int) -> tuple[list[CardDef], list[CardDef]] | None:
    pool = compiled_pool()
    if not pool:
        return None
    rnd = random.Random(seed)
    lands = [BUILTIN.get(n) for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")]
    decks = []
    for _ in range(2):
        spells = rnd.sample(pool, 12)
        decks.append([c for c in spells for _ in range(2)] + [land for land in lands for _ in range(3)] + lands[:1])
    return decks[0], decks[1]


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
