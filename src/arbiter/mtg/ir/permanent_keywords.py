"""Keyword abilities of permanents that are static abilities of their own kind (CR 702): living
metal (702.161a), a type-changing effect the layer system applies to the permanent itself, and
the statics of soulbond creatures that affect both paired creatures (702.95b)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.statics.grants import GrantToControlled


@dataclass(frozen=True, slots=True)
class LivingMetal(Static):
    """CR 702.161a: "Living metal" means "During your turn, this permanent is an artifact
    creature in addition to its other types." (layer 4, CR 613.1d)."""

    changes_own_types = True

    def text(self) -> str:
        return "Living metal"


@dataclass(frozen=True, slots=True)
class PairedGrant(GrantToControlled):
    """CR 702.95b: "As long as ~ is paired with another creature, both creatures have flying." /
    "… each of those creatures gets +1/+1." — a static ability of the soulbond creature that
    affects it and the creature it is paired with (layers 6 and 7c, CR 613.1f, 613.4c)."""
