"""Casting a spell for an alternative cost that changes its instructions (CR 702.96a overload:
a text-changing effect, 612, 702.96c; 702.113a awaken: a second spell ability whose target is
chosen only if the awaken cost is paid, 702.113b).

As for a face cast alone (709.3) or a bestowed spell (702.103b), the spell on the stack is the
card with its instructions swapped (``variant``), the printed card kept as its ``front``: off the
stack it is the printed card again."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import SpellAbility
from arbiter.mtg.ir.spell_variants import SpellVariant

if TYPE_CHECKING:
    from arbiter.mtg.ir.card import CardDef


def variant_of(card: CardDef, name: str) -> SpellVariant | None:
    """The card's variant for the alternative cost ``name`` ("overload", "awaken"), if any."""
    return next((a for a in card.options if isinstance(a, SpellVariant) and a.name == name), None)


def variant(card: CardDef, name: str) -> CardDef | None:
    """CR 702.96a, 702.113a: the card as cast for the alternative cost ``name`` — its spell
    ability replaced by the variant's; None if it has no such variant."""
    found = variant_of(card, name)
    if found is None or found.spell is None:
        return None
    spell = found.spell
    return replace(card, abilities=tuple(spell if isinstance(a, SpellAbility) else a for a in card.abilities))
