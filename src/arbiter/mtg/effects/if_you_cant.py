""" "If you can't, <instruction>." after the controller was told to sacrifice (CR 608.2c: the
instructions are followed in order; whether the player could is known from the one before)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.lki import CouldNotSacrifice

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class IfYouCouldNotSacrifice(Effect):
    """ "If you can't, ~ deals 7 damage to you." (Lord of the Pit): ``effect`` only if the
    controller had nothing to sacrifice for the instruction before (CR 608.2c, 701.21a)."""

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        return f"If you can't, {inner if inner.startswith('~') else inner[0].lower() + inner[1:]}"


@handles(IfYouCouldNotSacrifice)
def _if_you_could_not(g: Game, o: GameObject, e: IfYouCouldNotSacrifice, legal: list[bool]) -> None:
    if any(isinstance(x, CouldNotSacrifice) and x.player == o.controller for x in o.lki):
        perform(g, o, (e.effect,), legal)
