"""Static abilities that forbid zone changes and casting from zones (CR 101.2: a "can't" wins over
any "can"): "Creature cards in graveyards and libraries can't enter the battlefield." and "Players
can't cast spells from graveyards or libraries." (Grafdigger's Cage)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class CantEnterFrom(Static):
    """ "Creature cards in graveyards and libraries can't enter the battlefield." — a card of
    ``types`` in one of ``zones`` doesn't move to the battlefield (101.2)."""

    affects_others = True

    types: frozenset[CardType]
    zones: frozenset[Zone]

    def text(self) -> str:
        return "Creature cards in graveyards and libraries can't enter the battlefield."


@dataclass(frozen=True, slots=True)
class CantCastFrom(Static):
    """ "Players can't cast spells from graveyards or libraries." (101.2: flashback and every other
    permission to cast from there is overridden)."""

    affects_others = True

    zones: frozenset[Zone]

    def text(self) -> str:
        return "Players can't cast spells from graveyards or libraries."


GRAVEYARD_OR_LIBRARY = frozenset({Zone.GRAVEYARD, Zone.LIBRARY})
CAGE_ENTER = CantEnterFrom(frozenset({CardType.CREATURE}), GRAVEYARD_OR_LIBRARY)
CAGE_CAST = CantCastFrom(GRAVEYARD_OR_LIBRARY)
