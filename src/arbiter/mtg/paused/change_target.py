"""CR 115.7b, 608.2d: which target of a spell or ability is changed to the source ("Change a target
of target spell or ability to ~."), asked when more than one could be."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.change_target import (
    ChangeATargetToSource,
    ChangeTheTarget,
    ChooseNewTargets,
    change_the_target,
    change_to_source,
    changeable,
    keep_links,
    new_targets,
    set_new_target,
    target_choices,
)
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.state import TargetRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class ChangingATarget:
    """The answer: the target's number (1 for the first target of the spell or ability)."""

    change: ChangeATargetToSource

    def answer(self, g: Game, at: At, number: int) -> Next:
        change_to_source(g, at.object(g), self.change, list(at.legal), number - 1)
        return Next.GO_ON


def begin_changing_a_target(g: Game, at: At, e: ChangeATargetToSource) -> Next:
    o = at.object(g)
    legal = list(at.legal)
    found = changeable(g, o, e, legal)
    if len(found) <= 1:
        if found:
            change_to_source(g, o, e, legal, found[0])
        return Next.GO_ON
    question = Choose(
        o.controller, Purpose.CHOSEN_VALUE, "115.7b", tuple(i + 1 for i in found),
        msg("choose which target to change (its number)"),
    )  # fmt: skip
    return pause(g, at, ChangingATarget(e), question)


@dataclass(frozen=True, slots=True)
class ChangingTheTarget:
    """The answer: the new target of the target spell's one target."""

    change: ChangeTheTarget

    def answer(self, g: Game, at: At, new: TargetRef) -> Next:
        change_the_target(g, at.object(g), self.change, list(at.legal), new)
        return Next.GO_ON


def begin_changing_the_target(g: Game, at: At, e: ChangeTheTarget) -> Next:
    """CR 115.7a: the player changing it chooses the new target among the legal ones; with one,
    it is that one; with none, the target stays as it is."""
    o = at.object(g)
    legal = list(at.legal)
    _, options = new_targets(g, o, e, legal)
    if len(options) <= 1:
        if options:
            change_the_target(g, o, e, legal, options[0])
        return Next.GO_ON
    question = Choose(o.controller, Purpose.NEW_TARGET, "115.7a", options, msg("choose the new target"))
    return pause(g, at, ChangingTheTarget(e), question)


@dataclass(frozen=True, slots=True)
class ChoosingNewTargets:
    """The answer: the ``index``-th target of the spell, kept or new (CR 115.7d)."""

    change: ChooseNewTargets
    index: int
    before: tuple[TargetRef | None, ...] = ()  # the targets before any was changed (115.7e)

    def answer(self, g: Game, at: At, new: TargetRef) -> Next:
        set_new_target(g, at.object(g), self.change, list(at.legal), self.index, new, self.before)
        return _ask_new_target(g, at, self.change, self.index + 1, self.before)


def begin_choosing_new_targets(g: Game, at: At, e: ChooseNewTargets) -> Next:
    spell = permanent_of(g, at.object(g), e.of, list(at.legal))
    return _ask_new_target(g, at, e, 0, spell.targets if spell is not None else ())


def _ask_new_target(g: Game, at: At, e: ChooseNewTargets, index: int, before: tuple[TargetRef | None, ...]) -> Next:
    """CR 115.7d: each target in turn, from the first: kept, or a new legal one (asked only when
    there is another to choose). Bounded: one question per target. Then the final set is judged
    (115.7e: ``keep_links``)."""
    o = at.object(g)
    legal = list(at.legal)
    spell = permanent_of(g, o, e.of, legal)
    count = len(spell.targets) if spell is not None else 0
    while index < count:
        options = target_choices(g, o, e, legal, index, before)
        if options:
            kept = spell is not None and options[0] == spell.targets[index]
            prompt = msg("choose the new target (the first keeps it)") if kept else msg("choose the new target")
            question = Choose(o.controller, Purpose.NEW_TARGET, "115.7d", options, prompt)
            return pause(g, at, ChoosingNewTargets(e, index, before), question)
        index += 1
    keep_links(g, o, e, legal, before)
    return Next.GO_ON


def register(askers: Askers) -> None:
    askers.add(ChangeATargetToSource, begin_changing_a_target)
    askers.add(ChangeTheTarget, begin_changing_the_target)
    askers.add(ChooseNewTargets, begin_choosing_new_targets)
