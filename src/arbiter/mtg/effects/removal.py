"""Removal that checks its target's mana value as it resolves (CR 608.2c, 202.3): "Destroy target
creature if it has mana value 2 or less." (Fatal Push), with the revolt line "Destroy that
creature if it has mana value 4 or less instead if a permanent left the battlefield under your
control this turn." read into the same instruction. Any creature can be targeted; if its mana
value is too high when the spell resolves, nothing happens to it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import dispatch, permanent_of
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class IfManaValueAtMost(Effect):
    """``effect`` on its target ``of`` if that object's mana value is ``at_most`` or less as it
    resolves; ``instead_at_most`` replaces the limit when ``instead_if`` holds then (a
    self-replacing "instead", CR 614.15 — the revolt line of Fatal Push)."""

    effect: Effect
    of: Ref
    at_most: int
    instead_at_most: int | None = None
    instead_if: Condition | None = None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs).removesuffix(".")
        out = f"{inner} if it has mana value {self.at_most} or less."
        if self.instead_if is not None:
            that = inner.replace("target ", "that ", 1)
            out += f" {that} if it has mana value {self.instead_at_most} or less instead if {self.instead_if.text}."
        return out


@handles(IfManaValueAtMost)
def _if_mana_value(g: Game, o: GameObject, e: IfManaValueAtMost, legal: list[bool]) -> None:
    """CR 608.2c: the mana value (202.3) and the revolt condition are read as it resolves."""
    from arbiter.mtg.condition_check import holds
    from arbiter.mtg.objects.transform import mana_value

    t = permanent_of(g, o, e.of, legal)
    if t is None:
        return
    limit = e.at_most
    if e.instead_if is not None and e.instead_at_most is not None:
        source = g.state.objects.get(o.source) if o.source is not None else o
        if holds(g, e.instead_if, o.controller, source):
            limit = e.instead_at_most
    if mana_value(t) <= limit:
        dispatch(g, o, e.effect, legal)
