"""Replacement effects that change how many counters are put on a permanent (CR 614.1a, 122.6):
"If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1
counters are put on it instead." (Hardened Scales), "… twice that many +1/+1 counters are put on
that creature instead." (Branching Evolution), "If one or more -1/-1 counters would be put on a
creature you control, that many -1/-1 counters minus one are put on it instead." (Vizier of
Remedies), and the forms for counters of any kind ("… twice that many of each of those kinds of
counters are put on it instead.")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter

CHANGES = ("plus one", "minus one", "twice")


@dataclass(frozen=True, slots=True)
class CountersPutReplaced(Static):
    """Counters of ``kind`` ("": of any kind) that would be put on a permanent ``what`` describes
    (read for the source's controller; None: the source itself) are changed by ``change``: "plus
    one", "minus one" or "twice". ``noun``: the printed words naming the permanent, ``pronoun``:
    "it", "that creature" or "that permanent"."""

    affects_others = True

    what: Filter | None
    kind: str
    change: str
    noun: str
    pronoun: str
    by_effect: bool = False  # "If an effect would put …" (Doubling Season): not counters put as a cost

    def text(self) -> str:
        counters = f"{self.kind} counters" if self.kind else "counters"
        if self.by_effect:
            return (
                f"If an effect would put one or more {counters} on {self.noun}, it puts twice that many of those "
                f"counters on {self.pronoun} instead."
            )
        if self.kind:
            amount = {
                "plus one": f"that many plus one {self.kind} counters",
                "minus one": f"that many {self.kind} counters minus one",
                "twice": f"twice that many {self.kind} counters",
            }[self.change]
        else:
            many = "twice that many" if self.change == "twice" else f"that many {self.change}"
            amount = f"{many} of each of those kinds of counters"
        return f"If one or more {counters} would be put on {self.noun}, {amount} are put on {self.pronoun} instead."

    def changed(self, n: int) -> int:
        """CR 614.1a: the number put instead of ``n``."""
        return n + 1 if self.change == "plus one" else n - 1 if self.change == "minus one" else 2 * n
