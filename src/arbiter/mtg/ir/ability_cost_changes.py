"""An activated ability that changes its own activation cost (CR 602.2b, 601.2f): "This ability
costs {1} less to activate for each Island you control.", "… costs {2} less to activate if you
control a legendary creature.", "… costs {1} less to activate during your turn.", "… costs {1}
more to activate for each card in your hand." The change applies as the total cost is
determined (601.2f via 602.2b), before the cost is locked in and paid."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.filters import CountOf
    from arbiter.mtg.mana.pool import ManaCost


@dataclass(frozen=True, slots=True)
class AbilityCostChange:
    """ "This ability costs <change> more/less to activate …": ``change`` once for each of ``per``
    (when given), or once while ``condition`` holds ("if" / "during" as ``words`` says)."""

    change: ManaCost
    more: bool = False
    per: CountOf | None = None
    condition: Condition | None = None
    words: str = "if"  # "if <condition>", "during <your turn>"

    def text(self) -> str:
        head = f"This ability costs {self.change.text} {'more' if self.more else 'less'} to activate"
        if self.per is not None:
            return f"{head} for each {self.per.text}."
        assert self.condition is not None
        return f"{head} {self.words} {self.condition.text}."
