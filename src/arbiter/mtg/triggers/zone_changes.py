"""Triggers on zone changes (CR 603.6, 603.10): "enters", "dies", "leaves", "is put into a
graveyard" — of the object itself, of a watched object, of the creature an Aura or Equipment
is attached to — and the delayed "return it" triggers (603.7c). Leaves-the-battlefield
abilities look back in time (603.10a)."""

from __future__ import annotations

from dataclasses import replace

from arbiter.mtg import events as ev
from arbiter.mtg.effects.optional import RECOVER
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.filtering import beyond_known, fits_known, fits_seen
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.layers import is_creature
from arbiter.mtg.state import GameObject, WaitingTrigger
from arbiter.mtg.triggers.builtin import DELAYED
from arbiter.mtg.triggers.conditions import condition_holds
from arbiter.mtg.triggers.earthbend import earthbent_left
from arbiter.mtg.triggers.granted import granted_index
from arbiter.mtg.triggers.graveyard import live
from arbiter.mtg.triggers.look import Look
from arbiter.mtg.triggers.matching import Waiting
from arbiter.mtg.triggers.patterns import Attached, names
from arbiter.mtg.triggers.sacrifices import sacrificed
from arbiter.mtg.triggers.watched_combat import WATCHED_TO_GRAVEYARD
from arbiter.mtg.turn.history import DEALT_DAMAGE_BY_SOURCE, dealt_damage_by_this_turn


def zone_changed(look: Look, e: ev.ZoneChanged) -> None:
    """Everything one zone change triggers, in a fixed order."""
    st = look.g.state
    if e.controller >= 0 and (look.holders() or look.gone()):
        look.found += _watched(look, e)
        sacrificed(look, e)  # CR 701.21a: "Whenever you sacrifice a Clue"
    o = st.objects.get(e.obj)
    if o is None:
        return
    dies = e.source is Zone.BATTLEFIELD and e.dest is Zone.GRAVEYARD
    if dies and CardType.CREATURE in e.kinds:
        _attached_dies(look, e, o)
        _recover(look, o)
        _delayed_dies(look, o)
    if e.dest is Zone.GRAVEYARD:
        _delayed_return(look, o)
        if not o.is_token:
            _card_to_graveyard(look, o)
    if e.dest is Zone.BATTLEFIELD:
        _entered_yours(look, o)
    if e.source is Zone.BATTLEFIELD and st.delayed:
        earthbent_left(look, e, o)  # CR 701.66a: "When that land dies or is put into exile, …"
    if e.source is Zone.GRAVEYARD and not o.is_token:
        _left_graveyard(look, e, o)
    if o.left_face_down and e.source is Zone.BATTLEFIELD:
        return  # CR 603.10a, 708.2: as it last existed it had no abilities to trigger
    if e.granted:
        _granted_left(look, e, o, dies)
    if o.card.triggered and e.was is None:  # a copy's abilities as it left are in e.granted (707.2)
        _own_moved(look, e, o, dies)


def _own_moved(look: Look, e: ev.ZoneChanged, o: GameObject, dies: bool) -> None:
    """The object's own abilities its move triggers. CR 603.3a, 603.10a: a leaves-the-battlefield
    ability is controlled by whoever controlled the permanent as it left — not its owner, who
    has the card now (Penumbra Kavu stolen by alice makes alice's token)."""
    left = e.source is Zone.BATTLEFIELD
    whose = e.controller if left and e.controller >= 0 else None
    if dies:
        look.match(o, "to graveyard from battlefield", controller=whose)
    if left:
        look.match(o, "leaves", controller=whose)  # CR 603.10a: looks back in time
    if e.dest is Zone.GRAVEYARD:
        look.match(o, "to graveyard from anywhere", controller=whose)  # CR 603.6c
    if e.dest is Zone.BATTLEFIELD:
        look.match(o, "enters")
    elif e.dest is Zone.HAND and e.source is Zone.GRAVEYARD:
        look.match(o, "to hand from graveyard")  # CR 113.6k: "When ~ is put into your hand from your graveyard"
    elif dies and CardType.CREATURE in e.kinds:
        # CR 700.4, 603.10a: "dies" is a creature put into a graveyard from the battlefield, as
        # it last existed — a crewed Vehicle dies, a creature card that wasn't a creature doesn't
        look.match(o, "dies", controller=whose)


