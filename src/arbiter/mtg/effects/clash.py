"""Clash (CR 701.30): "Clash with an opponent." — the controller and an opponent each clash
(701.30b): they reveal the top card of their library at the same time (701.30a, 701.30c); a player
wins if their card's mana value is higher than every other card revealed (701.30d; a player who
reveals no card has no card to be higher); then they decide in APNAP order whether to put the card
they revealed on the bottom of their library, and the cards move at the same time (701.30c, 101.4).
The result is kept on the resolving object for "If you win, …" (608.2c), and each clashing player's
:class:`Clashed` event, once the clash is complete, is what "Whenever you clash" triggers on.
The choices are asked by :mod:`arbiter.mtg.paused.clash`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import msg
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class Clash(Effect):
    """CR 701.30a: "Clash with an opponent."."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Clash with an opponent."


@dataclass(frozen=True, slots=True)
class Clashed(Event):
    """CR 701.30b, 701.30d: ``player`` clashed, and won or didn't — logged once the clash is
    complete (the cards revealed have moved), for "Whenever you clash" and "Whenever you clash and
    win"."""

    player: int
    name: str
    won: bool

    def text(self) -> str:
        if self.won:
            return msg("{player} wins the clash.", player=self.name)
        return msg("{player} doesn't win the clash.", player=self.name)
