"""Removing every counter of one kind from a permanent: "Remove all -1/-1 counters from it."
(CR 122.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.counters import remove_counters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class RemoveAllOfKind(Effect):
    """ "Remove all <kind> counters from <ref>." (CR 122.1)."""

    kind: str
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Remove all {self.kind} counters from {self.to.text(specs)}."


@handles(RemoveAllOfKind)
def _remove_all_of_kind(g: Game, o: GameObject, e: RemoveAllOfKind, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        remove_counters(g, t, e.kind, t.counter(e.kind), "122.1")
