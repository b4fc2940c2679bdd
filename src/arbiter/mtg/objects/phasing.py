"""Phasing (CR 702.26): a permanent that phases out is treated as though it doesn't exist until it
phases in. It stays the same object (702.26d): no zone-change trigger, its counters, status and
attachments kept, no new timestamp. The engine takes it out of ``GameState.battlefield`` and marks
its zone :attr:`Zone.PHASED_OUT`, so that every rule that looks at the battlefield passes it by
(702.26b), and remembers it in ``GameState.phased_out`` (:class:`~arbiter.mtg.statuses.PhasedOut`).

It phases in during the untap step of the player who controlled it as it phased out (502.1), with
whatever phased out with it (702.26g); one phased out "until" an event waits for that event
(610.4a). Permanents with phasing that the active player controls phase out at the same moment."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.objects import control
from arbiter.mtg.objects.unattaching import log_unattached
from arbiter.mtg.statuses import PhasedOut
from arbiter.mtg.zones import leave_combat

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

PHASING = "phasing"


def _attached_to_any(g: Game, hosts: set[int]) -> list[GameObject]:
    """CR 702.26g: the Auras, Equipment and Fortifications attached to ``hosts``, and those
    attached to them in turn."""
    st = g.state
    found: list[GameObject] = []
    seen = set(hosts)
    frontier = hosts
    while frontier:
        layer = [st.objects[i] for i in st.battlefield if st.objects[i].attached_to in frontier and i not in seen]
        seen.update(o.id for o in layer)
        found += layer
        frontier = {o.id for o in layer}
    return found


def phase_out(g: Game, group: Iterable[GameObject], *, until: tuple[int, int] | None = None) -> list[GameObject]:
    """CR 702.26b, 702.26g–h: the permanents of ``group`` that are on the battlefield phase out
    directly, and what is attached to them indirectly (an object that would do both phases out
    only indirectly); each is removed from combat (506.4). ``until``: until that object leaves the
    battlefield (610.4), not in an untap step (610.4a). Returns the permanents that phased
    out directly."""
    st = g.state
    direct: dict[int, GameObject] = {o.id: o for o in group if o.zone is Zone.BATTLEFIELD}
    if not direct:
        return []
    indirect = _attached_to_any(g, set(direct))
    for o in indirect:
        direct.pop(o.id, None)
    records: list[PhasedOut] = []
    for o in direct.values():
        host = st.objects.get(o.attached_to) if o.attached_to is not None else None
        attached = (host.id, host.zcc) if host is not None else None
        records.append(PhasedOut(o.id, o.controller, host=attached, until=until))
    records += [PhasedOut(o.id, o.controller, indirectly=True) for o in indirect]
    going = {o.id for o in (*direct.values(), *indirect)}
    for o in (*direct.values(), *indirect):
        leave_combat(g, o)  # CR 506.4
        if o.id in st.grant_sources:
            g.set(st, "grant_sources", tuple(i for i in st.grant_sources if i != o.id))
        g.set(o, "zone", Zone.PHASED_OUT)
        g.log(
            ev.PhasedOut(
                "702.26g" if o.id not in direct else "702.26b", o.id, o.label, o.controller, o.id not in direct
            )
        )
    g.set(st, "battlefield", tuple(i for i in st.battlefield if i not in going))
    g.set(st, "phased_out", (*st.phased_out, *records))
    return list(direct.values())


def phase_in(g: Game, ids: Iterable[int]) -> None:
    """CR 702.26c: the permanents ``ids`` (each phased out directly) phase in, with what phased out
    indirectly with them (702.26g). An Aura, Equipment or Fortification that phased out directly
    phases in attached to the same object if it is still on the battlefield, else unattached
    (702.26i; state-based actions then apply, 704.5m–n)."""
    st = g.state
    wanted = set(ids)
    direct = [r for r in st.phased_out if r.obj in wanted and not r.indirectly]
    if not direct:
        return
    coming = {r.obj for r in direct}
    frontier = set(coming)
    while frontier:  # what phased out with them, attached to them (and to those in turn)
        layer = {r.obj for r in st.phased_out if r.indirectly and st.objects[r.obj].attached_to in frontier} - coming
        coming |= layer
        frontier = layer
    records = [r for r in st.phased_out if r.obj in coming]
    g.set(st, "phased_out", tuple(r for r in st.phased_out if r.obj not in coming))
    for r in records:
        o = st.objects[r.obj]
        g.set(o, "zone", Zone.BATTLEFIELD)
        g.set(st, "battlefield", (*st.battlefield, o.id))
        if o.card.affects_others and o.id not in st.grant_sources:
            g.set(st, "grant_sources", (*st.grant_sources, o.id))
    for r in records:
        o = st.objects[r.obj]
        unattached = False
        if not r.indirectly and o.attached_to is not None:
            host = st.objects.get(o.attached_to)
            if r.host is None or host is None or host.zcc != r.host[1] or host.zone is not Zone.BATTLEFIELD:
                if host is not None and r.host is not None and host.zcc == r.host[1]:
                    log_unattached(g, o, host, "702.26i")  # CR 701.3d (from that object, as it still is)
                g.set(o, "attached_to", None)  # CR 702.26i
                unattached = True
        g.log(ev.PhasedIn("702.26i" if unattached else "702.26c", o.id, o.label, o.controller, unattached))
        if o.marks:
            from arbiter.mtg.objects.preparation import phases_in

            phases_in(g, o)  # CR 722.3c: it phases in prepared
    control.refresh(g)  # CR 702.26f: control-changing effects that ended while it was phased out


def source_left(g: Game, source: GameObject, left_zcc: int) -> None:
    """CR 610.4: what phased out "until ~ leaves the battlefield" phases in as ``source`` (the object
    it was with ``left_zcc``) leaves — tapped, if it was to be tapped as it phases in this way."""
    st = g.state
    back = [r for r in st.phased_out if r.until == (source.id, left_zcc) and not r.indirectly]
    if not back:
        return
    phase_in(g, [r.obj for r in back])
    for r in back:
        o = st.objects[r.obj]
        if r.tap and o.zone is Zone.BATTLEFIELD and not o.tapped:
            g.set(o, "tapped", True)
            g.log(ev.Tapped("610.4", o.id, o.label))


def tap_as_it_phases_in(g: Game, oid: int) -> None:
    """ "Tap that creature as it phases in this way." — marks the record of ``oid`` (CR 610.4)."""
    st = g.state
    g.set(st, "phased_out", tuple(replace(r, tap=True) if r.obj == oid and r.until else r for r in st.phased_out))


def untap_step_phasing(g: Game) -> None:
    """CR 502.1, 702.26a: as the untap step begins, the permanents with phasing the active player
    controls phase out and those that phased out under their control phase in, simultaneously
    (neither those phased out "until" an event, 610.4a, nor those that phased out with the
    permanent they are attached to, which come back with it, 702.26g)."""
    st = g.state
    back = [r.obj for r in st.phased_out if r.controller == st.active and not r.indirectly and r.until is None]
    going = _with_phasing(g, st.active)
    if going:
        phase_out(g, going)
    if back:
        phase_in(g, back)


def _with_phasing(g: Game, player: int) -> list[GameObject]:
    """The phased-in permanents with phasing ``player`` controls (702.26a)."""
    from arbiter.mtg.layers import keywords

    st = g.state
    layered = bool(st.grant_sources or st.effects or st.lasting)
    out: list[GameObject] = []
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != player or not (layered or PHASING in o.card.keywords):
            continue
        if PHASING in keywords(g, o):
            out.append(o)
    return out
