"""Casting the card an instruction just exiled (CR 608.2g): "Exile the top card of your library.
You may cast that card. If you don't, ~ deals 2 damage to each opponent." (Chandra, Torch of
Defiance) — cast during the resolution, paying its costs, timing ignored; if it isn't cast, the
"If you don't" instruction is followed (608.2e)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class MayCastExiledElse(Effect):
    """ "You may cast that card. If you don't, <otherwise>." about the card exiled just before
    (asked by :mod:`arbiter.mtg.paused.cast_exiled`)."""

    decides = True

    otherwise: Effect
    otherwise_text: str  # the printed "If you don't, …" sentence

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"You may cast that card. {self.otherwise_text}"
