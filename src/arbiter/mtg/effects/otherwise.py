""" "If <condition>, <instruction>. Otherwise, <other instruction>." (CR 608.2c): the condition is
checked once, as the first instruction would be followed, and exactly one of the two is followed —
what the first one does can't make the second one happen too. Either may ask a question (the
asker is :func:`arbiter.mtg.paused.unless_pays.begin_if_otherwise`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.conditional import IfCondition, OnlyIf, condition_now
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class IfOtherwise(Effect):
    """``first`` (the conditional instruction as written) and ``otherwise``, followed when its
    condition doesn't hold."""

    decides = True

    first: OnlyIf | IfCondition
    otherwise: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        other = self.otherwise.text(specs)
        other = other if other.startswith("~") else other[:1].lower() + other[1:]
        return f"{self.first.text(specs)} Otherwise, {other}"

    def chosen(self, g: Game, o: GameObject, legal: list[bool]) -> Effect:
        """CR 608.2c: the instruction followed — checked once, now."""
        return self.first.effect if condition_now(g, o, self.first, legal) else self.otherwise


@handles(IfOtherwise)
def _if_otherwise(g: Game, o: GameObject, e: IfOtherwise, legal: list[bool]) -> None:
    perform(g, o, (e.chosen(g, o, legal),), legal)
