"""A spell's additional cost of "pay X life" (CR 601.2b, 601.2f, 118.3, 119.4): X is announced
with the spell's other announcements, then that much life is paid with the total cost (601.2h)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.costs.parts import CostPart

if TYPE_CHECKING:
    from arbiter.mtg.ir.card import CardDef


@dataclass(frozen=True, slots=True)
class PayXLife(CostPart):
    """ "Pay X life" (Toxic Deluge): X is the value announced for the spell (CR 601.2b, 107.3a);
    life is paid only with at least that much life (119.4)."""

    def text(self) -> str:
        return "Pay X life"


def pays_x_life(card: CardDef) -> bool:
    """CR 601.2b: does this spell have an additional cost of "pay X life" (so X is announced)?"""
    return any(isinstance(p, PayXLife) for p in card.additional_costs)
