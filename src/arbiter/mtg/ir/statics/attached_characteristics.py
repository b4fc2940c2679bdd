"""Auras and Equipment that set characteristics of the permanent they're attached to (CR 613.1d
layer 4, 613.1e layer 5, 613.1f layer 6, 613.4b layer 7b — one effect in several layers with the
Aura's timestamp, 613.6, 613.7e): "Enchanted creature loses all abilities and is a blue Frog
creature with base power and toughness 1/1.", "Enchanted creature has base power and toughness
0/2.", "Enchanted land is an Island." (305.7), "Equipped creature gets +1/+0 and is a Monk in
addition to its other types." (613.4c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Ability, Static

if TYPE_CHECKING:  # (the data layer imports no runtime: the layers' record is only named here)
    from arbiter.mtg.layers.model import Animation


@dataclass(frozen=True, slots=True)
class AttachedCharacteristics(Static):
    """What an Aura or Equipment makes of the permanent it's attached to. ``animation``: its card
    types and creature subtypes (layer 4, kept per ``animation.retain``, CR 205.1a–b), colors
    (layer 5), keywords it has (layer 6), base P/T (layer 7b) and a bonus (7c). ``land_types``: the land types
    it is instead of its old ones, losing its rules text and gaining their mana abilities (CR
    305.7). ``lose_all``: it loses all abilities (layer 6, before the keywords it has)."""

    affects_others = True

    holder: str  # "Enchanted" or "Equipped"
    animation: Animation
    text_: str
    land_types: tuple[str, ...] = ()
    lose_all: bool = False
    # CR 613.4c: "Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its
    # other types." — the bonus of the same effect, in layer 7c
    power_bonus: int = 0
    toughness_bonus: int = 0
    # "Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and
    # abilities.": it becomes colorless (layer 5, 105.2c) and gains the quoted abilities after any loss
    # (layer 6, the same effect: 613.6)
    colorless: bool = False
    granted: tuple[Ability, ...] = ()

    def text(self) -> str:
        return self.text_

    def changes_types(self) -> bool:
        """Whether it has a layer 4 part."""
        a = self.animation
        return bool(self.land_types or a.types or a.subtypes or a.all_creature_types)
