"""A floor under the life a player loses from damage: "Damage that would reduce your life total to
less than 1 reduces it to 1 instead." (Ali from Cairo; with a condition, Worship's "If you control a
creature, …" and Elderscale Wurm's "As long as your life total is 7 or greater, …") — a replacement
effect on the result of damage (CR 614.1a, 120.3a). The damage is still dealt: lifelink and "was
dealt damage" see all of it; only the life lost is less."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.ir.conditions import Condition


@dataclass(frozen=True, slots=True)
class LifeFloor(Static):
    """ "[<condition>, ]damage that would reduce your life total to less than ``floor`` reduces it
    to ``floor`` instead." — for the controller of its source ("you"), while ``condition`` (read
    for them, CR 611.3a) holds."""

    affects_others = True

    floor: int
    text_: str
    condition: Condition | None = None

    def text(self) -> str:
        return self.text_
