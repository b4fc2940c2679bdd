"""Draws by two players at once (CR 121.1, 101.4): "You and target opponent each draw a card." —
the ability's controller and the target draw the same number of cards, in APNAP order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import count_text
from arbiter.mtg.zones import draw

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class YouAndTargetDraw(Effect):
    """ "You and <target player | that player> each draw N cards." (``other``: that player); the
    number may be counted as it resolves ("that many", CR 603.2, 608.2h)."""

    scaled = ("amount",)

    amount: int
    other: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"You and {self.other.text(specs)} each draw {count_text(self.amount, 'card', 'cards')}."


@handles(YouAndTargetDraw)
def _you_and_target_draw(g: Game, o: GameObject, e: YouAndTargetDraw, legal: list[bool]) -> None:
    """CR 101.4: the active player first; an illegal target draws nothing (608.2b)."""
    st = g.state
    drawers = {o.controller}
    other = player_of(g, o, e.other, legal)
    if other is not None:
        drawers.add(other)
    for player in sorted(drawers, key=lambda p: p != st.active):
        for _ in range(e.amount):
            draw(g, player, "121.1")
