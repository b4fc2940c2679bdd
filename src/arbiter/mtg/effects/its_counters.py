"""Putting the source's counters on another object: "When ~ dies, put its counters on target
creature you control." (CR 122.8: the counters the source had as it left the battlefield are
not moved — the same number of each kind is put on the other object; 122.9 for an ability whose
cost sacrificed the source)."""

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
class PutItsCounters(Effect):
    """ "Put its counters on <ref>." — "its": the source's (CR 122.8)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Put its counters on {self.to.text(specs)}."


@handles(PutItsCounters)
def _put_its_counters(g: Game, o: GameObject, e: PutItsCounters, legal: list[bool]) -> None:
    """CR 122.8, 608.2h: of each kind, as many as the source had as it last existed on the
    battlefield (or has now, if it's still there)."""
    src = g.state.objects.get(o.source) if o.source is not None else None
    t = permanent_of(g, o, e.to, legal)
    if src is None or t is None or t.zone is not Zone.BATTLEFIELD or t is src:
        return
    counters = src.counters if src.zone is Zone.BATTLEFIELD else src.left_counters
    for kind, n in counters:
        add_counters(g, t, kind, n, "122.8")
