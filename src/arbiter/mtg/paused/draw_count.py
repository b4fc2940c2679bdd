"""CR 608.2d, 121.1: how many cards a player draws for "<player> may draw up to two cards." — that
player answers (a number from zero up), then draws them one at a time (121.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.draw_up_to import DrawUpTo, EachMayDrawUpTo
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


def _apnap(g: Game) -> tuple[int, ...]:
    """The players in APNAP order (CR 101.4): the active player, then the others in turn order."""
    n = len(g.state.players)
    return tuple((g.state.active + k) % n for k in range(n))


def _ask_count(g: Game, at: At, step: ChoosingEachDrawCount) -> Next:
    player = _apnap(g)[len(step.chosen)]
    question = Choose(
        player, Purpose.CHOSEN_VALUE, "101.4", tuple(range(step.effect.amount + 1)),
        msg("choose how many cards to draw (up to {amount})", amount=step.effect.amount),
    )  # fmt: skip
    return pause(g, at, step, question)


@dataclass(frozen=True, slots=True)
class ChoosingEachDrawCount:
    """The answers to "Each player may draw up to N cards." so far, in APNAP order (CR 101.4)."""

    effect: EachMayDrawUpTo
    chosen: tuple[int, ...] = ()

    def answer(self, g: Game, at: At, count: int) -> Next:
        from arbiter.mtg.effects.life import gain_life

        chosen = (*self.chosen, count)
        order = _apnap(g)
        if len(chosen) < len(order):
            return _ask_count(g, at, ChoosingEachDrawCount(self.effect, chosen))
        # CR 101.4: the choices made, the players draw, then "for each card less than N a player
        # draws this way, that player gains N life" (121.1; fewer drawn from an empty library counts too)
        drawn: dict[int, int] = {}
        for player, n in zip(order, chosen, strict=True):
            before = len(g.state.players[player].hand)
            for _ in range(n):
                draw(g, player, "121.1")
            drawn[player] = min(n, max(0, len(g.state.players[player].hand) - before))
        for player in order:
            less = self.effect.amount - drawn[player]
            if less > 0:
                gain_life(g, player, less * self.effect.life, "119.3")
        return Next.GO_ON


def begin_each_may_draw(g: Game, at: At, e: EachMayDrawUpTo) -> Next:
    """CR 101.4, 608.2d: each player in APNAP order chooses how many cards to draw."""
    return _ask_count(g, at, ChoosingEachDrawCount(e))


def register(askers: Askers) -> None:
    askers.add(DrawUpTo, begin_draw_up_to)
    askers.add(EachMayDrawUpTo, begin_each_may_draw)
