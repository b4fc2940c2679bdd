"""Restrictions a resolved spell or ability puts on one permanent for the rest of the turn (CR
611.2a, 514.2): "Target creature can't attack this turn." (508.1c), "Target creature can't attack
or block this turn." (508.1c, 509.1b), "Target creature can't be regenerated this turn." (701.19c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, turn_effect
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CantAttackThisTurn(Effect):
    """ "<ref> can't attack [or block] this turn." (CR 508.1c; with "or block", 509.1b too)."""

    to: Ref
    or_block: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verbs = "attack or block" if self.or_block else "attack"
        return f"{subject_text(self.to, specs)} can't {verbs} this turn."


@dataclass(frozen=True, slots=True)
class CantBeRegeneratedThisTurn(Effect):
    """ "<ref> can't be regenerated this turn." (CR 701.19c: a regeneration shield doesn't replace
    its destruction this turn)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{subject_text(self.to, specs)} can't be regenerated this turn."


@handles(CantAttackThisTurn)
def _cant_attack(g: Game, o: GameObject, e: CantAttackThisTurn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    turn_effect(g, t, resolved.CantAttack(), "508.1c", msg("can't attack this turn"))
    if e.or_block:
        turn_effect(g, t, resolved.CantBlock(), "509.1b", msg("can't block this turn"))


@handles(CantBeRegeneratedThisTurn)
def _cant_be_regenerated(g: Game, o: GameObject, e: CantBeRegeneratedThisTurn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        turn_effect(g, t, resolved.CantBeRegenerated(), "701.19c", msg("can't be regenerated this turn"))
