"""Clash (CR 701.30): "Clash with an opponent." — the controller and an opponent each reveal the
top card of their library (701.30a); a player wins if their card's mana value is higher than every
other card revealed (701.30d; a player who reveals no card has no card to be higher); then each
decides, in APNAP order, whether to put the card they revealed on the bottom of their library, and
the cards move at the same time (701.30a, 701.30c, 101.4). The result is kept on the resolving
object for "If you win, …" (608.2c). The choices are asked by :mod:`arbiter.mtg.paused.clash`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class Clash(Effect):
    """CR 701.30a: "Clash with an opponent."."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Clash with an opponent."
