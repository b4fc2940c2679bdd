"""CR 608.2d: a word of the controller's choice, chosen as the instruction is followed, then the
instruction done with it — the keyword of :class:`GainChosenKeyword` (granted with the rest of the
change, 613.1f), the color of :class:`BecomeChosenColor` (105.1, layer 5: 613.1e) and the land or
creature type of :class:`BecomeChosenType` (305.7 for a land type, 205.1b for a creature type;
layer 4: 613.1d)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import Term, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.becoming import Becomes
from arbiter.mtg.effects.continuous import BecomeColor
from arbiter.mtg.effects.keyword_choice import BecomeChosenColor, GainChosenKeyword
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.effects.type_choice import BecomeChosenType, BecomeLandTypes
from arbiter.mtg.enums import COLOR_NAMES, Color
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.paused.base import Askers, At, Next, log_choice, pause

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.effect import Effect

Chosen = GainChosenKeyword | BecomeChosenColor | BecomeChosenType
_COLORS = tuple(COLOR_NAMES.values())  # the five colors (CR 105.1)


@dataclass(frozen=True, slots=True)
class ChoosingWord:
    """The answer to "your choice of flying, first strike, or haste", "the color of your choice",
    "the basic land type / creature type of your choice"."""

    effect: Chosen

    def answer(self, g: Game, at: At, value: str) -> Next:
        o = at.object(g)
        if value not in _options(self.effect):
            return Next.GO_ON
        log_choice(g, o.controller, value)
        perform(g, o, (_with_choice(self.effect, value),), list(at.legal))
        return Next.GO_ON


def _options(e: Chosen) -> tuple[str, ...]:
    """The words offered: the keywords or types the instruction names, or the five colors."""
    return _COLORS if isinstance(e, BecomeChosenColor) else e.options


def _asked(e: Chosen) -> Term:
    """What the question asks for."""
    if isinstance(e, GainChosenKeyword):
        return Term("an ability")
    if isinstance(e, BecomeChosenColor):
        return Term("a color")
    return Term("a basic land type" if e.land else "a creature type")


def _with_choice(e: Chosen, value: str) -> Effect:
    """The instruction with the word chosen: the keyword granted with the rest of the change
    (613.1f), the color (105.1), a land type (CR 305.7) or a creature type that replaces the old
    ones unless "in addition to its other types" (205.1b)."""
    if isinstance(e, GainChosenKeyword):
        return replace(e.grant, keywords=(value,))
    if isinstance(e, BecomeChosenColor):
        return BecomeColor(e.to, Color[value.upper()])
    if e.land:
        return BecomeLandTypes(e.to, (value,), e.add, e.until_eot, e.text_)
    animation = Animation(None, None, frozenset(), (value,), retain="all" if e.add else "noncreature")
    return Becomes(e.to, animation, False, e.text_)


def begin_choosing_word(g: Game, at: At, e: Chosen) -> Next:
    """CR 608.2d: the controller chooses one of the words as the instruction is followed."""
    o = at.object(g)
    question = Choose(o.controller, Purpose.CHOSEN_VALUE, "608.2d", _options(e), msg("choose {what}", what=_asked(e)))
    return pause(g, at, ChoosingWord(e), question)


def register(askers: Askers) -> None:
    askers.add(GainChosenKeyword, begin_choosing_word)
    askers.add(BecomeChosenColor, begin_choosing_word)
    askers.add(BecomeChosenType, begin_choosing_word)
