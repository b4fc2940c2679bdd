"""Reconfigure's "Unattach this permanent." (CR 702.151a, 701.3d: it stops being attached to the
permanent it was attached to; it stays on the battlefield)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.unattaching import log_unattached

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class UnattachThis(Effect):
    """ "Unattach this permanent." (CR 701.3d)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Unattach ~."


@handles(UnattachThis)
def _unattach(g: Game, o: GameObject, e: UnattachThis, legal: list[bool]) -> None:
    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD or source.attached_to is None:
        return
    log_unattached(g, source, g.state.objects.get(source.attached_to))  # CR 701.3d
    g.set(source, "attached_to", None)
