"""Instructions that phase permanents out (CR 702.26b): "Target creature phases out.", "~ phases
out.", "All permanents you control phase out." — the machinery is :mod:`arbiter.mtg.objects.phasing`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.selection import select
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.phasing import phase_out
from arbiter.mtg.state import ObjectRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.anaphora import Anaphor
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PhaseOut(Effect):
    """CR 702.26b: "<selector> phase(s) out." — the permanents the selector means now phase out
    (with what is attached to them, 702.26g); they phase in during the untap step of the player who
    controlled them (502.1). ``words``: the sentence as printed."""

    to: Selector | Anaphor
    words: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.words

    @property
    def selector(self) -> Selector | Anaphor:
        """What phases out (:mod:`arbiter.mtg.ir.selectors`)."""
        return self.to


@handles(PhaseOut)
def _phase_out(g: Game, o: GameObject, e: PhaseOut, legal: list[bool]) -> None:
    """CR 702.26b on each permanent the selector means now (an illegal target is unaffected, 608.2b;
    one that left the battlefield is a new object, 400.7)."""
    st = g.state
    group: list[GameObject] = []
    for to in select(g, o, e.to, legal):
        if isinstance(to, ObjectRef):
            t = st.objects.get(to.id)
            if t is not None and t.zcc == to.zcc and t.zone is Zone.BATTLEFIELD:
                group.append(t)
    phase_out(g, group)
