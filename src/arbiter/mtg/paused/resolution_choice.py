"""CR 608.2d: a color or a creature type chosen while a spell or ability resolves
(:class:`ChooseValue`) — recorded on the resolving object for the instructions after it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Term, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.resolution_choice import CHOICE_WORDS, ChooseValue
from arbiter.mtg.enums import ChoiceKey
from arbiter.mtg.objects.creature_types import CREATURE_TYPES
from arbiter.mtg.paused.base import Askers, At, Next, log_choice, pause

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

_COLORS = ("white", "blue", "black", "red", "green")  # CR 105.1


@dataclass(frozen=True, slots=True)
class ChoosingValue:
    """The answer to "Choose a color." / "Choose a creature type."."""

    choice: ChooseValue

    def answer(self, g: Game, at: At, value: str) -> Next:
        o = at.object(g)
        key = self.choice.key
        g.set(o, "chosen", (*((k, v) for k, v in o.chosen if k != key), (key, value)))
        log_choice(g, o.controller, value)
        return Next.GO_ON


def begin_choosing_value(g: Game, at: At, e: ChooseValue) -> Next:
    """CR 608.2d: the controller chooses as the instruction is followed."""
    o = at.object(g)
    options = _COLORS if e.key is ChoiceKey.COLOR else CREATURE_TYPES
    question = Choose(o.controller, Purpose.CHOSEN_VALUE, "608.2d", options,
                      msg("choose {what}", what=Term(CHOICE_WORDS[e.key])))  # fmt: skip
    return pause(g, at, ChoosingValue(e), question)


def register(askers: Askers) -> None:
    askers.add(ChooseValue, begin_choosing_value)
