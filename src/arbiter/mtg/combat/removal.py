"""CR 506.4: an attacking or blocking creature that stops being a creature (Opalescence
destroyed, an animation effect ending) is removed from combat — it stops being an attacking,
blocking, blocked or unblocked creature, and it doesn't become one again if it is a creature
again later in the combat. A creature it blocked stays blocked (509.1h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.layers import is_creature
from arbiter.mtg.zones import leave_combat

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def remove_noncreatures(g: Game) -> None:
    """Remove from combat each attacking or blocking permanent that isn't a creature now. Called
    with the state-based actions (before a player receives priority, 704.3): outside a combat
    with declared attackers it costs one flag test."""
    st = g.state
    if not st.combat_declared:
        return
    objects = st.objects
    for oid in st.battlefield:
        o = objects[oid]
        if (o.attacking is not None or o.blocker) and not is_creature(g, o):
            leave_combat(g, o)
            g.log(ev.EffectCreated("506.4", o.label, msg("is removed from combat")))
