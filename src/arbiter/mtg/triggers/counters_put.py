"""Triggers on counters being put on permanents (CR 122.6, 603.2): "Whenever one or more +1/+1
counters are put on ~", "Whenever one or more +1/+1 counters are put on a creature you control".
Counters put on one permanent at once are one event (one :class:`~arbiter.mtg.events.CountersPut`
for each kind), so "one or more" triggers once for it (603.2c); counters given to a permanent as
it enters are put on it too (122.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.triggers.batches import trigger_once
from arbiter.mtg.triggers.granted import has_triggers

if TYPE_CHECKING:
    from arbiter.mtg.triggers.look import Look

COUNTERS_PUT = "counters put:"  # + the kind: on the source itself
WATCHED_COUNTERS_PUT = "watched counters put:"  # + the kind: on a permanent its ``watch`` describes


def counters_put(look: Look, e: object) -> None:
    """CR 122.6, 603.2: counters of one kind were put on a permanent — its own "… are put on ~"
    abilities, and the abilities watching permanents like it ("it": that permanent)."""
    assert isinstance(e, ev.CountersPut)
    g = look.g
    o = g.state.objects.get(e.obj)
    if o is None or o.zone is not Zone.BATTLEFIELD or e.delta <= 0:
        return
    if has_triggers(g, o):
        look.match(o, COUNTERS_PUT + e.kind)
    event = WATCHED_COUNTERS_PUT + e.kind
    for w, controller in look.present():
        for i, ability in enumerate(w.card.triggered):
            if ability.event == event and ability.watch is not None and fits(g, ability.watch, o, controller, w.id):
                trigger_once(look, w, i, controller, (o.id, o.zcc))
