"""Costs that depend on how many modes are chosen (CR 700.2): escalate (702.120a — "Escalate
[cost]": pay [cost] for each mode chosen beyond the first) and spree (702.172a — each chosen mode's
own additional cost, kept on the modal spell ability as ``mode_costs``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Ability

if TYPE_CHECKING:
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.mana.pool import ManaCost


@dataclass(frozen=True, slots=True)
class Escalate(Ability):
    """CR 702.120a: "Escalate [cost]" — an additional cost of [cost] for each mode chosen beyond
    the first."""

    cost: ManaCost

    def text(self) -> str:
        return f"Escalate {self.cost.text}"


def escalate_cost(card: CardDef) -> ManaCost | None:
    """The escalate cost printed on ``card``, if any."""
    return next((a.cost for a in card.abilities if isinstance(a, Escalate)), None)
