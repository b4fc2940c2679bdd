"""Keywords that let a permanent's controller choose, as it enters, to have it enter with an
additional +1/+1 counter (CR 614.12, 614.1c): unleash (702.98) and riot (702.136). The question is
asked by :mod:`arbiter.mtg.objects.as_enters` with the other "as ~ enters" questions."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.statics.as_enters import AsEnters

# the keywords of this shape, with the rule that defines each
COUNTER_CHOICE_RULES = {"Unleash": "702.98a", "Riot": "702.136a"}


@dataclass(frozen=True, slots=True)
class MayEnterWithCounter(AsEnters):
    """ "You may have this permanent enter with an additional +1/+1 counter on it." — the first
    ability of unleash (CR 702.98a) and of riot (702.136a: "If you don't, it gains haste."),
    printed as the keyword."""

    keyword: str  # "Unleash" or "Riot"

    @property
    def haste_if_not(self) -> bool:
        """CR 702.136a: riot's "If you don't, it gains haste."."""
        return self.keyword == "Riot"

    @property
    def rule(self) -> str:
        return COUNTER_CHOICE_RULES[self.keyword]

    def text(self) -> str:
        return self.keyword


@dataclass(frozen=True, slots=True)
class CantBlockWithPlusOneCounter(Static):
    """CR 702.98a, unleash's second ability: "This permanent can't block as long as it has a +1/+1
    counter on it." (any +1/+1 counter, whatever put it there; printed as part of the keyword)."""

    def text(self) -> str:
        return ""
