"""Learn (CR 701.48a): "You may discard a card. If you do, draw a card. If you didn't discard a
card, you may reveal a Lesson card you own from outside the game and put it into your hand."

The game the engine plays holds no cards outside the game (no sideboard is brought to it, CR
400.11a), so there is never a Lesson card to reveal: learning is the optional discard and its
"if you do, draw a card", asked and done like every "You may discard a card. If you do, …"
(:class:`~arbiter.mtg.effects.optional.MayCostThen`, asked by ``paused.choices``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.library import Draw
from arbiter.mtg.effects.optional import MayCostThen
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class Learn(MayCostThen):
    """ "Learn." — the optional discard, then the draw (CR 701.48a)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Learn."


def learn() -> Learn:
    return Learn("discard", Draw(1, Ref("you")))
