"""CR 506.4: an attacking or blocking creature that stops being a creature (Opalescence
destroyed, an animation effect ending) is removed from combat — it stops being an attacking,
blocking, blocked or unblocked creature, and it doesn't become one again if it is a creature
again later in the combat. A creature it blocked stays blocked (509.1h).

A planeswalker or battle being attacked is removed from combat too when its controller changes
or it stops being a planeswalker (or battle): it stops being attacked, and the creatures
attacking it stay attacking creatures that attack nothing (506.4c). The mark
:data:`NOT_ATTACKED` on it says so until the combat ends (511.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.layers import card_types, is_creature
from arbiter.mtg.state import ObjectRef
from arbiter.mtg.zones import leave_combat

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

NOT_ATTACKED = "removed from combat"  # a planeswalker or battle no longer attacked (CR 506.4)
_ATTACKABLE = frozenset({CardType.PLANESWALKER, CardType.BATTLE})


def remove_noncreatures(g: Game) -> None:
    """Remove from combat each attacking or blocking permanent that isn't a creature now, and
    each attacked permanent that isn't a planeswalker or battle now. Called with the state-based
    actions (before a player receives priority, 704.3): outside a combat with declared attackers
    it costs one flag test."""
    st = g.state
    if not st.combat_declared:
        return
    objects = st.objects
    for oid in st.battlefield:
        o = objects[oid]
        if (o.attacking is not None or o.blocker) and not is_creature(g, o):
            leave_combat(g, o)
            g.log(ev.EffectCreated("506.4", o.label, msg("is removed from combat")))
        attacked = o.attacking if isinstance(o.attacking, ObjectRef) else None
        target = objects.get(attacked.id) if attacked is not None else None
        if target is not None and target.zone is Zone.BATTLEFIELD and not card_types(g, target) & _ATTACKABLE:
            stop_being_attacked(g, target)


def stop_being_attacked(g: Game, o: GameObject) -> None:
    """CR 506.4: ``o`` — a planeswalker or battle whose controller changes, or that stops being
    one — is removed from combat: it stops being attacked. The creatures attacking it stay
    attacking, attacking nothing (506.4c: unblocked, they deal no combat damage)."""
    st = g.state
    if not st.combat_declared or NOT_ATTACKED in o.marks:
        return
    me = ObjectRef(o.id, o.zcc)
    if any(st.objects[i].attacking == me for i in st.battlefield):
        g.set(o, "marks", o.marks | {NOT_ATTACKED})
        g.log(ev.EffectCreated("506.4", o.label, msg("is removed from combat")))


def still_attacked(g: Game, ref: ObjectRef) -> GameObject | None:
    """The planeswalker or battle ``ref`` names while it is still attacked: the same object on the
    battlefield, not removed from combat (CR 506.4, 506.4c)."""
    o = g.state.objects.get(ref.id)
    if o is None or o.zcc != ref.zcc or o.zone is not Zone.BATTLEFIELD or NOT_ATTACKED in o.marks:
        return None
    return o
