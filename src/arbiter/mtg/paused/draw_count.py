"""CR 608.2d, 121.1: how many cards a player draws for "<player> may draw up to two cards." — that
player answers (a number from zero up), then draws them one at a time (121.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.draw_up_to import DrawUpTo
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import draw

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class ChoosingDrawCount:
    """The answer to "<player> may draw up to N cards.": how many ``player`` draws."""

    player: int

    def answer(self, g: Game, at: At, count: int) -> Next:
        for _ in range(count):
            draw(g, self.player, "121.1")
        return Next.GO_ON


def begin_draw_up_to(g: Game, at: At, e: DrawUpTo) -> Next:
    """CR 608.2d: the player named chooses the number as the instruction is followed (none named —
    a player who left the game, say — and nothing happens)."""
    o = at.object(g)
    who = players_of(g, o, e.who, list(at.legal))
    if not who:
        return Next.GO_ON
    player = who[0]
    question = Choose(
        player, Purpose.CHOSEN_VALUE, "608.2d", tuple(range(e.amount + 1)),
        msg("choose how many cards to draw (up to {amount})", amount=e.amount),
    )  # fmt: skip
    return pause(g, at, ChoosingDrawCount(player), question)


def register(askers: Askers) -> None:
    askers.add(DrawUpTo, begin_draw_up_to)
