"""Casting the card an instruction before found (CR 608.2g): "Exile the top card of your library.
You may cast that card. If you don't, ~ deals 2 damage to each opponent." (Chandra, Torch of
Defiance) — "that card" is the card the resolution exiled (or looked at / revealed,
:mod:`arbiter.mtg.effects.that_card`); it is cast during the resolution, paying its costs, timing
ignored; if it isn't cast, the "If you don't" instruction is followed (608.2e). Asked by
:mod:`arbiter.mtg.paused.cast_exiled`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class MayCastThatCard(Effect):
    """ "You may cast that card." — and ``otherwise``, "If you don't, <instruction>." (one that
    asks nothing), followed only if the card isn't cast (CR 608.2e)."""

    decides = True

    otherwise: Effect | None = None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        head = "You may cast that card."
        if self.otherwise is None:
            return head
        inner = self.otherwise.text(specs)
        return f"{head} If you don't, {inner if inner.startswith('~') else inner[0].lower() + inner[1:]}"