def copy_left_own_event(look: Look, o: GameObject, happened: str) -> bool:
    """CR 707.2, 603.10a, 702.110b: an event of the permanent's own ("When ~ exploits a creature")
    that it caused as it was leaving the battlefield — a Phantasmal Image copying Sidisi, Undead
    Vizier, sacrificed to its own exploit — triggers the abilities it had then as a copy: off the
    battlefield its card is its own again (400.7). True if it left as a copy (its card's own
    abilities then don't trigger)."""
    left = next(
        (
            x for x in reversed(look.events[: look.at])
            if isinstance(x, ev.ZoneChanged) and x.obj == o.id and x.source is Zone.BATTLEFIELD
        ),
        None,
    )  # fmt: skip
    if left is None or left.was is None:
        return False
    g = look.g
    whose = left.controller if left.controller >= 0 else o.controller
    for ability in left.was.triggered:
        if names(ability.event, happened, o.counter) and condition_holds(g, o, ability):
            look.found.append(WaitingTrigger(o.id, granted_index(g, ability), whose, None))
    return True


def _granted_left(look: Look, e: ev.ZoneChanged, o: GameObject, dies: bool) -> None:
    """CR 603.10a, 613.1f: the leaves-the-battlefield abilities the permanent had from other
    objects as it left ("Enchanted creature has "When this creature dies, …""), controlled by
    its controller then (603.3a)."""
    g = look.g
    happened = ["leaves", *(("to graveyard from battlefield",) if dies else ())]
    if dies and CardType.CREATURE in e.kinds:
        happened.append("dies")
    whose = e.controller if e.controller >= 0 else o.controller
    for ability in e.granted:
        if any(names(ability.event, h, o.counter) for h in happened) and condition_holds(g, o, ability):
            look.found.append(WaitingTrigger(o.id, granted_index(g, ability), whose, None))


def _attached_dies(look: Look, e: ev.ZoneChanged, o: GameObject) -> None:
    """ "When enchanted / equipped creature dies" (the attachment is still there, 603.10a)."""
    st = look.g.state
    attached = [
        (x, "equipped" if "Equipment" in x.card.subtypes else "enchanted")
        for x in (st.objects[i] for i in e.attachments if i in st.objects)
        if x.card.triggered
    ]  # what was attached as it died, wherever it is now (an Aura follows it, 704.5m; 603.10a)
    for att, kind in attached:
        look.match(att, Attached(kind, "dies"), (o.id, o.zcc))


def _recover(look: Look, o: GameObject) -> None:
    """CR 702.59a: recover triggers from its owner's graveyard when a creature is put into that
    graveyard from the battlefield (a token too, 111.7; not the recover card itself). The trigger
    remembers the card as the object it is now (400.7)."""
    st = look.g.state
    for cid in st.players[o.owner].graveyard:
        card = st.objects[cid]
        if cid != o.id and card.card.triggered and any(t.event == RECOVER for t in card.card.triggered):
            look.match(card, RECOVER, (card.id, card.zcc), card.owner)


def _delayed_return(look: Look, o: GameObject) -> None:
    """CR 603.7c: a delayed "return that card to the battlefield" trigger triggers once, for
    that object, this turn."""
    g = look.g
    st = g.state
    if not st.delayed:
        return
    for entry in st.delayed:
        if (
            not entry.fired and not entry.at and entry.object == o.id and o.zcc == entry.zcc + 1
            and entry.turn == st.turn and o.owner == entry.controller
        ):  # fmt: skip
            look.found.append(WaitingTrigger(o.id, DELAYED, entry.controller, None))
            # it waits with its ability until it is put on the stack (603.7c: it triggers only once)
            g.set(st, "delayed", tuple(replace(d, fired=True) if d is entry else d for d in st.delayed))


