"""Impending (CR 702.176a): "Impending N—[cost]" stands for four abilities — an alternative cost
(118.9), "If you chose to pay this permanent's impending cost, it enters with N time counters on
it," "As long as this permanent's impending cost was paid and it has a time counter on it, it's not
a creature," and "At the beginning of your end step, if this permanent's impending cost was paid
and it has a time counter on it, remove a time counter from it." Casting it so marks the spell
"cast for impending" (``AlternativeCost.mark``), which the permanent it becomes keeps."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static

IMPENDING = "impending"
IMPENDING_PAID = "cast for impending"  # the mark of a spell cast for its impending cost
# the intervening "if" of its end step trigger (CR 603.4)
IMPENDING_IF = "this permanent's impending cost was paid and it has a time counter on it"


@dataclass(frozen=True, slots=True)
class NotCreatureWhileImpending(Static):
    """CR 702.176a: "As long as this permanent's impending cost was paid and it has a time counter
    on it, it's not a creature." (a type-changing effect, layer 4, 613.1d; part of the keyword line,
    which renders it)."""

    changes_own_types = True

    def text(self) -> str:
        return ""
