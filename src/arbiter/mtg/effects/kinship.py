"""Kinship (an ability word, CR 207.2c): "You may look at the top card of your library. If it
shares a creature type with ~, you may reveal it. If you do, <instruction>." The question is asked
by :mod:`arbiter.mtg.paused.kinship`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec

KINSHIP_LOOK = "You may look at the top card of your library."
KINSHIP_REVEAL = "If it shares a creature type with ~, you may reveal it."


@dataclass(frozen=True, slots=True)
class KinshipReveal(Effect):
    """The top card of the controller's library may be revealed if it shares a creature type with
    the source (205.3m; changeling: every creature type, 702.73a); if it is (701.20a), ``then``
    is followed (608.2e)."""

    decides = True

    then: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        from arbiter.mtg.effects.optional import if_you_do

        return f"{KINSHIP_LOOK} {KINSHIP_REVEAL} {if_you_do(self.then, specs)}"
