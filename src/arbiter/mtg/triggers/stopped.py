"""Triggers kept from happening by a static ability (CR 603.2, 604.1): "Creatures entering don't
cause abilities to trigger." (Torpor Orb), "Artifacts and creatures entering …" (Doorkeeper
Thrull), "Creatures entering or dying …" (Hushbringer); and triggers an entering makes happen an
additional time (603.2d: Panharmonicon) — counted after the stopped ones are dropped, so under
Torpor Orb a creature entering leaves Panharmonicon nothing to repeat.

What such an ability stops is a triggered ability whose trigger event is that permanent entering
the battlefield (CR 603.6a) or that creature dying (700.4) — its own "When ~ enters" / "When ~
dies" and every other permanent's "Whenever a creature enters / dies", whoever controls them; also
a "leaves the battlefield" or "is put into a graveyard from the battlefield" ability when the
permanent leaves by dying, since dying is that event. It doesn't stop replacement effects ("enters
with", "as ~ enters": 614.1c, 614.12 — not triggers), nor abilities that trigger on another part
of the same move (a card leaving a graveyard, a sacrifice) or on what the entering caused later.

When it applies (CR 603.6a, 611.3c, 603.10a): a permanent is looked at as it entered (continuous
effects already applied) or as it last existed; a static ability entering at the same time already
applies (all permanents on the battlefield, the newcomers included, are checked), and one leaving
at the same time still applies to dying (leaves-the-battlefield abilities look back in time) — so
a Hushbringer dying keeps its own death from triggering anything. An ability that triggers when a
card is put into a graveyard "from anywhere" doesn't look back: only a static ability still on the
battlefield after the event stops it, and never the dying creature's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.end_of_combat import DELAYED_ENTRY
from arbiter.mtg.effects.optional import RECOVER
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.statics.trigger_stops import EnteringDoesntTrigger, EnteringTriggersAgain
from arbiter.mtg.layers import statics
from arbiter.mtg.triggers.builtin import DELAYED
from arbiter.mtg.triggers.granted import granted_ability
from arbiter.mtg.triggers.watched_combat import WATCHED_TO_GRAVEYARD

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import TriggeredAbility
    from arbiter.mtg.triggers.look import Look
    from arbiter.mtg.triggers.matching import Waiting

# the trigger events that are a permanent entering the battlefield (CR 603.6a)
ENTERING = frozenset({"enters", "watched enters", "land enters yours", "creature enters yours other"})
# the leaves-the-battlefield events a creature dying is (CR 700.4, 603.6c, 603.10a)
DYING = frozenset(
    {
        "dies", "watched dies", "leaves", "watched leaves", "to graveyard from battlefield",
        WATCHED_TO_GRAVEYARD, "enchanted dies", "equipped dies", RECOVER,
    }
)  # fmt: skip
# "Whenever a card is put into your graveyard from anywhere": not a look-back trigger (603.10a)
FROM_ANYWHERE = frozenset({"card to your graveyard", "card to opponent graveyard"})


def stop_triggers(look: Look, e: ev.ZoneChanged, before: int) -> None:
    """Drop the triggers found from ``e`` (those after index ``before`` of the look's list) that a
    static ability keeps from triggering, then repeat those an "additional time" one makes trigger
    again (CR 603.2d). One early test: nothing that has or had such an ability."""
    entering = e.dest is Zone.BATTLEFIELD and e.source is not Zone.BATTLEFIELD
    dying = e.source is Zone.BATTLEFIELD and e.dest is Zone.GRAVEYARD and CardType.CREATURE in e.kinds
    if not (entering or dying):
        return
    g = look.g
    now, again = _statics_now(g, look)
    back = [*now, *_stopping_gone(look)] if dying else now
    if back:
        kept: list[Waiting] = []
        for w in look.found[before:]:
            if _stopped(g, w, e, entering, now, back):
                _forget_once(g, w)
            else:
                kept.append(w)
        look.found[before:] = kept
    if dying:
        again = [*again, *_again_gone(look)]  # CR 603.10a: a Teysa dying with the others still applies
    if again:
        _trigger_again(g, look, e, before, [(s, who) for s, who in again if s.dying == dying])


def _trigger_again(
    g: Game, look: Look, e: ev.ZoneChanged, before: int, again: list[tuple[EnteringTriggersAgain, int]]
) -> None:
    """CR 603.2d: "If an artifact or creature entering causes a triggered ability of a permanent you
    control to trigger, that ability triggers an additional time." — each such ability found from
    ``e`` (and not stopped) triggers once more for each of these statics its permanent's controller
    controls. Only abilities the permanent has: not a delayed or reflexive one (603.2d); and not one
    that "triggers only once each turn" (left to trigger once)."""
    if not again:
        return
    dying = again[0][0].dying
    kinds = DYING | FROM_ANYWHERE if dying else ENTERING
    out: list[Waiting] = []
    for w in look.found[before:]:
        out.append(w)
        ability = _ability(g, w)
        if ability is None or ability.once_each_turn or not any(x in kinds for x in ability.event.split("|")):
            continue
        controller = _source_controller(look, w.source)
        if controller is None:
            continue
        times = sum(1 for s, who in again if who == controller and (not s.kinds or s.kinds & e.kinds))
        out += [w] * times
    look.found[before:] = out


def _source_controller(look: Look, source: int) -> int | None:
    """The controller of the permanent whose ability triggered: now, or — when it left the
    battlefield in the event looked at (a creature's own "When ~ dies") — as it last existed (603.10a)."""
    o = look.g.state.objects.get(source)
    if o is None:
        return None
    if o.zone is Zone.BATTLEFIELD:
        return o.controller
    left = [x for x in look.events if isinstance(x, ev.ZoneChanged) and x.obj == source]
    return left[-1].controller if left and left[-1].source is Zone.BATTLEFIELD else None


def _again_gone(look: Look) -> list[tuple[EnteringTriggersAgain, int]]:
    """CR 603.10a: the "dying … triggers an additional time" statics of the permanents that left the
    battlefield in this look, with their controllers as they last existed (Teysa Karlov dying with
    another creature still makes its death's abilities trigger again)."""
    st = look.g.state
    out: list[tuple[EnteringTriggersAgain, int]] = []
    for x in look.events:
        if not isinstance(x, ev.ZoneChanged) or x.source is not Zone.BATTLEFIELD:
            continue
        o = st.objects.get(x.obj)
        if o is not None and o.zone is not Zone.BATTLEFIELD and not o.left_face_down:
            again = [s for s in (x.was or o.card).statics if isinstance(s, EnteringTriggersAgain) and s.dying]
            out += [(s, x.controller) for s in again]
    return out


def _stopped(
    g: Game,
    w: Waiting,
    e: ev.ZoneChanged,
    entering: bool,
    now: list[EnteringDoesntTrigger],
    back: list[EnteringDoesntTrigger],
) -> bool:
    """Whether the waiting trigger ``w`` found from ``e`` is one the static abilities stop."""
    ability = _ability(g, w)
    if ability is None:  # CR 603.7c: a delayed "when that creature dies this turn" (a built-in marker)
        if w.ability != DELAYED or entering:
            return False
        looked_back = w.subject is not None and w.subject[1] == DELAYED_ENTRY
        return _applies(back if looked_back else now, e.kinds, True)
    events = ability.event.split("|")
    if entering:
        return any(x in ENTERING for x in events) and _applies(now, e.kinds, False)
    if any(x in DYING for x in events):
        return _applies(back, e.kinds, True)  # CR 603.10a: as the board was just before
    return any(x in FROM_ANYWHERE for x in events) and _applies(now, e.kinds, True)


def _applies(stops: list[EnteringDoesntTrigger], kinds: frozenset[CardType], dying: bool) -> bool:
    """CR 603.6a, 603.10a: one of the static abilities covers a permanent of these card types
    (as it entered or as it last existed) entering — or, for ``dying``, a creature dying."""
    if dying:
        return CardType.CREATURE in kinds and any(s.dying for s in stops)
    return any(s.kinds & kinds for s in stops)


def _statics_now(g: Game, look: Look) -> tuple[list[EnteringDoesntTrigger], list[tuple[EnteringTriggersAgain, int]]]:
    """The static abilities of the permanents on the battlefield right after the event looked at —
    those there now (the permanents entering with it included, CR 603.6a), less those that entered
    after it in a later event (not those one effect put there together with it, 603.10): the ones
    that stop triggers, and the ones that repeat them with their controllers."""
    st = g.state
    stops: list[EnteringDoesntTrigger] = []
    again: list[tuple[EnteringTriggersAgain, int]] = []
    if not st.grant_sources:
        return stops, again
    # CR 603.10: those put there by the same event as this one (Living Death's creatures) aren't later
    cur = look.events[look.at]
    group = cur.together if isinstance(cur, ev.ZoneChanged) else None
    later = {
        x.obj for x in look.events[look.at + 1 :]
        if isinstance(x, ev.ZoneChanged) and x.dest is Zone.BATTLEFIELD and (group is None or x.together != group)
    }  # fmt: skip
    for sid in st.grant_sources:
        o = st.objects[sid]
        if sid in later or o.zone is not Zone.BATTLEFIELD:
            continue
        for s in statics(g, o):
            if isinstance(s, EnteringDoesntTrigger):
                stops.append(s)
            elif isinstance(s, EnteringTriggersAgain):
                again.append((s, o.controller))
    return stops, again


def _stopping_gone(look: Look) -> list[EnteringDoesntTrigger]:
    """CR 603.10a: the static abilities of the permanents that left the battlefield in this look,
    as they last existed (a face-down one had none, 708.2) — a Hushbringer dying with the others,
    or by itself."""
    st = look.g.state
    out: list[EnteringDoesntTrigger] = []
    for x in look.events:
        if not isinstance(x, ev.ZoneChanged) or x.source is not Zone.BATTLEFIELD:
            continue
        o = st.objects.get(x.obj)
        if o is not None and o.zone is not Zone.BATTLEFIELD and not o.left_face_down:
            out += [s for s in (x.was or o.card).statics if isinstance(s, EnteringDoesntTrigger)]
    return out


def _ability(g: Game, w: Waiting) -> TriggeredAbility | None:
    """The triggered ability a waiting trigger names: printed, granted, or None for a built-in one."""
    if w.ability < 0:
        return None
    found = granted_ability(g, w.ability)
    if found is not None:
        return found
    source = g.state.objects.get(w.source)
    triggered = source.card.triggered if source is not None else ()
    return triggered[w.ability] if w.ability < len(triggered) else None


def _forget_once(g: Game, w: Waiting) -> None:
    """An ability that "triggers only once each turn" and was stopped hasn't triggered this turn:
    the mark its match left on the object goes (cf. 602.5b)."""
    source = g.state.objects.get(w.source)
    if source is None or not 0 <= w.ability < len(source.card.triggered):
        return
    if source.card.triggered[w.ability].once_each_turn:
        mark = (-100 - w.ability, g.state.turn)
        if mark in source.used:
            g.set(source, "used", tuple(u for u in source.used if u != mark))
