"""Saddle (CR 702.171): "Saddle N" means "Tap any number of other untapped creatures you control
with total power N or greater: This permanent becomes saddled until end of turn. Activate only as a
sorcery." Saddled is a designation (702.171b) kept as an until-end-of-turn effect on the object, so
it ends at cleanup (514.2) or when the permanent leaves the battlefield (400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.i18n import msg
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import turn_effect
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

"""The kind of the turn effect that marks a saddled permanent (CR 702.171b)."""


@dataclass(frozen=True, slots=True)
class BecomeSaddled(Effect):
    """ "This permanent becomes saddled until end of turn." (CR 702.171a)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "~ becomes saddled until end of turn."


@handles(BecomeSaddled)
def _become_saddled(g: Game, o: GameObject, e: BecomeSaddled, legal: list[bool]) -> None:
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD:
        turn_effect(g, source, resolved.Saddled(), "702.171b", msg("becomes saddled until end of turn"))


def is_saddled(g: Game, o: GameObject) -> bool:
    """CR 702.171b: saddled until the end of the turn or until it leaves the battlefield."""
    return o.zone is Zone.BATTLEFIELD and any(
        isinstance(e.change, resolved.Saddled) and e.object_id == o.id and e.zcc == o.zcc for e in g.state.effects
    )