def _delayed_dies(look: Look, o: GameObject) -> None:
    """CR 603.7c: a delayed "when that creature dies this turn" trigger triggers once, for that
    permanent (the object it was as the trigger was created: the card it became is one zone change
    later), this turn; it is its creator's (603.7d)."""
    from arbiter.mtg.effects.delayed_dies import DIES
    from arbiter.mtg.effects.end_of_combat import DELAYED_ENTRY

    g = look.g
    st = g.state
    for entry in st.delayed:
        mine = entry.at == DIES and entry.subject == (o.id, o.zcc - 1)
        if mine and not entry.fired and entry.turn == st.turn:
            # its creator's source (603.7e), the entry named by its uid
            look.found.append(WaitingTrigger(entry.object, DELAYED, entry.controller, (entry.uid, DELAYED_ENTRY)))
            g.set(st, "delayed", tuple(replace(d, fired=True) if d is entry else d for d in st.delayed))


def _card_to_graveyard(look: Look, o: GameObject) -> None:
    """ "Whenever a card is put into your graveyard from anywhere" (not a look-back trigger):
    permanents and emblems (CR 114.4) of the card's owner; "… into an opponent's graveyard …":
    the other player's permanents (CR 102.2)."""
    st = look.g.state
    for sid in (*st.battlefield, *st.players[o.owner].command):
        src = st.objects[sid]
        if src.card.triggered and look.controller_of(src) == o.owner and src.id != o.id:
            look.match(src, "card to your graveyard", (o.id, o.zcc))
    for sid in st.battlefield:  # "Whenever a card is put into an opponent's graveyard from anywhere"
        src = st.objects[sid]
        if src.card.triggered and src.controller != o.owner:
            look.match(src, "card to opponent graveyard", (o.id, o.zcc))


INSTANT_OR_SORCERY_LEAVES = "instant or sorcery card leaves your graveyard"


def _left_graveyard(look: Look, e: ev.ZoneChanged, o: GameObject) -> None:
    """ "Whenever one or more cards leave your graveyard" (CR 603.2c): once for the cards that leave
    one graveyard together — the first of them among the events looked at triggers it; "Whenever an
    instant or sorcery card leaves your graveyard": once for each such card (a token is no card)."""
    owner = o.owner
    st = look.g.state
    if not o.is_token and (CardType.INSTANT in o.card.types or CardType.SORCERY in o.card.types):
        for src in look.holders():  # "Whenever an instant or sorcery card leaves your graveyard" (each card)
            if src.controller == owner:
                look.match(src, INSTANT_OR_SORCERY_LEAVES)
    for x in look.events[: look.at]:
        if isinstance(x, ev.ZoneChanged) and x.source is Zone.GRAVEYARD and x is not e:
            earlier = st.objects.get(x.obj)
            if earlier is not None and earlier.owner == owner and not earlier.is_token:
                return  # (already triggered by this batch)
    for src in look.holders():
        if src.controller == owner:
            look.match(src, "cards leave your graveyard")


def _entered_yours(look: Look, o: GameObject) -> None:
    """ "Whenever a land you control enters", "Whenever another creature you control enters"."""
    for src in look.holders():
        if look.controller_of(src) != o.controller:
            continue
        if o.card.is_land:
            look.match(src, "land enters yours")
        if is_creature(look.g, o) and src.id != o.id:
            look.match(src, "creature enters yours other")


def _watched(look: Look, e: ev.ZoneChanged) -> list[Waiting]:
    """ "Whenever [~ or] another creature [you control] enters / dies": the event carries the
    permanent as it entered or as it last existed (CR 603.6a, 603.10a)."""
    events: tuple[str, ...]
    left: list[tuple[GameObject, tuple[TriggeredAbility, ...], int, bool]] = []
    if e.dest is Zone.BATTLEFIELD:
        events = ("watched enters",)
    elif e.source is Zone.BATTLEFIELD:
        # "dies" for a creature (CR 700.4); "is put into a graveyard from the battlefield" for any
        # permanent; "leaves the battlefield" to any zone (603.6c, 603.10a)
        events = ("watched leaves",)
        if e.dest is Zone.GRAVEYARD:
            died = (WATCHED_TO_GRAVEYARD, "watched dies") if CardType.CREATURE in e.kinds else (WATCHED_TO_GRAVEYARD,)
            events = (*died, "watched leaves")
        left = _left_watchers(look)
    else:
        return []
    found: list[Waiting] = []
    # CR 603.10a: a leaving permanent is looked for by the permanents there before it left
    watchers = look.looking_back() if e.source is Zone.BATTLEFIELD else look.holders()
    for w in watchers:
        found += _watch_matches(look, e, events, (w, w.card.triggered, look.controller_of(w), False))
    for watcher in left:
        found += _watch_matches(look, e, events, watcher)
    return found


