"""CR 702.16a, 614.12: "~ has protection from the chosen color." (Order of the Stars, Voice of All)
— a protection ability whose quality is the color chosen as the permanent entered ("As ~ enters,
choose a color."); the chosen color is part of the object (400.7), so the ability stops nothing
while no color was chosen. ``targets.protection_instances`` reads it as "protection from <color>"."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Keyword

CHOSEN_COLOR_PROTECTION = "protection from the chosen color"


@dataclass(frozen=True, slots=True)
class ChosenColorProtection(Keyword):
    """The keyword ``protection from the chosen color`` with the Oracle sentence that grants it."""

    name: str = CHOSEN_COLOR_PROTECTION

    def text(self) -> str:
        return "~ has protection from the chosen color."
