"""Instructions that phase permanents out (CR 702.26b): "Target creature phases out.", "~ phases
out.", "All permanents you control phase out." — the machinery is :mod:`arbiter.mtg.objects.phasing`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.selection import selected_permanents
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.objects.phasing import phase_out, tap_as_it_phases_in

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
    until_leaves: bool = False  # "… until ~ leaves the battlefield." (CR 610.4)

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
    group = selected_permanents(g, o, e.to, legal)
    if not e.until_leaves:
        phase_out(g, group)
        return
    source = st.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return  # CR 610.4b–c: the source already left: nothing phases out
    phase_out(g, group, until=(source.id, source.zcc))  # CR 610.4


@dataclass(frozen=True, slots=True)
class TapAsItPhasesIn(Effect):
    """ "Tap that creature as it phases in this way." after "<target> phases out until ~ leaves the
    battlefield." (Oubliette): it is tapped as the second one-shot effect phases it in (CR 610.4)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Tap that creature as it phases in this way."


@handles(TapAsItPhasesIn)
def _tap_as_it_phases_in(g: Game, o: GameObject, e: TapAsItPhasesIn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None:
        tap_as_it_phases_in(g, t.id)
