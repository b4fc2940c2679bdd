"""The further words a cast trigger may name a spell by (CR 601.2i, 603.2): "Whenever you cast a
historic spell" (700.6), "… a colorless spell" (105.2c), "… a legendary spell" (205.4), "… a
kicked spell" (702.33d), "… a nonred spell" (105.2), "Whenever a player casts an Elf spell" (a
subtype, 205.3 — a changeling spell is every creature type, 702.73a). Each is a kind of
:class:`~arbiter.mtg.triggers.patterns.SpellCast`; a subtype is written "sub:<Subtype>"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, Color
from arbiter.mtg.filtering import NONCREATURE_SUBTYPES

if TYPE_CHECKING:
    from arbiter.mtg.state import GameObject

SUBTYPE = "sub:"  # the prefix of a subtype kind


def more_kinds(spell: GameObject, watched: frozenset[str]) -> set[str]:
    """The kinds of ``spell`` beyond types and colors, among those some watching ability names
    (``watched``: the kinds its cast events name)."""
    card = spell.card
    kinds: set[str] = set()
    if not card.colors:
        kinds.add("colorless")  # CR 105.2c
    kinds |= {f"non{c.name.lower()}" for c in Color if c not in card.colors}  # CR 105.2
    if card.is_legendary:
        kinds.add("legendary")
    if card.is_legendary or CardType.ARTIFACT in card.types or "Saga" in card.subtypes:
        kinds.add("historic")  # CR 700.6
    if spell.kicked and _kicker(spell):
        kinds.add("kicked")  # CR 702.33d: a kicked spell
    kinds |= {SUBTYPE + s for s in card.subtypes}
    if "changeling" in card.keywords:  # CR 702.73a: every creature type
        kinds |= {k for k in watched if k.startswith(SUBTYPE) and k[len(SUBTYPE) :] not in NONCREATURE_SUBTYPES}
    return kinds


def _kicker(spell: GameObject) -> bool:
    """CR 702.33d: a spell is "kicked" only if its kicker cost was paid — the count kept for the
    other optional additional costs (a gift promised, 702.174k; bargain, offspring, squad …,
    ``ir.paid_keywords``) doesn't make it a kicked spell."""
    from arbiter.mtg.ir.paid_keywords import PaidTimes

    cost = spell.card.kicker
    return cost is not None and (not isinstance(cost, PaidTimes) or cost.keyword == "Kicker")
