"""CR 608.2d: the land or creature type chosen for :class:`BecomeChosenType` as it resolves —
then the object becomes it (305.7 for a land type, 205.1b for a creature type; layer 4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Term, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.becoming import Becomes
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.effects.type_choice import BecomeChosenType, BecomeLandTypes
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.paused.base import Askers, At, Next, log_choice, pause

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.effect import Effect


@dataclass(frozen=True, slots=True)
class ChoosingTypeToBecome:
    """The answer to "the basic land type / creature type of your choice"."""

    effect: BecomeChosenType

    def answer(self, g: Game, at: At, value: str) -> Next:
        o, e = at.object(g), self.effect
        if value not in e.options:
            return Next.GO_ON
        log_choice(g, o.controller, value)
        perform(g, o, (_becoming(e, value),), list(at.legal))
        return Next.GO_ON


def _becoming(e: BecomeChosenType, value: str) -> Effect:
    """The instruction with the type chosen: a land type (CR 305.7) or a creature type that replaces
    the old ones unless "in addition to its other types" (205.1b)."""
    if e.land:
        return BecomeLandTypes(e.to, (value,), e.add, e.until_eot, e.text_)
    animation = Animation(None, None, frozenset(), (value,), retain="all" if e.add else "noncreature")
    return Becomes(e.to, animation, False, e.text_)


def begin_choosing_type(g: Game, at: At, e: BecomeChosenType) -> Next:
    """CR 608.2d: the controller chooses one of the types as the instruction is followed."""
    o = at.object(g)
    what = Term("a basic land type" if e.land else "a creature type")
    question = Choose(o.controller, Purpose.CHOSEN_VALUE, "608.2d", e.options, msg("choose {what}", what=what))
    return pause(g, at, ChoosingTypeToBecome(e), question)


def register(askers: Askers) -> None:
    askers.add(BecomeChosenType, begin_choosing_type)
