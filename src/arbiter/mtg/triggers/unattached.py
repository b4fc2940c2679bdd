"""The trigger of "Whenever ~ becomes unattached from a permanent" (CR 701.3d): the Aura, Equipment
or Fortification's own ability, looking back in time (603.10c) — it triggers also when ~ itself
left the battlefield, controlled by the player who controlled ~ then (603.3a); "that permanent" is
the object it was attached to, as it was (400.7)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.mtg.objects.unattaching import BECOMES_UNATTACHED, Unattached

if TYPE_CHECKING:
    from arbiter.mtg.triggers.look import Look


def became_unattached(look: Look, e: object) -> None:
    assert isinstance(e, Unattached)
    o = look.g.state.objects.get(e.obj)
    if o is not None and o.card.triggered:
        look.match(o, BECOMES_UNATTACHED, (e.host, e.host_zcc), e.controller)


HANDLERS: dict[type, Callable[[Look, object], None]] = {Unattached: became_unattached}
"""The matchers of this module, by event class (:mod:`arbiter.mtg.triggers.collection`)."""
