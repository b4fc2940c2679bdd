"""Instructions followed only if a condition is true as the spell or ability resolves (CR 608.2c):
"If you control a Vampire, each opponent loses 2 life.", "Discard a card unless you attacked this
turn." The condition is checked when the instruction is reached, not before (608.2c: the
instructions are followed in order) — and "Then …", a sentence that follows the one before."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.condition_check import holds
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class IfCondition(Effect):
    """ "If <condition>, <instruction>." / "<instruction> unless <condition>." (``unless``). It
    may ask a question (the instruction's, asked only when the condition allows it)."""

    decides = True

    condition: Condition
    effect: Effect
    unless: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        if self.unless:
            return f"{inner.removesuffix('.')} unless {self.condition.text}."
        return f"If {self.condition.text}, {inner if inner.startswith('~') else inner[0].lower() + inner[1:]}"


def condition_now(g: Game, o: GameObject, e: IfCondition) -> bool:
    """Whether the instruction is followed: the condition (or, for "unless", its opposite) is
    checked now, for the resolving object's controller and source (CR 608.2c)."""
    source = g.state.objects.get(o.source) if o.source is not None else o
    return holds(g, e.condition, o.controller, source) != e.unless


@dataclass(frozen=True, slots=True)
class ThenInstruction(Effect):
    """ "Then <instruction>." — a sentence of its own that follows the one before it (CR 608.2c:
    the instructions are followed in the order written; "then" says nothing more)."""

    decides = True

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        return f"Then {inner if inner.startswith('~') else inner[0].lower() + inner[1:]}"


@handles(IfCondition)
def _if_condition(g: Game, o: GameObject, e: IfCondition, legal: list[bool]) -> None:
    """Followed as part of another instruction (no question pending): the same check."""
    if condition_now(g, o, e):
        perform(g, o, (e.effect,), legal)


@handles(ThenInstruction)
def _then(g: Game, o: GameObject, e: ThenInstruction, legal: list[bool]) -> None:
    perform(g, o, (e.effect,), legal)
