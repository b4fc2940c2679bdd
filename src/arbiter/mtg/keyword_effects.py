"""Effects that keyword abilities are built from (CR 702), each with the code that performs it.

They are instructions of the triggered abilities a keyword stands for: fading's "remove a fade
counter … If you can't, sacrifice it", modular's "put a +1/+1 counter on target artifact creature
for each +1/+1 counter on this permanent", renown's "it becomes renowned". The keyword renders
the text, so ``text`` here is the rules' wording, for logs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import Effect, Ref, TargetSpec

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class RemoveCounterOrSacrifice(Effect):
    """CR 702.32a (fading): "remove a fade counter from this permanent. If you can't, sacrifice
    the permanent." """

    kind: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Remove a {self.kind} counter from ~. If you can't, sacrifice ~."


@dataclass(frozen=True, slots=True)
class MoveCountersFromSource(Effect):
    """CR 702.43a (modular): "put a +1/+1 counter on <target> for each +1/+1 counter on this
    permanent" — counted as the source last existed on the battlefield (608.2h)."""

    kind: str
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Put a {self.kind} counter on {self.to.text(specs)} for each {self.kind} counter on ~."


@dataclass(frozen=True, slots=True)
class Designate(Effect):
    """ "<it> becomes renowned" (CR 702.112b) / "becomes monstrous" (701.37b): a designation
    that stays until the permanent leaves the battlefield."""

    mark: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"~ becomes {self.mark}."


def _source(g: Game, o: GameObject) -> GameObject | None:
    return g.state.objects.get(o.source) if o.source is not None else o


def _remove_or_sacrifice(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    from arbiter.mtg.counters import remove_counters
    from arbiter.mtg.effects import permanent_of
    from arbiter.mtg.zones import move

    src = permanent_of(g, o, Ref("this"), legal)
    if src is None or src.zone is not Zone.BATTLEFIELD:
        return
    if src.counter(e.kind) > 0:
        remove_counters(g, src, e.kind, 1, "702.32a")
    elif src.controller == o.controller:
        move(g, src, Zone.GRAVEYARD, "702.32a", "is sacrificed and put")


def _move_counters(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    from arbiter.mtg.counters import add_counters
    from arbiter.mtg.effects import permanent_of

    src = _source(g, o)
    if src is None:
        return
    counters = src.counters if src.zone is Zone.BATTLEFIELD else src.left_counters
    n = dict(counters).get(e.kind, 0)
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD and n > 0:
        add_counters(g, t, e.kind, n, "702.43a")


def _designate(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    src = _source(g, o)
    if src is not None and src.zone is Zone.BATTLEFIELD:
        g.set(src, "marks", src.marks | {e.mark})
        g.log(ev.EffectCreated("702.112b", f"{src.label}", f"becomes {e.mark}"))


HANDLERS: dict[type, Callable[[Game, GameObject, Any, list[bool]], None]] = {
    RemoveCounterOrSacrifice: _remove_or_sacrifice,
    MoveCountersFromSource: _move_counters,
    Designate: _designate,
}
