"""The events of this turn that can be about a permanent as the object it is now (CR 400.7: a
permanent that left the battlefield and came back is a new object, with no memory of its previous
existence): the turn's log, newest first, back to the moment it last entered the battlefield. Every
"this turn" fact about one permanent — whom it attacked (508.1c), whether it attacked before
(603.2, 500.8), its first combat damage to a player (510.4), the damage it was dealt (120.1) or
dealt — reads these events."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def since_entered(g: Game, oid: int, start: object | None = None) -> Iterator[Event]:
    """CR 400.7, 500.8: this turn's events, newest first, until the object ``oid`` last entered
    the battlefield (that entering not included; the whole turn if it entered before the turn).
    With ``start``, the walk begins at that event (included; the newer ones are passed over): the
    object as it was when that event happened (603.10)."""
    node = g.state.log
    if start is not None:
        while node is not None and node[0] is not start and not isinstance(node[0], ev.TurnBegan):
            node = node[1]
    while node is not None:
        event = node[0]
        if isinstance(event, ev.TurnBegan):
            return
        if isinstance(event, ev.ZoneChanged) and event.obj == oid and event.dest is Zone.BATTLEFIELD:
            return
        yield event
        node = node[1]
