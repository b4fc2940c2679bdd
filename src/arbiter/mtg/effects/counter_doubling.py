"""Doubling the counters of one kind on a permanent: "Double the number of +1/+1 counters on ~."
(CR 701.10e: it is given as many of those counters as it already has)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.counters import add_counters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class DoubleCounters(Effect):
    """ "Double the number of <kind> counters on <ref>." (CR 701.10e)."""

    kind: str
    on: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Double the number of {self.kind} counters on {self.on.text(specs)}."


@handles(DoubleCounters)
def _double_counters(g: Game, o: GameObject, e: DoubleCounters, legal: list[bool]) -> None:
    """CR 701.10e: as many more counters of the kind as it has now (none: nothing happens); they
    are put on it (122.1: "Whenever … counters are put on …" sees them)."""
    t = permanent_of(g, o, e.on, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        add_counters(g, t, e.kind, t.counter(e.kind), "701.10e")
