"""A spell's additional cost "reveal a [subtype] card from your hand or pay {N}" (CR 601.2b,
601.2f–h, 118.1): its caster chooses which as the spell's costs are announced — a card of that
subtype in their hand to reveal (it stays there), or {N} more mana in the total cost; and
"sacrifice a creature or pay {3}{B}", chosen the same way."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.costs.parts import CostPart
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.wording import article


@dataclass(frozen=True, slots=True)
class RevealOrPay(CostPart):
    """ "Reveal a Pirate card from your hand or pay {2}": ``what`` the cards that may be revealed
    (its text the subtype), ``cost`` the mana paid instead; with ``behold``, "Behold a Kithkin or
    pay {2}" (CR 701.4a: reveal such a card from your hand or choose such a permanent you control)."""

    what: Filter
    cost: ManaCost
    behold: bool = False

    def text(self) -> str:
        if self.behold:
            return f"Behold {article(self.what.text)} {self.what.text} or pay {self.cost.text}"
        return f"Reveal {article(self.what.text)} {self.what.text} card from your hand or pay {self.cost.text}"


@dataclass(frozen=True, slots=True)
class SacrificeOrPay(CostPart):
    """ "Sacrifice a creature or pay {3}{B}" (CR 601.2b: the caster announces which; the creature
    is chosen and sacrificed as the costs are paid, 601.2h; or ``cost`` is added to the total
    cost, 601.2f)."""

    what: Filter
    cost: ManaCost

    def text(self) -> str:
        return f"Sacrifice {self.what.text} or pay {self.cost.text}"
