"""Which spells a permission or cost change names (CR 601.3, 601.2f): "green creature spells",
"instant and sorcery spells", "Dragon spells", "noncreature spells" — one of the card types (none
named: any), none of the excluded ones, one of the colors and one of the subtypes, where named."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType, Color
    from arbiter.mtg.ir.card import CardDef


def is_spell_kind(
    card: CardDef,
    types: frozenset[CardType],
    nontypes: frozenset[CardType],
    colors: frozenset[Color],
    subtypes: frozenset[str],
) -> bool:
    """Is a spell of ``card`` of the kind these sets describe (an empty set: no restriction)?"""
    if types and not card.types & types:
        return False
    if nontypes and card.types & nontypes:
        return False
    if colors and not card.colors & colors:
        return False
    if not subtypes or subtypes.intersection(card.subtypes):
        return True
    # CR 702.73a: a changeling spell is every creature type ("Goblin spells" include it)
    if "changeling" not in card.keywords:
        return False
    from arbiter.mtg.objects.creature_types import CREATURE_TYPES  # (data only; the data layer imports no runtime)

    return bool(subtypes.intersection(CREATURE_TYPES))
