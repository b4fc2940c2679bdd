"""Instructions that happen only if a condition holds (CR 608.2c): "If you control a Swamp, you
gain 2 life.", "That creature also gains trample until end of turn if you control a creature
with power 4 or greater." (Temur Battle Rage). The condition is checked as the instruction is
followed, not as the spell is cast; if it doesn't hold, the instruction does nothing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import dispatch
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class OnlyIf(Effect):
    """``effect`` if ``condition`` holds as it would be followed (CR 608.2c). ``after``: the
    condition is written after the instruction ("… if you control …"), else before it ("If you
    control …, …"); ``also``: the instruction says "also" after its subject ("That creature also
    gains trample …")."""

    effect: Effect
    condition: Condition
    after: bool = False
    also: str = ""  # the subject "also" follows, when the sentence has it

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        if self.also and inner.startswith(self.also + " "):
            inner = f"{self.also} also {inner[len(self.also) + 1 :]}"
        if self.after:
            return f"{inner.removesuffix('.')} if {self.condition.text}."
        return f"If {self.condition.text}, {inner[:1].lower()}{inner[1:]}"


@handles(OnlyIf)
def _only_if(g: Game, o: GameObject, e: OnlyIf, legal: list[bool]) -> None:
    """CR 608.2c: checked now, for the controller of the spell or ability and its source."""
    from arbiter.mtg.condition_check import holds

    source = g.state.objects.get(o.source) if o.source is not None else o
    if holds(g, e.condition, o.controller, source):
        dispatch(g, o, e.effect, legal)
