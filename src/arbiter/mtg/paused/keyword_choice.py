"""CR 608.2d: the keyword chosen for :class:`GainChosenKeyword` as it resolves, then granted with
the rest of the change (613.1f); the color chosen for :class:`BecomeChosenColor` (105.1, 613.1e)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import Term, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.continuous import BecomeColor
from arbiter.mtg.effects.keyword_choice import BecomeChosenColor, GainChosenKeyword
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.enums import Color
from arbiter.mtg.paused.base import Askers, At, Next, log_choice, pause

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class ChoosingKeyword:
    """The answer to "your choice of flying, first strike, or haste"."""

    effect: GainChosenKeyword

    def answer(self, g: Game, at: At, value: str) -> Next:
        o, e = at.object(g), self.effect
        if value not in e.options:
            return Next.GO_ON
        log_choice(g, o.controller, value)
        perform(g, o, (replace(e.grant, keywords=(value,)),), list(at.legal))
        return Next.GO_ON


def begin_choosing_keyword(g: Game, at: At, e: GainChosenKeyword) -> Next:
    """CR 608.2d: the controller chooses one of the keywords as the instruction is followed."""
    o = at.object(g)
    question = Choose(o.controller, Purpose.CHOSEN_VALUE, "608.2d", e.options,
                      msg("choose {what}", what=Term("an ability")))  # fmt: skip
    return pause(g, at, ChoosingKeyword(e), question)


@dataclass(frozen=True, slots=True)
class ChoosingColorToBecome:
    """The answer to "the color of your choice" (CR 105.1)."""

    effect: BecomeChosenColor

    def answer(self, g: Game, at: At, value: str) -> Next:
        o = at.object(g)
        color = {c.name.lower(): c for c in Color}.get(value)
        if color is None:
            return Next.GO_ON
        log_choice(g, o.controller, value)
        perform(g, o, (BecomeColor(self.effect.to, color),), list(at.legal))
        return Next.GO_ON


def begin_choosing_color(g: Game, at: At, e: BecomeChosenColor) -> Next:
    """CR 608.2d: the controller chooses one of the five colors (105.1)."""
    o = at.object(g)
    question = Choose(o.controller, Purpose.CHOSEN_VALUE, "608.2d", _COLORS,
                      msg("choose {what}", what=Term("a color")))  # fmt: skip
    return pause(g, at, ChoosingColorToBecome(e), question)


_COLORS = ("white", "blue", "black", "red", "green")  # CR 105.1


def register(askers: Askers) -> None:
    askers.add(GainChosenKeyword, begin_choosing_keyword)
    askers.add(BecomeChosenColor, begin_choosing_color)
