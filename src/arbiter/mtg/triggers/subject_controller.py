""" "That creature's controller" after a trigger about a creature (CR 603.2, 608.2h): the player
who controlled the trigger's subject — now, if it is still the same permanent, else as it last
existed on the battlefield (a creature that died: "Whenever a creature dies, ~ deals 1 damage to
that creature's controller"). Found as the ability is put on the stack, kept with it as last
known information."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.state import TargetController

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

SUBJECT = -1  # the ``target`` of the TargetController record that names the subject's controller
_LOOK_BACK = 400  # log entries read back at most (the event is a few entries old)


def subject_controller(g: Game, subject: tuple[int, int]) -> TargetController | None:
    """CR 608.2h: the controller of the object ``subject`` (id, zone-change count) names."""
    st = g.state
    obj = st.objects.get(subject[0])
    if obj is None:
        return None
    if obj.zone is Zone.BATTLEFIELD and obj.zcc == subject[1]:
        return TargetController(SUBJECT, obj.controller)
    node = st.log
    for _ in range(_LOOK_BACK):
        if node is None:
            break
        event = node[0]
        if isinstance(event, ev.ZoneChanged) and event.obj == obj.id and event.source is Zone.BATTLEFIELD:
            # the permanent as it last existed on the battlefield (CR 603.10a)
            return TargetController(SUBJECT, event.controller if event.controller >= 0 else obj.owner)
        node = node[1]
    return None
