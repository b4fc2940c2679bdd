"""Disguise (CR 702.168): "Disguise [cost]" means "You may cast this card as a 2/2 face-down
creature with ward {2}, no name, no subtypes, and no mana cost by paying {3} rather than paying its
mana cost." (702.168a); any time its controller has priority, the face-down permanent may be
turned face up by paying its disguise cost (702.168d, a special action, 116.2b).

The morph machinery does the rest (702.37, 708): a disguise ability is a :class:`Morph` whose
face-down characteristics also have ward {2} (702.168b)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Keyword
from arbiter.mtg.ir.card import FACE_DOWN, CardDef
from arbiter.mtg.ir.casting_keywords import Morph


@dataclass(frozen=True, slots=True)
class Disguise(Morph):
    """ "Disguise [cost]" (CR 702.168a): cast face down for {3}; turned face up for [cost]."""

    def text(self) -> str:
        return f"Disguise {self.cost.text}"


# CR 702.168b: "a 2/2 face-down creature card with ward {2}, no name, no subtypes, and no mana cost"
DISGUISED = CardDef("", None, FACE_DOWN.types, power=2, toughness=2, abilities=(Keyword("ward {2}"),))


def face_down_card(card: CardDef) -> CardDef:
    """CR 708.2a, 702.168b: the characteristics a card cast face down has — ward {2} with a
    disguise ability, none with morph."""
    return DISGUISED if isinstance(card.morph, Disguise) else FACE_DOWN
