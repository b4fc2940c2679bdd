"""CR 115.1, 601.2c: "Choose target creature." — an instruction that only names a target; the
target is chosen as the spell is cast or the ability put on the stack, and the instructions after
it act on it ("Its owner shuffles it into their library."). At resolution it does nothing itself
(608.2b: an illegal target is simply not acted on by what follows)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ChooseTarget(Effect):
    """ "Choose target <noun>[ and target <noun>]." (the targets are ``to`` and ``also``)."""

    to: Ref
    also: Ref | None = None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.also is not None:
            return f"Choose {self.to.text(specs)} and {self.also.text(specs)}."
        return f"Choose {self.to.text(specs)}."


@handles(ChooseTarget)
def _choose_target(g: Game, o: GameObject, e: ChooseTarget, legal: list[bool]) -> None:
    """Nothing happens: the target was chosen as the spell or ability was put on the stack."""
