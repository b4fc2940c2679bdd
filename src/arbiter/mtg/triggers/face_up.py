"""What turning a face-down permanent face up triggers (CR 702.37e, 708.8): the permanent's own
"When ~ is turned face up", and every permanent's "Whenever a permanent is turned face up",
"Whenever a permanent you control is turned face up" and "Whenever you turn a permanent face up"
(the special action is its controller's, 116.2b) — the permanent itself included, once face up
(603.2: it has the ability as the event has happened). "It" is the permanent turned face up."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone

if TYPE_CHECKING:
    from arbiter.mtg.triggers.look import Look


def turned_face_up(look: Look, e: object, own: Callable[[Look, object], None]) -> None:
    """CR 708.8, 603.2: ``own`` matches the permanent's own abilities; then every permanent's."""
    own(look, e)
    assert isinstance(e, ev.TurnedFaceUp)
    o = look.g.state.objects.get(e.obj)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    for p, controller in look.present():
        look.match(p, "permanent turned face up", (o.id, o.zcc))
        if controller == o.controller:
            look.match(p, "yours turned face up", (o.id, o.zcc), controller=controller)
            look.match(p, "you turn face up", (o.id, o.zcc), controller=controller)
