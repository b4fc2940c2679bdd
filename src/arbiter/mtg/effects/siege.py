"""The instruction of the Siege's intrinsic triggered ability (CR 310.11b); what it does is in
:mod:`arbiter.mtg.paused.siege`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class ExileThenCastTransformed(Effect):
    """CR 310.11b: "exile it, then you may cast it transformed without paying its mana cost"."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Exile it, then you may cast it transformed without paying its mana cost."
