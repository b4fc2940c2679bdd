"""CR 608.2d: a color, a creature type or a card name chosen while a spell or ability resolves
(:class:`ChooseValue`) — recorded on the resolving object for the instructions after it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import Term, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.card_names import named, offered_names, refusal
from arbiter.mtg.effects.resolution_choice import ChooseValue
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
        log_choice(g, o.controller, value, card_name=key is ChoiceKey.CARD_NAME)
        return Next.GO_ON


def begin_choosing_value(g: Game, at: At, e: ChooseValue) -> Next:
    """CR 608.2d: the controller chooses as the instruction is followed — a card name among any
    card's (201.4: those offered are the ones they may know of, :mod:`arbiter.mtg.card_names`)."""
    o = at.object(g)
    if e.key is ChoiceKey.CARD_NAME:
        options = offered_names(g, o.controller, (), e.what)
    else:
        options = _COLORS if e.key is ChoiceKey.COLOR else CREATURE_TYPES
    question = Choose(o.controller, Purpose.CHOSEN_VALUE, "608.2d", options, msg("choose {what}", what=Term(e.what)))
    return pause(g, at, ChoosingValue(e), question)


def names_a_card(g: Game) -> bool:
    """Whether the paused resolution asks "Choose a card name." (CR 201.4)."""
    paused = g.state.resolving
    step = paused.step if paused is not None else None
    return isinstance(step, ChoosingValue) and step.choice.key is ChoiceKey.CARD_NAME


def card_name_answer(g: Game, value: object) -> str:
    """CR 201.4: a name answering the paused "Choose a card name." that wasn't offered — as the card
    reference spells it; refused (IllegalAction) when no card of the quality asked has it."""
    paused = g.state.resolving
    assert paused is not None and isinstance(paused.step, ChoosingValue)
    words = paused.step.choice.what
    found = named(g, words, value)
    if found is None:
        raise IllegalAction(*refusal(words, value))
    return found


def register(askers: Askers) -> None:
    askers.add(ChooseValue, begin_choosing_value)
