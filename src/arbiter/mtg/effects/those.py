"""Instructions about "those creatures" — the group the instruction before acted on (CR 608.2c):
"~ deals 1 damage to each creature with flying your opponents control. Tap those creatures."
(Thundermaw Hellkite). The group is found again as the second instruction is followed: nothing
happens between two instructions of one resolution that could change which objects fit it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import dispatch
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.model import Tap

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Each
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class TapThose(Effect):
    """ "Tap those creatures." — the permanents of ``group``, the previous instruction's group
    (CR 701.26a)."""

    group: Each

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Tap those creatures."


@handles(TapThose)
def _tap_those(g: Game, o: GameObject, e: TapThose, legal: list[bool]) -> None:
    dispatch(g, o, Tap(e.group), legal)
