"""CR 510.1a, 101.1: "Each creature you control assigns combat damage equal to its toughness
rather than its power." (Doran, the Siege Tower; Assault Formation) — a static ability that
changes how much combat damage the creatures it describes assign."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter


@dataclass(frozen=True, slots=True)
class AssignsDamageByToughness(Static):
    """The creatures ``what`` describes (read for the source's controller) assign combat damage
    equal to their toughness; ``greater_only``: only those whose toughness is greater than their
    power ("Each creature you control with toughness greater than its power …")."""

    affects_others = True

    what: Filter
    text_: str
    greater_only: bool = False

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class AssignsOwnDamageByToughness(Static):
    """ "~ assigns combat damage equal to its toughness rather than its power." (CR 510.1a, 101.1)
    — of the creature itself, or, as the rule an Aura puts on the creature it enchants, of that
    creature ("Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness …")."""

    def text(self) -> str:
        return "~ assigns combat damage equal to its toughness rather than its power."
