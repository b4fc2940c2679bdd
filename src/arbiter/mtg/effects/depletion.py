"""Depletion lands' second instruction (Hickory Woodlot: "{T}, Remove a depletion counter from ~:
Add {G}{G}. If there are no depletion counters on ~, sacrifice it."): after the mana is added, the
land is sacrificed if its last counter of that kind is gone (CR 608.2c: the condition is checked
as the instruction is followed; 701.21a: one sacrifices only a permanent one controls; 605.3b: in a
mana ability this happens as the ability resolves, at once)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class SacrificeIfNoCounters(Effect):
    """ "If there are no <kind> counters on ~, sacrifice it." (CR 608.2c, 701.21a)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    kind: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"If there are no {self.kind} counters on ~, sacrifice it."


@handles(SacrificeIfNoCounters)
def _sacrifice_if_no_counters(g: Game, o: GameObject, e: SacrificeIfNoCounters, legal: list[bool]) -> None:
    source = permanent_of(g, o, Ref("this"), legal)  # (the same permanent still, CR 400.7)
    if source is None or source.zone is not Zone.BATTLEFIELD or source.counter(e.kind) > 0:
        return
    if source.controller == o.controller:
        move(g, source, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
