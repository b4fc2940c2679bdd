"""Becoming unattached (CR 701.3d): an Aura, Equipment or Fortification that ceases to be attached
to an object — moved to another by equip or an attach effect, unattached by a state-based action
(704.5m–p), or because it or that object left its zone — "becomes unattached from" it. The event
is logged where it happens; "Whenever ~ becomes unattached from a permanent" (Grafted Wargear)
triggers on it, looking back in time (603.10c): it triggers even when ~ itself has left the
battlefield, under the player who controlled it then."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import CardName, msg

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

BECOMES_UNATTACHED = "becomes unattached"  # the trigger event: "Whenever ~ becomes unattached from a permanent"


@dataclass(frozen=True, slots=True)
class Unattached(Event):
    """``obj`` (controlled by ``controller`` then) became unattached from ``host``, as the object
    ``host_zcc`` (CR 701.3d, 400.7)."""

    obj: int
    name: str
    host: int
    host_zcc: int
    host_name: str
    controller: int

    def text(self) -> str:
        return msg("{card} becomes unattached from {host}.", card=CardName(self.name), host=CardName(self.host_name))


def log_unattached(g: Game, o: GameObject, host: GameObject | None, rule: str = "701.3d") -> None:
    """Log that ``o`` ceases to be attached to ``host`` now (before the change is made: its
    controller is read as it is)."""
    if host is not None:
        g.log(Unattached(rule, o.id, o.label, host.id, host.zcc, host.label, o.controller))
