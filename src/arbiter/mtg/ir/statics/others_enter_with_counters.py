"""A replacement effect on other permanents entering (CR 614.1c, 614.12, 122.6): "Each other
creature you control enters with an additional +1/+1 counter on it.", "Each other Warrior creature
you control enters with an additional +1/+1 counter on it.", "Each planeswalker you control enters
with an additional loyalty counter on it.", "As long as an opponent lost life this turn, each other
Vampire you control enters with an additional +1/+1 counter on it." (611.3a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.filters import Filter


@dataclass(frozen=True, slots=True)
class OthersEnterWithCounters(Static):
    """Each permanent ``what`` describes (read for the source's controller, "other": not the
    source) enters with ``count`` more ``kind`` counters — while ``condition`` holds, if any."""

    affects_others = True

    what: Filter
    kind: str
    count: int
    text_: str
    condition: Condition | None = None

    def text(self) -> str:
        return self.text_
