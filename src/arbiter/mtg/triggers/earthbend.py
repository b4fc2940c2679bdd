"""Earthbend's delayed triggered ability (CR 701.66a, 603.7c): "When that land dies or is put into
exile, …" — it triggers once, for the permanent the land was as it was earthbent, when that
permanent is put into a graveyard from the battlefield ("dies", 700.4: whether or not it is still a
creature then) or into exile from the battlefield; "it" is the card it became there (400.7). A
permanent that leaves the battlefield another way (to a hand, a library) never triggers it: it is a
new object (400.7), so the waiting entry is dropped."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg.effects.end_of_combat import DELAYED_ENTRY, EARTHBEND
from arbiter.mtg.enums import Zone
from arbiter.mtg.lki import SubjectSeen
from arbiter.mtg.state import WaitingTrigger
from arbiter.mtg.triggers.builtin import DELAYED

if TYPE_CHECKING:
    from arbiter.mtg import events as ev
    from arbiter.mtg.state import GameObject
    from arbiter.mtg.triggers.look import Look


def earthbent_left(look: Look, e: ev.ZoneChanged, o: GameObject) -> None:
    """``o`` (now one zone change later) left the battlefield: its earthbend entries trigger or go."""
    g = look.g
    st = g.state
    was = (o.id, o.zcc - 1 - _moved_since(look, o))
    if not any(d.at == EARTHBEND and d.subject == was and not d.fired for d in st.delayed):
        return
    returns = e.dest in (Zone.GRAVEYARD, Zone.EXILE)  # CR 700.4: "dies" is any trip to a graveyard from it
    entries = []
    for d in st.delayed:
        if d.at == EARTHBEND and d.subject == was and not d.fired:
            if not returns:
                continue  # (it can't trigger any more)
            d = replace(d, fired=True, kept=(SubjectSeen(o.id, was[1] + 1),))
            look.found.append(WaitingTrigger(d.object, DELAYED, d.controller, (d.uid, DELAYED_ENTRY)))
        entries.append(d)
    g.set(st, "delayed", tuple(entries))


def _moved_since(look: Look, o: GameObject) -> int:
    """How many times ``o`` moved after the event looked at, in the same look (CR 400.7, 603.10): an
    earthbent land Cloudshifted was exiled and returned before the look — its delayed ability
    triggers for the exile (the object it was then), and "it" is the card as it was in exile, now
    gone from there (the trigger then does nothing)."""
    from arbiter.mtg import events as ev

    later = look.events[look.at + 1 :]
    return sum(1 for x in later if isinstance(x, ev.ZoneChanged | ev.Drew) and x.obj == o.id)
