"""Graft (CR 702.58a): "Whenever another creature enters, if this permanent has a +1/+1 counter on
it, you may move a +1/+1 counter from this permanent onto that creature." — the move of a counter
(CR 122.5) from the source onto the creature the event was about."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.objects.counters import add_counters, counters_forbidden, remove_counters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class MoveCounterOnto(Effect):
    """ "Move a <kind> counter from ~ onto <ref>." (CR 122.5)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    kind: str
    onto: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Move a {self.kind} counter from ~ onto {self.onto.text(specs)}."


def _source_on_battlefield(g: Game, o: GameObject) -> GameObject | None:
    """The source, if it is on the battlefield (CR 122.5: "no longer in the correct zone")."""
    src = g.state.objects.get(o.source) if o.source is not None else None
    return src if src is not None and src.zone is Zone.BATTLEFIELD else None


@handles(MoveCounterOnto)
def _move_counter_onto(g: Game, o: GameObject, e: MoveCounterOnto, legal: list[bool]) -> None:
    """CR 122.5: remove the counter and put it onto the other object; if either can't be done (no
    such counter, the same object, counters can't be put on it, either left its zone), nothing moves."""
    src = _source_on_battlefield(g, o)
    to = permanent_of(g, o, e.onto, legal)
    if src is None or to is None or to.zone is not Zone.BATTLEFIELD or to.id == src.id:
        return
    if src.counter(e.kind) <= 0 or counters_forbidden(g, to, e.kind):
        return
    remove_counters(g, src, e.kind, 1, "122.5")
    add_counters(g, to, e.kind, 1, "122.5")
