"""Random decks of supported cards, for checking the engine on the whole card pool.

A deck has one or two colors, 40–60 cards, about two fifths basic lands of its colors, and the
rest random supported cards of its colors or colorless (CR 100.2a: no more than four of a card
other than basic lands, 40 cards being a Limited minimum). Cards are compiled lazily from their
records and cached, so a run compiles only the cards it draws. Everything is deterministic from
the seed (:class:`~arbiter.core.rng.Rng`, the same on every machine).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arbiter.cards.coverage import supported
from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.cards.registry import BUILTIN
from arbiter.core.rng import Rng
from arbiter.mtg.model import CardDef

COLORS = "WUBRG"
BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
MAX_MANA_VALUE = 6  # random decks with many uncastable cards exercise little
MAX_COPIES = 4  # CR 100.2a


@dataclass(frozen=True, slots=True)
class RandomDeck:
    """A deck drawn for one game: its colors and cards (the distinct nonbasic names first)."""

    colors: str
    cards: tuple[CardDef, ...]
    names: tuple[str, ...]


class SupportedCards:
    """Random supported cards by color identity: from card records (compiled lazily, kept only
    when the compiler fully supports them, as ``arbiter cards coverage`` counts them), or the
    built-in cards when there are no records."""

    def __init__(
        self,
        records: Sequence[CardRecord] | None,
        description: str,
        path: str | None = None,
        names: frozenset[str] | None = None,
    ) -> None:
        self.path = path  # the --cards argument they came from (None: the default source)
        self.names = names  # the only card names drawn (--names), or None for every card
        self.records = [r for r in records if _drawable(r, names)] if records else []
        self.description = description
        self._compiled: dict[str, CardDef | None] = {}
        self._by_colors: dict[str, list[int]] = {}
        self._builtin = [
            BUILTIN.get(n) for n in BUILTIN.names() if "Basic" not in BUILTIN.get(n).supertypes and n != "Wastes"
        ]

    @property
    def builtin_only(self) -> bool:
        return not self.records

    def candidates(self, colors: str) -> list[int]:
        """Indices of the records whose colors are among ``colors`` (colorless included)."""
        found = self._by_colors.get(colors)
        if found is None:
            allowed = set(colors)
            found = [i for i, r in enumerate(self.records) if set(r.colors) <= allowed]
            self._by_colors[colors] = found
        return found

    def card(self, index: int) -> CardDef | None:
        """The compiled card of record ``index`` if it is supported and castable enough, else None."""
        record = self.records[index]
        if record.name in self._compiled:
            return self._compiled[record.name]
        try:
            card: CardDef | None = compile_record(record)
        except Exception:  # a compiler bug is not this check's subject: the card is left out
            card = None
        if card is not None and not _fits(record, card):
            card = None
        self._compiled[record.name] = card
        return card

    def pick(self, rng: Rng, colors: str, count: int) -> list[CardDef]:
        """``count`` distinct random supported cards of ``colors`` (fewer if there aren't enough)."""
        if self.builtin_only:
            pool = [c for c in self._builtin if {x.value for x in c.colors} <= set(colors)]
            out: list[CardDef] = []
            while pool and len(out) < count:
                out.append(pool.pop(rng.below(len(pool))))
            return out
        indices = self.candidates(colors)
        chosen: dict[str, CardDef] = {}
        for _ in range(count * 40):
            if len(chosen) >= count or not indices:
                break
            card = self.card(indices[rng.below(len(indices))])
            if card is not None:
                chosen.setdefault(card.name, card)
        return list(chosen.values())


def _drawable(record: CardRecord, names: frozenset[str] | None) -> bool:
    """An ordinary nonbasic card, among ``names`` when they are given."""
    return record.ordinary and "Basic" not in record.type_line and (names is None or record.name in names)


def _fits(record: CardRecord, card: CardDef) -> bool:
    if not supported(record, card):
        return False
    return card.is_land or (card.mana_cost is not None and card.mana_cost.mana_value <= MAX_MANA_VALUE)


def random_deck(source: SupportedCards, rng: Rng) -> RandomDeck:
    """A random deck (see the module docstring)."""
    first = COLORS[rng.below(5)]
    second = COLORS[rng.below(5)]
    colors = "".join(c for c in COLORS if c in (first, second))
    size = 40 + rng.below(21)
    lands = size * 2 // 5
    spells_needed = size - lands
    distinct = source.pick(rng, colors, max(8 + rng.below(9), -(-spells_needed // MAX_COPIES)))
    spells: list[CardDef] = []
    while distinct and len(spells) < spells_needed:
        for card in distinct:
            if len(spells) < spells_needed and spells.count(card) < MAX_COPIES:
                spells.append(card)
        if len(spells) >= len(distinct) * MAX_COPIES:
            break
    lands = size - len(spells)
    basics = [BUILTIN.get(BASICS[colors[i % len(colors)]]) for i in range(lands)]
    return RandomDeck(colors, tuple(spells + basics), tuple(c.name for c in distinct))
