"""A rule a permanent's static ability imposes on every permanent of a group (CR 604.2, 611.3):
"Creatures can't block." (Bedlam), "Non-Human creatures you control can't attack.", "Goblin
creatures attack each combat if able.", "Each creature you control can block an additional
creature each combat." — the rule read as if printed on each permanent the group describes
(read for the source's controller), for as long as the source has the ability."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter


@dataclass(frozen=True, slots=True)
class GroupRule(Static):
    """``rule`` ("~ can't block.") on each permanent ``what`` describes."""

    affects_others = True

    what: Filter
    rule: Static
    text_: str

    def text(self) -> str:
        return self.text_
