""" "~ can block an additional creature this turn." (CR 509.1a: a creature blocks one attacker unless
an effect allows it to block more; 611.2a: an effect from a resolved ability lasts as it says). An
effect, not an ability the creature gains: losing all abilities later doesn't end it (613.1f)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, turn_effect
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref, subject_text

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CanBlockAdditionalThisTurn(Effect):
    """ "<creature> can block an additional creature this turn." (CR 509.1a)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{subject_text(self.to, specs)} can block an additional creature this turn."


@handles(CanBlockAdditionalThisTurn)
def _block_additional(g: Game, o: GameObject, e: CanBlockAdditionalThisTurn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        turn_effect(g, t, resolved.BlocksAdditional(1), "509.1a", msg("can block an additional creature this turn"))
