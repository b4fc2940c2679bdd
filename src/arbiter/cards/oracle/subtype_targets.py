"""Target phrases named by subtype (CR 115.1, 205.3): "target Goblin", "target Goblin creature",
"target Equipment", "target Forest", "target Bird, Cat, Dog, Goat, Ox, or Snake" — a permanent
with one of these subtypes (a changeling has every creature type, 702.73a)."""

from __future__ import annotations

import re

from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.objects.creature_types import CREATURE_TYPES
from arbiter.mtg.objects.subtypes import ARTIFACT_TYPES, ENCHANTMENT_TYPES, LAND_TYPES, PLANESWALKER_TYPES, SPELL_TYPES

SUBTYPES = (
    frozenset(CREATURE_TYPES) | ARTIFACT_TYPES | ENCHANTMENT_TYPES | LAND_TYPES | PLANESWALKER_TYPES | SPELL_TYPES
)

PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER}
)
_CARD_TYPE = {" creature": CardType.CREATURE, " artifact": CardType.ARTIFACT, " land": CardType.LAND,
              " enchantment": CardType.ENCHANTMENT}  # fmt: skip


def subtype_noun(core: str) -> tuple[frozenset[CardType], frozenset[str]] | None:
    """ "Goblin" → (any permanent type, {Goblin}); "Goblin creature" → ({creature}, {Goblin});
    "Shade, Skeleton, or Zombie" → one of these subtypes (CR 205.3); else None."""
    types = PERMANENT_TYPES
    for suffix, card_type in _CARD_TYPE.items():
        if core.endswith(suffix):
            core, types = core.removesuffix(suffix), frozenset({card_type})
            break
    words = re.split(r", or |, | or ", core)
    if len(words) > 1 and (len(words) == 2) != (", " not in core):
        return None  # "A or B", "A, B, or C"
    if not all(w in SUBTYPES for w in words):
        return None
    return types, frozenset(words)


_GRAVEYARD_CARD = re.compile(r"target (.+?) card (?:from|in) (your|a|an opponent's) graveyard")


def subtype_card_in_graveyard(phrase: str) -> tuple[str, Filter] | None:
    """ "target Zombie card from your graveyard", "target Goblin creature card in a graveyard": a
    card with one of these subtypes (CR 205.3) in a graveyard, as a target (115.1, 400.7) — its
    noun and description; else None."""
    m = _GRAVEYARD_CARD.fullmatch(phrase)
    if m is None:
        return None
    core = m.group(1)
    kinds: frozenset[CardType] = frozenset()
    for suffix, card_type in _CARD_TYPE.items():
        if core.endswith(suffix):
            core, kinds = core.removesuffix(suffix), frozenset({card_type})
            break
    words = re.split(r", or |, | or ", core)
    if (len(words) > 1 and (len(words) == 2) != (", " not in core)) or not all(w in SUBTYPES for w in words):
        return None
    whose = {"your": "you", "a": "", "an opponent's": "opponent"}[m.group(2)]
    noun = phrase.removeprefix("target ")
    return noun, Filter(noun, kinds, subtypes=frozenset(words), controller=whose, zone=Zone.GRAVEYARD)
