"""Moving objects between zones (CR 400), drawing (121) and shuffling (701.24)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.core.rng import below
from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.enums import CardType, EndStepAction, Zone
from arbiter.mtg.keywords import dredge, miracle
from arbiter.mtg.layers import abilities, is_creature, keywords, power, toughness
from arbiter.mtg.lki import LeftLook
from arbiter.mtg.objects import battles
from arbiter.mtg.objects.aura_entering import ENTERING_TOGETHER, needs_host, stays
from arbiter.mtg.objects.copiable import forget_on_leaving
from arbiter.mtg.objects.unattaching import log_unattached
from arbiter.mtg.replacement import draws, empty_library
from arbiter.mtg.replacement.enters import apply_enters, counted_before_entering
from arbiter.mtg.replacement.enters import enters_tapped as enters_tapped
from arbiter.mtg.replacement.zone_change import ZoneEvent, entry_forbidden, replace_zone_change
from arbiter.mtg.state import LOST_TRIGGER, GameObject, zone_field
from arbiter.mtg.state_condition_check import CAST_MARKS
from arbiter.mtg.turn import day_night as day_night

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Static, TriggeredAbility
    from arbiter.mtg.state import TurnEffect


@dataclass(frozen=True, slots=True)
class _LastKnown:
    """What a permanent leaving with others records of itself, taken before any of them left
    (CR 704.8, 603.10a): its controller, types and subtypes, power and toughness if a creature,
    keywords, the printed triggers it had lost, and the leaves-the-battlefield abilities granted
    to it. ``zcc``: the object it was (a regenerated permanent that stays isn't this record's)."""

    zcc: int
    seen: tuple[int, frozenset[CardType], tuple[str, ...]]
    pt: tuple[int, int] | None
    keywords: frozenset[str]
    lost: frozenset[str]
    granted: tuple[TriggeredAbility, ...]
    # its statics exiling what would go to a graveyard (CR 614.1a), for the others leaving with it
    exiling: tuple[Static, ...] = ()
    look: LeftLook | None = None  # its colors and types (608.2h)


# The last known information of the permanents leaving together now, by game (``id(g)``) and
# object id; set only inside :func:`leaving_together`, an ordinary synchronous call.
_TOGETHER: dict[int, dict[int, _LastKnown]] = {}


@contextmanager
def leaving_together(g: Game, group: list[GameObject]) -> Iterator[None]:
    """CR 704.8, 603.10a: permanents that leave the battlefield at once (state-based actions
    performed together, "destroy all …") each leave as they last existed before any of them left:
    Kongming's +1/+1 still counts in the last known power of a creature dying with it. A group of
    fewer than two costs nothing."""
    on = [o for o in group if o.zone is Zone.BATTLEFIELD]
    if len(on) < 2:
        yield
        return
    before = _TOGETHER.get(id(g))
    # (inside a larger group leaving at once — a cost's parts, CR 601.2h — the records taken
    # before any of that group left are kept: they are the ones as it last existed; not one of an
    # object that has since become a new one, 400.7)
    fresh = {o.id: _last_known(g, o) for o in on}
    kept = {i: k for i, k in (before or {}).items() if i not in fresh or fresh[i].zcc == k.zcc}
    _TOGETHER[id(g)] = {**fresh, **kept}
    try:
        yield
    finally:
        if before is None:
            _TOGETHER.pop(id(g), None)
        else:
            _TOGETHER[id(g)] = before


def _last_known(g: Game, o: GameObject) -> _LastKnown:
    st = g.state
    granting = st.grant_sources or st.effects or st.granted_seen
    pt = (power(g, o), toughness(g, o)) if is_creature(g, o) else None
    granted = _looking_back(g, o) if granting else ()
    exiling = _exiling(g, o) if o.id in st.grant_sources else ()
    lost = _lost_triggers(g, o)
    return _LastKnown(o.zcc, _as_it_is(g, o), pt, frozenset(keywords(g, o)), lost, granted, exiling, left_look(g, o))


def _exiling(g: Game, o: GameObject) -> tuple[Static, ...]:
    from arbiter.mtg.ir.statics.replacement import DiesExiled, GraveyardExiled
    from arbiter.mtg.layers.queries import statics

    return tuple(s for s in statics(g, o) if isinstance(s, DiesExiled | GraveyardExiled))


def left_together(g: Game) -> list[tuple[GameObject, tuple[Static, ...], int]]:
    """The permanents of the group leaving together now (:func:`leaving_together`) that have
    already left, with their statics exiling what would go to a graveyard and their controllers
    as they were on the battlefield (CR 704.3, 614.1a)."""
    together = _TOGETHER.get(id(g)) if _TOGETHER else None
    if not together:
        return []
    st = g.state
    out = []
    for oid, known in together.items():
        o = st.objects.get(oid)
        if known.exiling and o is not None and o.zcc != known.zcc:
            out.append((o, known.exiling, known.seen[0]))
    return out


def known_together(g: Game, o: GameObject) -> _LastKnown | None:
    """CR 603.10a, 608.2h: ``o``'s record as it was before any of the group it leaves with left
    (None when it isn't leaving with others now)."""
    return _known_together(g, o)


def _known_together(g: Game, o: GameObject) -> _LastKnown | None:
    """``o``'s record if it is leaving together with others now (see :func:`leaving_together`)."""
    together = _TOGETHER.get(id(g)) if _TOGETHER else None
    known = together.get(o.id) if together else None
    return known if known is not None and known.zcc == o.zcc else None


def remove_from_zone(g: Game, o: GameObject) -> None:
    st = g.state
    zone = o.zone
    if zone is Zone.BATTLEFIELD:
        _as_it_last_existed(g, o)
        g.set(st, "battlefield", tuple(i for i in st.battlefield if i != o.id))
    elif zone is Zone.STACK:
        g.set(st, "stack", tuple(i for i in st.stack if i != o.id))
    else:
        p = st.players[o.owner]
        name = zone_field(zone)
        g.set(p, name, tuple(i for i in getattr(p, name) if i != o.id))


def _as_it_last_existed(g: Game, o: GameObject) -> None:
    """CR 608.2h, 113.7a: a permanent's power, toughness and keywords as it last existed on the
    battlefield, read while it is still there — a characteristic-defining ability that counts
    "creatures you control" (604.3) still counts the permanent itself."""
    if _known_together(g, o) is not None:
        return  # (leaving with others: recorded before any of them left, 704.8)
    g.set(o, "left_pt", (power(g, o), toughness(g, o)) if is_creature(g, o) else None)
    g.set(o, "left_keywords", frozenset(keywords(g, o)))
    g.set(o, "left_look", left_look(g, o))


def left_look(g: Game, o: GameObject) -> LeftLook:
    """CR 608.2h, 113.7a: the permanent's colors, card types, subtypes and supertypes as it is now,
    with every effect applied (layers 1–5), to be kept as it last existed on the battlefield."""
    from arbiter.mtg.layers import card_types, colors, subtypes, supertypes

    return LeftLook(colors(g, o), card_types(g, o), subtypes(g, o), supertypes(g, o))


def _keep_how_cast(g: Game, o: GameObject, zone: Zone) -> None:
    """CR 608.2h: a spell that leaves the stack other than by becoming a permanent (it exiled itself
    as it resolved, it was countered) is known as it last existed there — how and when it was cast
    ("if you cast ~ during your main phase" read after "Exile ~.", Emergency Powers)."""
    if o.zone is Zone.STACK and zone is not Zone.BATTLEFIELD and o.marks & CAST_MARKS:
        g.set(o, "left_marks", o.marks & CAST_MARKS)


def put_into_zone(
    g: Game, o: GameObject, zone: Zone, *, bottom: bool = False, aura: bool = False, controller: int | None = None
) -> None:
    """Place ``o`` (already removed from its old zone) into ``zone``; CR 400.7 makes it a new
    object: its status, damage, counters and combat role are gone. ``aura``: an Aura an effect put
    onto the battlefield, whose host is asked as it enters (303.4f). ``controller``: the player
    under whose control it enters the battlefield (110.2a)."""
    st = g.state
    resolving = o.zone is Zone.STACK and zone is Zone.BATTLEFIELD
    _keep_how_cast(g, o, zone)
    entering = zone is Zone.BATTLEFIELD and o.zone is not Zone.BATTLEFIELD and o.card.statics
    counted = counted_before_entering(g, o, o.controller if controller is None else controller) if entering else ()
    if o.left_face_down:
        g.set(o, "left_face_down", False)
    if o.zone is Zone.BATTLEFIELD:
        _leave_battlefield(g, o)
    if o.face_down is not None and zone is not Zone.BATTLEFIELD and zone is not Zone.STACK:
        # CR 708.9: a face-down permanent or spell that leaves for another zone is revealed (and,
        # 400.7, is a new object with its own characteristics there)
        g.set(o, "left_face_down", o.zone is Zone.BATTLEFIELD)
        g.set(o, "card", o.face_down)
        g.set(o, "face_down", None)
    if o.front is not None and zone is not Zone.BATTLEFIELD and zone is not Zone.STACK:
        # CR 709.4, 712.8, 715.4: off the stack and battlefield, the card is the whole card again
        g.set(o, "card", o.front)
        g.set(o, "front", None)
    if (o.printed is not None or o.chosen) and zone is not Zone.BATTLEFIELD:
        forget_on_leaving(g, o)  # CR 400.7: no longer a copy, nor with its choices (707.2, 614.12)
    g.set(o, "zone", zone)
    g.set(o, "zcc", o.zcc + 1)
    g.set(o, "timestamp", g.next_timestamp())
    if resolving and (st.effects or st.lasting):
        _carry_spell_effects(g, o, o.zcc - 1)
    if o.used:
        g.set(o, "used", ())
    if o.skip_untaps:
        g.set(o, "skip_untaps", 0)
    if o.modes and zone is not Zone.STACK:
        g.set(o, "modes", ())
    x_paid = o.x if resolving else 0
    if o.x and zone is not Zone.STACK:
        g.set(o, "x", 0)  # CR 107.3f: X is 0 off the stack
    if o.kicked and not resolving and zone in (Zone.STACK, Zone.BATTLEFIELD):
        # a kicked spell becomes a kicked permanent; otherwise it's a new object, not kicked (400.7).
        # A kicked permanent that leaves keeps the count: "if it was kicked" looks at it as it
        # last existed (603.4, 603.10)
        g.set(o, "kicked", 0)
    if o.marks and not resolving:
        g.set(o, "marks", frozenset())  # CR 400.7: a new object, with no designations
    if zone is Zone.BATTLEFIELD:
        if controller is not None and o.controller != controller:
            # CR 110.2a: "under your control" — it enters under that player's control, so what sees
            # it enter ("a creature you control enters", its own enters triggers, 603.3a) sees them
            g.set(o, "controller", controller)
        day_night.entering(g, o)  # CR 702.145b: a daybound card enters transformed at night
        g.set(st, "battlefield", (*st.battlefield, o.id))
        g.set(o, "sick", True)  # CR 302.6: not yet under control since the turn began
        g.set(o, "since", st.turn)
        apply_enters(g, o, x_paid, counted)  # CR 614.1c–d: tapped, with counters (616.1)
        if CardType.BATTLE in o.card.types:
            battles.entering(g, o)  # CR 310.8a, 310.11a: its protector, chosen as it enters
        if x_paid:
            g.set(o, "marks", o.marks | {f"X {x_paid}"})  # CR 107.3m: its enters abilities' X
        if o.card.affects_others:
            g.set(st, "grant_sources", (*st.grant_sources, o.id))
        _ask_as_enters(g, o, aura)
        if resolving and (o.marks or o.kicked):
            _riders_of_the_cast(g, o)
    elif zone is Zone.STACK:
        g.set(st, "stack", (*st.stack, o.id))
    else:
        if o.controller != o.owner:
            g.set(o, "controller", o.owner)
        p = st.players[o.owner]
        name = zone_field(zone)
        cur = getattr(p, name)
        if zone is Zone.LIBRARY:
            g.set(p, name, (*cur, o.id) if bottom else (o.id, *cur))
        else:
            g.set(p, name, (*cur, o.id))


def _entering_with(zone: Zone) -> tuple[int, int] | None:
    """CR 614.12, 603.10: the group of permanents an effect is putting onto the battlefield at the
    same time (Living Death's creatures), named by the first of them — None outside such an effect.
    Triggers are checked after the whole event, so each of them sees the others' static abilities."""
    found = ENTERING_TOGETHER.get() if zone is Zone.BATTLEFIELD else None
    return (found[0][0], found[0][1]) if found else None


def _ask_as_enters(g: Game, o: GameObject, aura: bool) -> None:
    """CR 614.12: "as ~ enters" choices of a permanent an effect put there (303.4f: an Aura's host),
    asked now — or, put there with others at the same time, once all of them are there; one put
    there while another's question waits is asked after it."""
    together = ENTERING_TOGETHER.get()
    if not (o.card.statics or aura):
        if together is not None:
            together.append((o.id, o.zcc, None))  # (no question: only kept out of the others' choices)
        return
    from arbiter.mtg.objects.as_enters import put_by_effect, queue_put

    if together is not None:
        together.append((o.id, o.zcc, aura))  # (asked once all of them are there)
    elif g.state.entering is None:
        put_by_effect(g, o, aura=aura)
    else:
        queue_put(g, o, aura=aura)


def _kicked_haste(g: Game, o: GameObject) -> None:
    """CR 614.1c, 702.33d: "If ~ was kicked, it enters with two +1/+1 counters on it and with
    haste." — it has haste for as long as it stays on the battlefield (a new object after a zone
    change, 400.7)."""
    from arbiter.mtg.ir.statics.replacement import EntersWithCounters

    if any(isinstance(s, EntersWithCounters) and s.with_haste for s in o.card.statics):
        g.set(o, "marks", o.marks | {"haste"})


def _riders_of_the_cast(g: Game, o: GameObject) -> None:
    """What the way a permanent spell was cast does as it enters: blitz (702.152a), dash
    (702.109a), warp (702.185a), sneak (702.190b), a kicked spell's haste (702.33d)."""
    if o.kicked:
        _kicked_haste(g, o)
    if "cast for blitz" in o.marks:
        # CR 702.152a: it has haste, and is sacrificed at the beginning of the next end step
        from arbiter.mtg.effects.delayed import at_next_end_step

        g.set(o, "marks", o.marks | {"haste"})
        at_next_end_step(g, o, o.controller, EndStepAction.SACRIFICE)
    if "dashed" in o.marks:
        # CR 702.109a: it gains haste, and returns to its owner's hand at the next end step
        from arbiter.mtg.effects.delayed import at_next_end_step

        g.set(o, "marks", o.marks | {"haste"})
        at_next_end_step(g, o, o.controller, EndStepAction.RETURN)
    if "cast for warp" in o.marks:
        # CR 702.185a: "exile the permanent this spell becomes at the beginning of the next end step"
        from arbiter.mtg.effects.delayed import at_next_end_step

        at_next_end_step(g, o, o.controller, EndStepAction.WARP)
    if "cast for sneak" in o.marks:
        from arbiter.mtg.keywords.sneak import enters_attacking

        enters_attacking(g, o)  # CR 702.190b: tapped and attacking


LEFT_TAPPED = "was tapped"
LEFT_KICKED = "was kicked "
"""CR 113.7a, 603.4: followed by the count of a kicked permanent's optional additional cost (kicker,
a gift promised, bargain …) as it left the battlefield — kept for its abilities' sources read as it
last existed once it has come back as a new object (400.7), which isn't kicked."""
"""The mark of a permanent that was tapped as it left the battlefield (last known information, 608.2h)."""
LEFT_ATTACKING = "was attacking"
LEFT_BLOCKING = "was blocking"
"""The marks of a creature that was attacking / blocking as it left the battlefield (CR 506.4, 603.10a:
"Whenever an attacking creature dies" reads it as it last existed)."""


def _leave_battlefield(g: Game, o: GameObject) -> None:
    """CR 400.7, 506.4: a permanent that leaves the battlefield loses its status and combat role."""
    st = g.state
    known = _known_together(g, o)  # CR 704.8: left with others, as it was before any of them left
    if known is not None:  # (else recorded as it left the battlefield: remove_from_zone)
        g.set(o, "left_pt", known.pt)  # last known information (608.2h)
        g.set(o, "left_keywords", known.keywords)  # CR 702.2e, 702.15c: as it last existed
        g.set(o, "left_look", known.look)  # CR 608.2h: its colors and types then
    g.set(o, "left_controller", o.controller)  # (who gains life by its lifelink then: 702.15b)
    lost = known.lost if known is not None else _lost_triggers(g, o)
    if o.marks or o.left_marks or lost or o.tapped or o.attacking is not None or o.blocker or o.kicked:
        # ("its blitz cost was paid", "if ~ is untapped", as it last existed: 603.10a, 608.2h)
        g.set(o, "left_marks", o.marks | lost | _status_marks(o))
    if o.id in st.grant_sources:
        g.set(st, "grant_sources", tuple(i for i in st.grant_sources if i != o.id))
    if o.tapped:
        g.set(o, "tapped", False)
    if o.damage:
        g.set(o, "damage", 0)
    if o.deathtouched:
        g.set(o, "deathtouched", False)
    if o.counters or o.left_counters:
        g.set(o, "left_counters", o.counters)  # last known information for persist/undying (608.2h)
        g.set(o, "counters", ())
    if o.counter_times:
        g.set(o, "counter_times", ())
    host = st.objects.get(o.attached_to) if o.attached_to is not None else None
    if host is not None or o.left_attached is not None:
        # what it was attached to as it last existed ("enchanted creature", 608.2h)
        g.set(o, "left_attached", (host.id, host.zcc) if host is not None else None)
    if o.attached_to is not None:
        log_unattached(g, o, host)  # CR 701.3d: it left the battlefield
        g.set(o, "attached_to", None)
    if o.enchanted_player is not None:
        g.set(o, "enchanted_player", None)
    leave_combat(g, o)
    if o.unflipped is not None:
        g.set(o, "card", o.unflipped)  # CR 710.2: off the battlefield, only the normal characteristics
        g.set(o, "unflipped", None)
    if o.controller != o.owner:
        g.set(o, "controller", o.owner)


def _status_marks(o: GameObject) -> frozenset[str]:
    """CR 110.5, 506.4, 608.2h: whether the permanent leaving is tapped, attacking or blocking, kept
    as it last existed."""
    marks = {LEFT_TAPPED} if o.tapped else set()
    if o.attacking is not None:
        marks.add(LEFT_ATTACKING)
    if o.blocker:
        marks.add(LEFT_BLOCKING)
    if o.kicked:
        marks.add(f"{LEFT_KICKED}{o.kicked}")  # CR 113.7a: its paid optional cost, as it last existed
    return frozenset(marks)


def _lost_triggers(g: Game, o: GameObject) -> frozenset[str]:
    """CR 603.10a, 613.1f: the printed triggered abilities the permanent leaving doesn't have as it
    last exists on the battlefield (Humility, Turn to Frog) — its "When ~ dies" then doesn't
    trigger, as the abilities that look back in time are those it had immediately before."""
    if not o.card.triggered:
        return frozenset()
    now = abilities(g, o)
    if now is o.card.abilities:
        return frozenset()
    return frozenset(f"{LOST_TRIGGER}{i}" for i, a in enumerate(o.card.triggered) if a not in now)


def leave_combat(g: Game, o: GameObject) -> bool:
    """CR 506.4: ``o`` stops being an attacking, blocking, blocked or unblocked creature. The
    creatures it blocked stay blocked (509.1h); those blocking it no longer block it. Returns
    whether it was in combat."""
    st = g.state
    was = o.attacking is not None or o.blocker
    if o.attacking is not None:
        g.set(o, "attacking", None)
        g.set(o, "blocked", False)
        for b in o.blockers:
            blocker = st.objects[b]
            g.set(blocker, "blocking", tuple(a for a in blocker.blocking if a != o.id))
        g.set(o, "blockers", ())
    if o.blocker:
        for a in o.blocking:
            attacker = st.objects[a]
            g.set(attacker, "blockers", tuple(b for b in attacker.blockers if b != o.id))
        g.set(o, "blocking", ())
        g.set(o, "blocker", False)
    return was


def _put_into_graveyard_instead(g: Game, o: GameObject, controller: int | None) -> bool:
    """CR 614.1a: Mox Diamond put onto the battlefield by an effect, with no land card to discard."""
    if not o.card.statics:
        return False
    from arbiter.mtg.objects.as_enters import nothing_to_discard_instead

    return nothing_to_discard_instead(g, o, o.controller if controller is None else controller)


def _attached_to(g: Game, o: GameObject, source: Zone) -> tuple[int, ...]:
    """The permanents attached to ``o`` as it leaves ``source``: the battlefield, or a graveyard
    for an Aura that enchants a card there (CR 303.4a: Animate Dead) — each logged as becoming
    unattached from ``o`` as the object it still is (701.3d)."""
    st = g.state
    if source is Zone.BATTLEFIELD or (source is Zone.GRAVEYARD and o.card.is_creature):
        held = tuple(i for i in st.battlefield if st.objects[i].attached_to == o.id)
        for i in held:
            log_unattached(g, st.objects[i], o)
        return held
    return ()


def move(
    g: Game, o: GameObject, zone: Zone, rule: str, verb: str = "moves", *, bottom: bool = False,
    controller: int | None = None, discard: bool = False,
) -> None:  # fmt: skip
    """Move ``o`` to ``zone`` and log it with the rule that moved it; onto the battlefield, under
    ``controller``'s control when given (CR 110.2a; otherwise its current controller's) — also when
    a replacement effect puts it there instead. ``discard``: the move is a discard (701.9a)."""
    source = o.zone
    if zone is Zone.BATTLEFIELD and source in (Zone.GRAVEYARD, Zone.LIBRARY):
        cage = entry_forbidden(g, o, source)
        if cage is not None:  # CR 101.2: it can't enter the battlefield, so it stays where it is
            g.log(
                ev.EffectCreated(
                    "101.2", o.label, msg("can't enter the battlefield ({cage})", cage=CardName(cage.label))
                )
            )
            return
    if zone is Zone.BATTLEFIELD and source is not Zone.STACK and _put_into_graveyard_instead(g, o, controller):
        zone, rule, verb = Zone.GRAVEYARD, "614.1a", "is put instead"
    aura = zone is Zone.BATTLEFIELD and needs_host(o, source)
    if aura and stays(g, o, source):
        return  # CR 303.4g: nothing it could enchant, so it stays where it is
    # CR 701.21a, 614.6: a sacrifice stays one if a replacement effect sends it elsewhere
    sacrificed = source is Zone.BATTLEFIELD and zone is Zone.GRAVEYARD and "sacrificed" in verb
    # CR 614, 616.1: the replacement effects that watch this move, applied in order
    event = replace_zone_change(g, o, ZoneEvent(source, zone, rule, verb, discard=discard))
    zone, rule, verb = event.to, event.rule, event.verb
    if event.shuffle:
        g.log(
            ev.EffectCreated("701.20a", o.label, msg("is revealed"), (o.id,))
        )  # (then shuffled into its owner's library)
    if o.flashback:
        g.set(o, "flashback", False)
    seen, granted = _as_it_leaves(g, o) if source is Zone.BATTLEFIELD else (None, ())
    left_zcc = o.zcc
    st = g.state
    held = _attached_to(g, o, source) if source is Zone.BATTLEFIELD or source is Zone.GRAVEYARD else ()
    was = o.card if source is Zone.BATTLEFIELD and o.printed is not None else None
    if was is not None:
        granted = (*granted, *_copied_looking_back(o))
    remove_from_zone(g, o)
    # (its last known information is recorded as it leaves, with what is attached still attached:
    # CR 608.2h — Bonesplitter's +2/+0 and Basilisk Collar's deathtouch count)
    put_into_zone(g, o, zone, bottom=bottom, aura=aura, controller=controller)
    for i in held:  # CR 400.7: what was attached to the old object is attached to nothing now —
        g.set(st.objects[i], "attached_to", None)  # so it doesn't follow a card that comes back (704.5m)
    if zone is Zone.BATTLEFIELD:
        seen = _as_it_is(g, o)  # CR 603.6a: as it entered
    owner = g.state.players[o.owner].name
    together = _entering_with(zone)
    if seen is None:
        g.log(ev.ZoneChanged(rule, o.id, o.label, owner, source, zone, verb, together=together))
    else:
        g.log(ev.ZoneChanged(
            rule, o.id, o.label, owner, source, zone, verb, *seen, o.is_token, held, granted, was, together,
            sacrificed=sacrificed,
        ))  # fmt: skip
    if event.shuffle:
        shuffle(g, o.owner, "614.1a")  # "… and shuffle it into its owner's library instead"
    if zone is Zone.BATTLEFIELD:
        day_night.entered(g, o)  # CR 702.145d, g: a daybound or nightbound permanent makes it day or night
    if source is Zone.BATTLEFIELD and g.state.exiled_until:
        from arbiter.mtg.effects import return_exiled_until

        return_exiled_until(g, o, left_zcc)  # CR 610.3: "until ~ leaves the battlefield"
    if source is Zone.BATTLEFIELD and g.state.phased_out:
        from arbiter.mtg.objects.phasing import source_left

        source_left(g, o, left_zcc)  # CR 610.4: phased out "until ~ leaves the battlefield"


# CR 400.7a: what changes "the characteristics or controller" of an object (layers 1–7, 613.1)
_CHARACTERISTICS = (
    resolved.GainControl,
    resolved.Becomes,
    resolved.BecomeArtifactCreature,
    resolved.AddSubtype,
    resolved.BecomeColor,
    resolved.LandTypes,
    resolved.LoseAbilities,
    resolved.GainKeyword,
    resolved.GainAbility,
    resolved.LoseKeywords,
    resolved.BasePT,
    resolved.ModifyPT,
    resolved.SwitchPT,
)


def _carry_spell_effects(g: Game, o: GameObject, was: int) -> None:
    """CR 400.7a: effects from spells, activated abilities and triggered abilities that change the
    characteristics or controller of a permanent spell on the stack continue to apply to the
    permanent that spell becomes (Thoughtlace makes a Grizzly Bears spell blue: the Bears
    permanent is blue). ``was``: the spell's zone-change count."""
    st = g.state

    def carried(e: TurnEffect) -> bool:
        return e.object_id == o.id and e.zcc == was and isinstance(e.change, _CHARACTERISTICS)

    for field in ("effects", "lasting"):
        held: tuple[TurnEffect, ...] = getattr(st, field)
        if any(carried(e) for e in held):
            g.set(st, field, tuple(replace(e, zcc=o.zcc) if carried(e) else e for e in held))


def _as_it_leaves(
    g: Game, o: GameObject
) -> tuple[tuple[int, frozenset[CardType], tuple[str, ...]] | None, tuple[TriggeredAbility, ...]]:
    """CR 603.10a: what a permanent leaving the battlefield records of itself as it last existed
    there (its controller, types and subtypes) and the leaves-the-battlefield abilities granted to
    it — as it was before the others leaving with it left (704.8)."""
    known = _known_together(g, o)
    if known is not None:
        return known.seen, known.granted
    st = g.state
    granting = st.grant_sources or st.effects or st.granted_seen
    return _as_it_is(g, o), (_looking_back(g, o) if granting else ())


def hosts_first(group: list[GameObject]) -> list[GameObject]:
    """CR 603.10a, 603.6c: permanents that leave the battlefield at once each see the others as
    they were just before. Moving each one before the Auras and Equipment of the same group
    attached to it keeps them attached in its last known information, so "Whenever equipped
    creature dies" triggers when Skullclamp and its creature are destroyed together (the order
    is stable otherwise; a group of one is returned as it is)."""
    if len(group) < 2:
        return group
    by_id = {t.id: t for t in group}
    if all(t.attached_to not in by_id for t in group):
        return group

    def depth(t: GameObject) -> int:
        d, x = 0, t
        while x.attached_to in by_id and d < len(group):
            x, d = by_id[x.attached_to], d + 1
        return d

    return sorted(group, key=depth)


def _looking_back(g: Game, o: GameObject) -> tuple[TriggeredAbility, ...]:
    """CR 603.10a: the granted leaves-the-battlefield abilities of ``o`` as it last existed."""
    from arbiter.mtg.triggers.granted import looking_back

    return looking_back(g, o)


def _copied_looking_back(o: GameObject) -> tuple[TriggeredAbility, ...]:
    """CR 603.10a, 707.2: a copy leaving the battlefield triggers the leaves-the-battlefield
    abilities it had as the copy — its card is its own again once it has left (400.7)."""
    from arbiter.mtg.triggers.granted import looks_back

    return tuple(a for a in o.card.triggered if looks_back(a.event))


def _as_it_is(g: Game, o: GameObject) -> tuple[int, frozenset[CardType], tuple[str, ...]]:
    from arbiter.mtg.layers import card_types

    return o.controller, card_types(g, o), recorded_subtypes(g, o)


def recorded_subtypes(g: Game, o: GameObject) -> tuple[str, ...]:
    """The subtypes a zone change records for ``o`` (CR 603.6a, 603.10a). CR 702.73a, 205.3m: a
    changeling, or a permanent with all creature types, is every creature type — so a watcher's
    "another Ally you control enters" sees a changeling as an Ally."""
    from arbiter.mtg.layers import is_every_creature_type, subtypes
    from arbiter.mtg.objects.creature_types import CREATURE_TYPES

    kinds = subtypes(g, o)
    if is_every_creature_type(g, o):
        return (*kinds, *(t for t in CREATURE_TYPES if t not in kinds))
    return kinds


def still_there(g: Game, found: tuple[tuple[int, int], ...], zone: Zone) -> list[GameObject]:
    """CR 400.7: of the objects found (each as (id, zone-change count)), those still in ``zone`` as
    the same objects — one that left it meanwhile (a permanent sacrificed for mana while a question
    was asked) is gone, and if it came back it is a new object."""
    st = g.state
    out = []
    for oid, zcc in found:
        o = st.objects.get(oid)
        if o is not None and o.zcc == zcc and o.zone is zone:
            out.append(o)
    return out


def cards_in_hand(g: Game, player: int) -> tuple[int, ...]:
    """The cards in ``player``'s hand, the ones a discard may take (CR 701.9a): not a token
    returned there while a spell or ability resolves (Recoil on a token) — a token isn't a card
    (108.2b), and it ceases to exist at the next state-based check (111.7)."""
    st = g.state
    return tuple(c for c in st.players[player].hand if not st.objects[c].is_token)


def discard(g: Game, o: GameObject, rule: str = "701.9a") -> None:
    """CR 701.9a: move the card from its owner's hand to their graveyard, as a discard — or, if
    it has madness, to exile instead (a replacement effect, CR 702.35a, 614.1a). A token is no
    card to discard (108.2b), and one that left the battlefield can't change zones again (111.8)."""
    from arbiter.mtg.ir.casting_keywords import Madness

    if o.is_token:
        return
    if o.card.options and any(isinstance(a, Madness) for a in o.card.options):
        move(g, o, Zone.EXILE, "702.35a", "is discarded, exiled instead (madness) and put")
        g.log(ev.Discarded(rule, o.id, o.label, o.owner, madness=True))
        return
    # CR 614.1a, 616.1: the replacement effects on the discard's move ("… put it onto the
    # battlefield instead of putting it into your graveyard" — under its owner's control, 110.2a;
    # the card is still discarded, 701.9a)
    move(g, o, Zone.GRAVEYARD, rule, "is discarded and put", controller=o.owner, discard=True)
    g.log(ev.Discarded(rule, o.id, o.label, o.owner))
    gc = o.card.graveyard_cast
    if gc is not None and gc.name == "mayhem" and o.zone is Zone.GRAVEYARD:
        # CR 702.187b: "as long as you discarded this card this turn" — remembered with the turn
        g.set(o, "marks", o.marks | {"discarded"})
        g.set(o, "since", g.state.turn)


def draw(g: Game, player: int, rule: str = "121.1", replaceable: bool = True) -> None:
    """CR 121.1: put the top card of the library into the hand; CR 121.4 / 704.5b: drawing
    from an empty library makes the player lose the next time SBAs are checked. CR 614.11: a
    draw may be replaced — by dredge (702.52a), while a card with it is in the player's graveyard
    (``replaceable`` False: the opening hand's draws, 103.5, before any card can be there), and by
    "draw two cards instead" (614.1a, :mod:`arbiter.mtg.replacement.draws`); from an empty library
    by "you win the game instead" (:mod:`arbiter.mtg.replacement.empty_library`). CR 104.1: once
    the game has ended (a replaced draw won it), the resolution's other draws don't happen."""
    if g.state.over:
        return
    p = g.state.players[player]
    if replaceable and p.graveyard and dredge.could_replace(g, p) and dredge.replaced(g, player):
        return
    if replaceable and g.state.grant_sources and draws.replaced(g, player, rule):
        return  # CR 614.11: two draws instead
    if not p.library:
        if replaceable and g.state.grant_sources and empty_library.replaced(g, player):
            return  # CR 614.11, 614.6: "you win the game instead" — no draw was attempted
        if not p.drew_from_empty:
            g.set(p, "drew_from_empty", True)
        g.log(ev.Drew(rule, p.name, None))
        return
    oid = p.library[0]
    o = g.state.objects[oid]
    g.set(p, "library", p.library[1:])
    g.set(o, "zone", Zone.HAND)
    g.set(o, "zcc", o.zcc + 1)
    g.set(p, "hand", (*p.hand, oid))
    g.set(p, "cards_drawn", p.cards_drawn + 1)
    g.log(ev.Drew(rule, p.name, oid, p.cards_drawn))
    if p.cards_drawn == 1 and replaceable and o.card.options:
        miracle.drawn(g, player, o)  # CR 702.94a: the first card drawn this turn may be revealed


def shuffle(g: Game, player: int, rule: str = "701.24a") -> None:
    """CR 701.24a: randomize the library, with the RNG that is part of the state."""
    st = g.state
    p = st.players[player]
    cards = list(p.library)
    rng = st.rng
    for i in range(len(cards) - 1, 0, -1):
        rng, j = below(rng, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    g.set(st, "rng", rng)
    g.set(p, "library", tuple(cards))
    g.log(ev.Shuffled(rule, p.name))
