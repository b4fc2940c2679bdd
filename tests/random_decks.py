"""Shared by the tests that play random games between decks of randomly chosen compiled cards:
the supported cards of the shared card data, and two-copy decks of them with basic lands."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from arbiter.cards.coverage import supported
from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord, read_records
from arbiter.cards.registry import BUILTIN
from arbiter.mtg.model import CardDef

CARDS = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards.jsonl.gz"
BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def cheap_spell(card: CardDef) -> bool:
    """A nonland card of mana value 5 or less: playable in a short random game."""
    return not card.is_land and card.mana_cost is not None and card.mana_cost.mana_value <= 5


def supported_cards(records: Iterable[CardRecord], keep: Callable[[CardDef], bool] = cheap_spell) -> list[CardDef]:
    """The records' cards that compile and run exactly as written, and that ``keep`` accepts."""
    out = []
    for r in records:
        card = compile_record(r)
        if supported(r, card) and keep(card):
            out.append(card)
    return out


def sampled_pool(size: int, seed: int = 7) -> list[CardDef]:
    """The cheap supported spells among ``size`` ordinary cards drawn with ``seed`` (empty without
    the card data)."""
    if not CARDS.is_file():
        return []
    records = [r for r in read_records(CARDS) if r.ordinary]
    return supported_cards(random.Random(seed).sample(records, size))


def random_deck(
    rnd: random.Random,
    pool: Sequence[CardDef],
    *,
    lands_each: int = 3,
    one_more_plains: bool = True,
    extra: Sequence[CardDef] = (),
) -> list[CardDef]:
    """Two copies each of 12 cards drawn from ``pool`` (and of ``extra``), with ``lands_each`` of
    each basic land (and one more Plains)."""
    lands = [BUILTIN.get(n) for n in BASICS]
    chosen = [*rnd.sample(list(pool), min(12, len(pool))), *extra]
    deck = [c for c in chosen for _ in range(2)] + [land for land in lands for _ in range(lands_each)]
    return deck + lands[:1] if one_more_plains else deck
