"""CR 608.2d: "You may repeat this process any number of times." — yes (the instructions are
followed again, then the question is asked again) or no."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.repeat_process import RepeatProcess
from arbiter.mtg.paused.base import Askers, At, Next, pause

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Repeating:
    """The answer to "repeat this process?"."""

    repeat: RepeatProcess

    def answer(self, g: Game, at: At, answer: str) -> Next:
        if answer != "yes":
            return Next.GO_ON
        before = g.journal.changes
        effects.perform(g, at.object(g), self.repeat.process, list(at.legal))
        if g.journal.changes == before:
            return Next.GO_ON  # (nothing happened: it would happen again the same way)
        return ask_repeat(g, at, self.repeat)


def ask_repeat(g: Game, at: At, e: RepeatProcess) -> Next:
    """CR 608.2d: the controller chooses whether to repeat the process."""
    o = at.object(g)
    question = Choose(o.controller, Purpose.MAY, "608.2d", ("yes", "no"), msg("repeat this process?"))
    return pause(g, at, Repeating(e), question)


def register(askers: Askers) -> None:
    askers.add(RepeatProcess, ask_repeat)
