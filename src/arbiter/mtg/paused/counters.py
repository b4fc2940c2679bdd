"""Removing counters of the player's choice (CR 122.1, 608.2d): "Remove up to three counters
from target creature." — one counter at a time, of any kind the permanent has, until the
number is reached or the player stops."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.counters import RemoveUpToCounters
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.objects.counters import remove_counters
from arbiter.mtg.paused.base import Askers, At, Next, pause

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class RemovingCounters:
    """``left`` more counters may be removed from ``permanent``; the options were its counter
    kinds ``kinds`` (answer N: the Nth kind; 0: no more)."""

    remove: RemoveUpToCounters
    permanent: int
    left: int
    kinds: tuple[str, ...]

    def answer(self, g: Game, at: At, choice: int) -> Next:
        if not choice:
            return Next.GO_ON
        t = g.state.objects[self.permanent]
        remove_counters(g, t, self.kinds[choice - 1], 1, "122.1")
        return _ask(g, at, self.remove, t, self.left - 1)


def begin_remove_up_to(g: Game, at: At, e: RemoveUpToCounters) -> Next:
    o = at.object(g)
    t = permanent_of(g, o, e.to, list(at.legal))
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return Next.GO_ON
    return _ask(g, at, e, t, e.count)


def _ask(g: Game, at: At, e: RemoveUpToCounters, t: GameObject, left: int) -> Next:
    """The next counter to remove from ``t`` (by its kind), while any may be."""
    kinds = tuple(sorted(kind for kind, n in t.counters if n > 0))
    if left <= 0 or not kinds:
        return Next.GO_ON
    listed = ", ".join(f"{i}: {kind}" for i, kind in enumerate(kinds, 1))
    prompt = msg(
        "remove a counter from {t} ({left} more at most) — {listed}; 0: no more",
        t=CardName(t.label),
        left=left,
        listed=listed,
    )
    question = Choose(at.object(g).controller, Purpose.REMOVE_COUNTER, "122.1", (*range(1, len(kinds) + 1), 0), prompt)
    return pause(g, at, RemovingCounters(e, t.id, left, kinds), question)


def register(askers: Askers) -> None:
    askers.add(RemoveUpToCounters, begin_remove_up_to)
