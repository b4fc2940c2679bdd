"""Targeting restrictions from a resolved spell (CR 611.2a, 115.1): "Target creature can't be the
target of spells or abilities your opponents control this turn." (Vines of Vastwood) — a rule
modification on one permanent until end of turn (514.2), not an ability: "your opponents" are
the opponents of the controller of the spell that made it."""

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
class CantBeTargetedByOpponents(Effect):
    """ "<ref> can't be the target of spells or abilities your opponents control this turn."."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        rest = "can't be the target of spells or abilities your opponents control this turn."
        return f"{subject_text(self.to, specs)} {rest}"


@handles(CantBeTargetedByOpponents)
def _cant_be_targeted(g: Game, o: GameObject, e: CantBeTargetedByOpponents, legal: list[bool]) -> None:
    """CR 611.2a: the effect is locked to that permanent and the spell's controller as it resolves."""
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        what = msg("can't be the target of spells or abilities its caster's opponents control this turn")
        turn_effect(g, t, resolved.CantBeTargetedByOpponents(o.controller), "611.2a", what)
