"""The lines of a permanent's characteristic-defining abilities about itself (CR 604.3): "~ is
all colors." and "~ is also a Cleric, Rogue, Warrior, and Wizard." — see
:mod:`arbiter.mtg.ir.statics.self_characteristics`."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Color
from arbiter.mtg.ir.statics.self_characteristics import SelfCharacteristics
from arbiter.mtg.objects.creature_types import CREATURE_TYPES

if TYPE_CHECKING:
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.card import CardDef

_CREATURE_TYPES = frozenset(CREATURE_TYPES)


def self_characteristics(line: str) -> SelfCharacteristics | None:
    """CR 105.2, 604.3: "~ is all colors." (each of the five colors); CR 205.3m, 604.3: "~ is also a
    Cleric." / "… a Cleric, Rogue, Warrior, and Wizard." (creature types, in addition to its own)."""
    if line == "~ is all colors.":
        return SelfCharacteristics(line, colors=frozenset(Color))
    m = re.fullmatch(r"~ is also an? ([A-Z][a-z]+|(?:[A-Z][a-z]+, )+and [A-Z][a-z]+)\.", line)
    if m is None:
        return None
    kinds = tuple(k.removeprefix("and ") for k in m.group(1).split(", "))
    if any(k not in _CREATURE_TYPES for k in kinds) or len(set(kinds)) != len(kinds):
        return None
    return SelfCharacteristics(line, subtypes=kinds)


def with_self_characteristics(card: CardDef, abilities: tuple[Ability, ...]) -> CardDef:
    """The card with the colors and subtypes its own characteristic-defining abilities give it
    (CR 604.3, 613.3: in every zone, before anything else in their layers)."""
    found = [a for a in abilities if isinstance(a, SelfCharacteristics)]
    if not found:
        return card
    colors = card.colors
    subtypes = list(card.subtypes)
    for a in found:
        colors = a.colors if a.colors is not None else colors
        subtypes.extend(k for k in a.subtypes if k not in subtypes)
    return replace(card, colors=colors, subtypes=tuple(subtypes))
