"""Chandra, Pyromaster's −7 (after "Exile the top ten cards of your library."): "Choose an instant
or sorcery card exiled this way and copy it three times. You may cast the copies without paying
their mana costs." (CR 608.2c–d, 707.12, 118.9, 608.2g). Asked by :mod:`arbiter.mtg.paused.copy_exiled`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class CastCopiesOfExiled(Effect):
    """The card chosen among the instant and sorcery cards the instruction before exiled (608.2d:
    none, nothing happens, 609.3) is copied ``times`` times in exile, and its controller may cast
    each copy without paying its mana cost (707.12, 118.9), one at a time as the ability resolves
    (608.2g). ``sentences``: the two sentences as printed."""

    decides = True

    times: int
    sentences: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.sentences
