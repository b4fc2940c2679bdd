"""Life (CR 119): "… loses N life. You gain life equal to the life lost this way." — the gain
is the life actually lost by the instruction before it (119.3; a loss that doesn't happen, 119.7,
gains nothing)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.mtg.model import Effect, TargetSpec

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class GainLifeLostThisWay(Effect):
    """``loss`` ("Each opponent loses 3 life.", or a counted amount), then "You gain life equal
    to the life lost this way." — the total the players' life totals went down by."""

    loss: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.loss.text(specs)} You gain life equal to the life lost this way."


def _gain_lost(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    from arbiter.mtg.effects import gain_life, perform

    before = [p.life for p in g.state.players]
    perform(g, o, (e.loss,), legal)
    lost = sum(max(0, b - p.life) for b, p in zip(before, g.state.players, strict=True))
    if lost > 0:
        gain_life(g, o.controller, lost, "119.3")


HANDLERS: dict[type, Callable[[Game, GameObject, Any, list[bool]], None]] = {
    GainLifeLostThisWay: _gain_lost,
}
