"""Replacement effects that change how much damage a source deals (CR 614.1a, 614.2, 609.7):
"If a source would deal damage to a permanent or player, it deals double that damage to that
permanent or player instead." (Furnace of Rath), "If a red source you control would deal damage to
an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead."
(Torbran, Thane of Red Fell) and their kin."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class DamageChanged(Static):
    """Damage a source deals is changed by ``change`` ("double", "triple" or "plus": ``amount``
    more). The source: any (``yours`` False) or one its controller controls; ``color``: of that
    color only ("" any); ``another``: not this permanent. The recipient (``to``): any permanent or
    player ("any"), or an opponent or a permanent an opponent controls ("opponents")."""

    affects_others = True  # (looked for whenever damage would be dealt)

    change: str
    to: str
    text_: str
    yours: bool = False
    color: str = ""
    another: bool = False
    amount: int = 0

    def text(self) -> str:
        return self.text_

    def changed(self, n: int) -> int:
        """CR 614.1a: the damage dealt instead of ``n``."""
        return 2 * n if self.change == "double" else 3 * n if self.change == "triple" else n + self.amount


@dataclass(frozen=True, slots=True)
class DamageToCountersInstead(Static):
    """ "If damage would be dealt to ~, put that many +1/+1 counters on it instead." (Phytohydra):
    a replacement effect (CR 614.1a), not prevention (615) — the damage isn't dealt, and as many
    ``counter`` counters are put on the permanent; "damage can't be prevented" doesn't stop it."""

    affects_others = True  # (looked for whenever damage would be dealt)

    counter: str

    def text(self) -> str:
        return f"If damage would be dealt to ~, put that many {self.counter} counters on it instead."
