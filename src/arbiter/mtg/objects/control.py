"""Control (CR 613.1b, layer 2): who controls each permanent, from control-changing effects.

A permanent's controller without any control-changing effect is the player under whose control
it entered the battlefield (CR 110.2). Control-changing effects — "gain control of … until end of
turn" (Threaten), "gain control of …" with no end, and an Aura's "You control enchanted creature"
(Control Magic) — apply in timestamp order (613.7), the latest winning. ``GameObject.controller``
holds the result; :func:`refresh` re-applies layer 2 whenever effects may have changed (an effect
created or ended, an Aura attached or gone: the game calls it before state-based actions, 704.3)
and remembers the controller without effects in ``GameState.control_base`` while any applies.

A change of control makes the permanent a new arrival for its new controller (CR 302.6: summoning
sickness) and removes it from combat (506.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.combat.removal import stop_being_attacked
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import ControlEnchanted
from arbiter.mtg.state import ControlBase
from arbiter.mtg.zones import leave_combat

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True)
class _ControlEffect:
    """One control-changing effect: its timestamp, the object it gives, and either a fixed new
    controller (a resolved "gain control of …") or the Aura whose controller "you" is (109.5)."""

    timestamp: int
    target: int
    player: int | None = None
    aura: int | None = None


def _effects_on(g: Game) -> list[_ControlEffect]:
    """Control-changing effects on permanents on the battlefield."""
    st = g.state
    out: list[_ControlEffect] = []
    for e in (*st.effects, *st.lasting):
        if isinstance(e.change, resolved.GainControl):
            o = st.objects.get(e.object_id)
            if o is not None and o.zcc == e.zcc and o.zone is Zone.BATTLEFIELD:
                out.append(_ControlEffect(e.timestamp, o.id, player=e.change.player))
    for sid in st.grant_sources:
        aura = st.objects[sid]
        if aura.attached_to is None:
            continue
        if any(isinstance(s, ControlEnchanted) for s in aura.card.statics):
            out.append(_ControlEffect(aura.timestamp, aura.attached_to, aura=aura.id))
    return out


def _depends(e: _ControlEffect, other: _ControlEffect) -> bool:
    """CR 613.8a: an Aura's "You control enchanted creature" depends on an effect changing control
    of that Aura — applying it changes what the Aura's effect does (who "you" is, 109.5)."""
    return e.aura is not None and other.target == e.aura


def _apply_in_order(effects: list[_ControlEffect], without: dict[int, int]) -> dict[int, int]:
    """CR 613.7, 613.8: apply the effects in timestamp order, an effect that depends on another
    after it (613.8b: in a dependency loop, timestamp order alone). ``without`` gives each
    object's controller without effects; the result is each affected object's controller."""
    now = dict(without)
    left = sorted(effects, key=lambda e: (e.timestamp, e.player or 0))
    while left:
        free = [e for e in left if not any(_depends(e, d) for d in left if d is not e)]
        e = (free or left)[0]
        left.remove(e)
        if e.player is not None:
            now[e.target] = e.player
        elif e.aura is not None:
            now[e.target] = now[e.aura]
    return now


def _lapsed(g: Game, change: resolved.GainControl) -> bool:
    """CR 611.2b, 702.26f: "for as long as ~ remains on the battlefield" is over once the source
    (that object) isn't on the battlefield — phased out too; "… you control ~" also once its
    controller isn't the player who gained control."""
    if change.while_source is None:
        return False
    source = g.state.objects.get(change.while_source[0])
    if source is None or source.zcc != change.while_source[1] or source.zone is not Zone.BATTLEFIELD:
        return True
    return change.while_controls and source.controller != change.player


def _end_lapsed(g: Game) -> None:
    """CR 611.2b: a "for as long as" control effect whose condition stopped holding ends for good."""
    st = g.state
    ended = [e for e in st.lasting if isinstance(e.change, resolved.GainControl) and _lapsed(g, e.change)]
    if ended:
        g.set(st, "lasting", tuple(e for e in st.lasting if e not in ended))


def refresh(g: Game) -> None:
    """Apply layer 2 to every permanent that has, or had, a control-changing effect."""
    st = g.state
    if (
        not st.control_base
        and not st.lasting
        and not any(isinstance(e.change, resolved.GainControl) for e in st.effects)
        and not any(st.objects[sid].card.changes_control for sid in st.grant_sources)
    ):
        return  # fast path: nothing can change anyone's control
    if st.lasting:
        _end_lapsed(g)
    effects = _effects_on(g)
    base = {b.object: (b.zcc, b.controller) for b in st.control_base}
    if not effects and not base:
        return
    affected = {e.target for e in effects}
    current = {oid: _without(g, oid, base) for oid in affected | {e.aura for e in effects if e.aura is not None}}
    final = _apply_in_order(effects, current)
    new_base: list[ControlBase] = []
    for oid in sorted(affected | set(base)):
        o = st.objects[oid]
        if o.zone is Zone.PHASED_OUT and oid in base and base[oid][0] == o.zcc:
            # CR 702.26d, 702.26f: phasing changes no control; the controller it would have without
            # control-changing effects is kept for when it phases in (the effects may end meanwhile)
            new_base.append(ControlBase(oid, o.zcc, base[oid][1]))
            continue
        if o.zone is not Zone.BATTLEFIELD or (oid in base and base[oid][0] != o.zcc):
            continue  # CR 400.7: a new object; effects on the old one are gone
        without = _without(g, oid, base)
        now = final[oid] if oid in affected else without
        if oid in affected:
            new_base.append(ControlBase(oid, o.zcc, without))
        if now != o.controller:
            _change(g, oid, now)
    if tuple(new_base) != st.control_base:
        g.set(st, "control_base", tuple(new_base))


def _without(g: Game, oid: int, base: dict[int, tuple[int, int]]) -> int:
    """The object's controller without control-changing effects (CR 110.2): remembered while an
    effect applies, its current controller otherwise."""
    o = g.state.objects[oid]
    return base[oid][1] if oid in base and base[oid][0] == o.zcc else o.controller


def _change(g: Game, oid: int, player: int) -> None:
    st = g.state
    o = st.objects[oid]
    leave_combat(g, o)  # CR 506.4
    stop_being_attacked(g, o)  # CR 506.4: a planeswalker or battle attacked is no longer attacked
    if any(isinstance(e.change, resolved.HasteWhileControlled) and e.object_id == oid for e in st.lasting):
        # CR 702.62a: haste "until you lose control of the spell or the permanent it becomes"
        g.set(
            st,
            "lasting",
            tuple(
                e
                for e in st.lasting
                if not (isinstance(e.change, resolved.HasteWhileControlled) and e.object_id == oid)
            ),
        )
    g.set(o, "controller", player)
    g.set(o, "sick", True)  # CR 302.6: not continuously controlled since the turn began
    g.set(o, "since", st.turn)
    if st.rings:
        from arbiter.mtg.effects.the_ring import control_changed

        control_changed(g, o)  # CR 701.54a: no longer its Ring-bearer
    g.log(ev.ControlChanged("613.1b", o.id, o.label, st.players[player].name))
