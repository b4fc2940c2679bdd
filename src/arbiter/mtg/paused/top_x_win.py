"""The question of :class:`~arbiter.mtg.effects.top_x_win.LookTopXWin` (Thassa's Oracle): the
player looks at the top X cards of their library (CR 401.5: not a draw), keeps up to one of them
on top (0: none) and the rest go on the bottom in a random order (608.2c); then, if X is greater
than or equal to the number of cards in their library, they win the game (104.2b — unless they
can't win, 104.2b / 810.8a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.amounts import count_now
from arbiter.mtg.effects.top_x_win import LookTopXWin
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.paused.library import put_rest_away

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class KeepingOneOnTop:
    """The cards looked at (top first) and X as it was counted (CR 608.2h)."""

    looked: tuple[int, ...]
    x: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        """The card kept stays where it is; the others go under it, to the bottom (608.2c)."""
        put_rest_away(g, tuple(c for c in self.looked if c != card), "bottom random")
        return _check_win(g, at, self.x)


def _check_win(g: Game, at: At, x: int) -> Next:
    """CR 104.2b, 608.2c: "If X is greater than or equal to the number of cards in your library,
    you win the game." — the library as it is now, after the cards were put back."""
    from arbiter.mtg.game_outcome import win_the_game

    player = at.object(g).controller
    if x >= len(g.state.players[player].library):
        win_the_game(g, player)
    return Next.GO_ON


def begin_top_x_win(g: Game, at: At, e: LookTopXWin) -> Next:
    o = at.object(g)
    x = max(count_now(g, o, e.count), 0)  # CR 107.1b: a negative X is 0
    looked = tuple(g.state.players[o.controller].library[:x])
    if not looked:
        return _check_win(g, at, x)
    prompt = msg("the card to keep on top of your library (0: none; the rest go on the bottom)")
    question = Choose(o.controller, Purpose.ORDER_TOP, "608.2c", (*looked, 0), prompt)
    return pause(g, at, KeepingOneOnTop(looked, x), question)


def register(askers: Askers) -> None:
    askers.add(LookTopXWin, begin_top_x_win)
