"""Keyword abilities of permanents that are static abilities of their own kind (CR 702): living
metal (702.161a), a type-changing effect the layer system applies to the permanent itself."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class LivingMetal(Static):
    """CR 702.161a: "Living metal" means "During your turn, this permanent is an artifact
    creature in addition to its other types." (layer 4, CR 613.1d)."""

    def text(self) -> str:
        return "Living metal"