def _names_one(event: str, events: tuple[str, ...]) -> bool:
    """CR 603.2: whether an ability's ``event`` names one of ``events`` — itself, or one of its
    ``|``-joined alternatives ("Whenever you cast a black spell or a Swamp you control enters")."""
    return event in events or ("|" in event and any(part in events for part in event.split("|")))


def _left_watchers(look: Look) -> list[tuple[GameObject, tuple[TriggeredAbility, ...], int, bool]]:
    """CR 603.10a: the watchers that left the battlefield in this look (a board wipe), as they last
    existed — a copy with the abilities it had as the copy (707.2), each controlled by whoever
    controlled it as it left (603.3a)."""
    st = look.g.state
    out: list[tuple[GameObject, tuple[TriggeredAbility, ...], int, bool]] = []
    for x in look.events:
        if not isinstance(x, ev.ZoneChanged) or x.source is not Zone.BATTLEFIELD:
            continue
        w = st.objects.get(x.obj)
        if w is None or w.zone is Zone.BATTLEFIELD:
            continue
        card = x.was or w.card
        if card.triggered:
            whose = x.controller if x.controller >= 0 else look.controller_of(w)
            out.append((w, card.triggered, whose, x.was is not None))
    return out


def _watch_matches(
    look: Look,
    e: ev.ZoneChanged,
    events: tuple[str, ...],
    watcher: tuple[GameObject, tuple[TriggeredAbility, ...], int, bool],
) -> list[Waiting]:
    """The abilities of one watcher that the zone change ``e`` triggers; a copy that left names
    its abilities as granted ones (its card is its own again, 707.2, 113.7a)."""
    g = look.g
    st = g.state
    w, triggered, whose, copied = watcher
    wid = w.id
    if w.left_face_down:
        return []
    found: list[Waiting] = []
    for i, ability in enumerate(triggered):
        watch = ability.watch
        if watch is None or not _names_one(ability.event, events) or not live(ability, w, look.yard):
            continue
        if not fits_known(watch, e.obj, wid, e.controller, whose, e.kinds, e.subtypes, e.token):
            continue
        if watch.this_turn == DEALT_DAMAGE_BY_SOURCE and not dealt_damage_by_this_turn(g, e.obj, wid):
            continue  # "Whenever a creature dealt damage by ~ this turn dies" (603.10a, 120.1)
        seen = st.objects.get(e.obj)
        entered = e.dest is Zone.BATTLEFIELD
        if beyond_known(watch) and (seen is None or not fits_seen(g, watch, seen, entered, whose, wid)):
            continue  # "with power 3 or greater", "with flying" (CR 603.6a, 603.10a)
        if not condition_holds(g, w, ability, st.objects.get(e.obj)):
            continue
        if ability.once_each_turn:
            mark = (-100 - i, st.turn)  # tracked on the object (cf. 602.5b)
            if mark in w.used:
                continue
            g.set(w, "used", (*w.used, mark))
        index = granted_index(g, ability) if copied else i
        subject = (e.obj, st.objects[e.obj].zcc) if e.obj in st.objects else None
        # CR 603.2, 603.10a: "a creature an opponent controls dies, that player …" — the opponent
        # who controlled it as it last existed
        that = e.controller if watch.controller == "opponent" and e.controller >= 0 else None
        found.append(WaitingTrigger(w.id, index, whose, subject, that))
    return found
