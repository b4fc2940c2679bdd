"""Characteristic-defining abilities of a permanent card about itself (CR 604.3): "~ is all
colors." (Transguild Courier, Sphinx of the Guildpact) and "~ is also a Cleric, Rogue, Warrior, and
Wizard." (Stonework Packbeast).

CR 604.3 and 613.3: such an ability functions in every zone and is applied first in its layer
(colors in layer 5, subtypes in layer 4), before any effect that removes abilities (layer 6) could
remove it. So the card is those colors and subtypes wherever it is, exactly as if they were printed:
the compiler gives the card them (``compile.compile_record``), and the static only says why. A
copy of it copies the ability with the rest of its text (707.2), so it has them too; an effect that
sets its colors or creature types later overwrites them as it would printed ones (105.3, 205.1a)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.enums import Color
from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class SelfCharacteristics(Static):
    """``colors``: the colors it is (all five: "is all colors"), or None; ``subtypes``: the subtypes
    it also has ("is also a Cleric, Rogue, Warrior, and Wizard"); ``text_``: the Oracle line."""

    text_: str
    colors: frozenset[Color] | None = None
    subtypes: tuple[str, ...] = ()

    def text(self) -> str:
        return self.text_
