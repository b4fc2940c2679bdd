"""Looking for triggered abilities (CR 603.2): pure matchers over the event log since the last
look. Each kind of event has its matcher; what matched waits to be put on the stack (603.3)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.casting.flash_for_more import cleanup_sacrifices
from arbiter.mtg.effects import dungeons, next_cast, the_ring
from arbiter.mtg.effects.adapt import BecameMonstrous
from arbiter.mtg.effects.copies import SpellCopied
from arbiter.mtg.effects.end_of_combat import (
    END_OF_COMBAT,
    NEXT_END_STEP,
    NEXT_MAIN_PHASE,
    THAT_TURNS_END_STEP,
    UPKEEP_MOMENTS,
    YOUR_NEXT_END_STEP,
    at_end_of_combat,
)
from arbiter.mtg.effects.monarch import COMBAT_DAMAGE, END_STEP_DRAW
from arbiter.mtg.enums import CardType, EndStepAction, Step, Zone
from arbiter.mtg.keywords import cipher
from arbiter.mtg.keywords.miracle import RevealedForMiracle, miracle_trigger
from arbiter.mtg.keywords.triggers import (
    FIRST_COMBAT_DAMAGE_EVENT,
    attack_keyword_events,
    first_combat_damage_to_player,
)
from arbiter.mtg.layers import abilities, card_types, has_keyword, is_creature
from arbiter.mtg.objects import classes as classes
from arbiter.mtg.objects import sagas as sagas
from arbiter.mtg.objects.transform import Transformed
from arbiter.mtg.state import LOST_TRIGGER, GameObject, ObjectRef, WaitingTrigger
from arbiter.mtg.triggers import batches, builtin, face_up, player_actions
from arbiter.mtg.triggers.block_pairs import pair_triggers
from arbiter.mtg.triggers.builtin import (
    DECAYED,
    DELAYED_DRAW,
    DELAYED_UNLESS_PAID,
    END_STEP_INDEX,
    MADNESS,
    PROVOKE,
    SUSPEND_CAST,
    SUSPEND_UPKEEP,
    SUSPEND_UPKEEP_ABILITY,
    siege_defeated,
)
from arbiter.mtg.triggers.conditions import condition_holds
from arbiter.mtg.triggers.counters_put import counters_put
from arbiter.mtg.triggers.crimes import crime_committed
from arbiter.mtg.triggers.damage_amounts import damage_amounts, first_dealt_by, first_dealt_to
from arbiter.mtg.triggers.discard_batches import discarded_batch
from arbiter.mtg.triggers.draws import drew
from arbiter.mtg.triggers.granted import granted_index, has_triggers, remember_granted
from arbiter.mtg.triggers.life_changes import life_changed, life_gained
from arbiter.mtg.triggers.look import Look
from arbiter.mtg.triggers.matching import PLAYER, Waiting, attachments, first_blocker, matching
from arbiter.mtg.triggers.patterns import Attached, AttackWith, LastCounter, SpellCast
from arbiter.mtg.triggers.player_actions import cycled_watched, discarded_watched
from arbiter.mtg.triggers.player_attacked import ENCHANTED_PLAYER_ATTACKED
from arbiter.mtg.triggers.spell_counts import first_kinds
from arbiter.mtg.triggers.spell_filters import filtered_casts
from arbiter.mtg.triggers.spell_kinds import SUBTYPE, more_kinds
from arbiter.mtg.triggers.stopped import stop_triggers
from arbiter.mtg.triggers.targeted import target_changed, targeted
from arbiter.mtg.triggers.transformed import transformed
from arbiter.mtg.triggers.watched_combat import (
    WATCHED_ATTACKS,
    WATCHED_ATTACKS_ALONE,
    WATCHED_BECOMES_BLOCKED,
    WATCHED_BLOCKS,
    WATCHED_COMBAT_DAMAGE,
    WATCHED_COMBAT_DAMAGE_ENCHANTED,
    WATCHED_TO_GRAVEYARD,
    attacks_enchanted,
    attacks_you,
    watched,
)
from arbiter.mtg.triggers.zone_changes import copy_left_own_event, zone_changed
from arbiter.mtg.turn import day_night
from arbiter.mtg.turn.history import attacked_this_turn

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef


def collect(g: Game) -> None:
    """CR 603.2: look at what happened since the last look; remember what triggered. Events of
    kinds that trigger nothing (priority passed, mana added or paid…) are passed over without
    preparing a look at all."""
    st = g.state
    log = st.log
    if log is None or log[2] <= st.trigger_mark:
        return
    if log[2] - st.trigger_mark == 1:  # (one new event, the commonest look: a pass, a tap, a step)
        event = log[0]
        g.set(st, "trigger_mark", log[2])
        if st.granted_seen or st.grant_sources or st.effects:
            remember_granted(g)  # (after this look: for the next zone changes, CR 603.10a)
        handler = _HANDLER_OF[kind] if (kind := type(event)) in _HANDLER_OF else _handler(kind)
        if handler is None:
            return
        events: list[object] = [event]
        handlers: list[Handler | None] = [handler]
    else:
        events = _new_events(g)
        if st.granted_seen or st.grant_sources or st.effects:
            remember_granted(g)  # (after this look: for the next zone changes, CR 603.10a)
        handlers = [_HANDLER_OF[k] if (k := type(e)) in _HANDLER_OF else _handler(k) for e in events]
        if not any(handlers):
            return
    look = Look(g, events)
    for i, handler in enumerate(handlers):
        if handler is not None:
            look.at = i
            handler(look, events[i])
    found = [_pinned(g, w) for w in look.found if _still_has(g, w)]
    if found:
        g.set(st, "waiting", (*st.waiting, *found))


def _still_has(g: Game, w: Waiting) -> bool:
    """CR 603.2, 603.10, 613.1f: a printed triggered ability of a permanent triggers only if the
    permanent has it after the event — not once it lost it in layer 6 (Humility, Turn to Frog,
    Blood Moon's 305.7), so a creature entering under Humility doesn't trigger its "When ~
    enters". A source no longer on the battlefield (an ability looking back in time, 603.10a, or
    working from a graveyard, 113.6m) is kept as it was found."""
    source = g.state.objects.get(w.source)
    if source is None or not 0 <= w.ability < len(source.card.triggered):
        return True
    ability = source.card.triggered[w.ability]
    if source.zone is not Zone.BATTLEFIELD:
        # CR 603.10a: a look-back ability of a permanent that left triggers only if it had it then
        return not (ability.event in _LOOK_BACK and f"{LOST_TRIGGER}{w.ability}" in source.left_marks)
    return ability in abilities(g, source)


def _pinned(g: Game, w: Waiting) -> Waiting:
    """CR 707.2, 113.7a: a copy's own triggered ability that triggered is the copied one — kept by
    value, as a granted one is, so that the copy leaving the battlefield before the ability is put
    on the stack (the legend rule on a Clone of its controller's legend) doesn't change it: off
    the battlefield the card is its own again (400.7)."""
    source = g.state.objects.get(w.source)
    if source is None or source.printed is None or not 0 <= w.ability < len(source.card.triggered):
        return w
    return replace(w, ability=granted_index(g, source.card.triggered[w.ability]))


# the trigger events of abilities that look back in time at their own permanent (CR 603.10a)
_LOOK_BACK = ("dies", "leaves", "to graveyard from battlefield", "watched dies", "watched leaves", WATCHED_TO_GRAVEYARD)


def _new_events(g: Game) -> list[object]:
    """The events logged since the last look, oldest first; marks them looked at."""
    st = g.state
    count = st.event_count
    fresh = count - st.trigger_mark
    if fresh <= 0:
        return []
    out: list[object] = []
    cell = st.log
    for _ in range(fresh):
        assert cell is not None
        out.append(cell[0])
        cell = cell[1]
    out.reverse()
    g.set(st, "trigger_mark", count)
    return out


Handler = Callable[[Look, object], None]  # (each handler narrows the event to its kind)


def _handler(kind: type) -> Handler | None:
    """The handler of an event class: its own, else the nearest base class's (found once)."""
    if kind in _HANDLER_OF:
        return _HANDLER_OF[kind]
    found = next((_HANDLERS[base] for base in kind.__mro__ if base in _HANDLERS), None)
    _HANDLER_OF[kind] = found
    return found


def _zone_changed(look: Look, e: object) -> None:
    assert isinstance(e, ev.ZoneChanged)
    before = len(look.found)
    zone_changed(look, e)
    if len(look.found) > before:  # CR 603.2, 604.1: "Creatures entering don't cause abilities to trigger."
        stop_triggers(look, e, before)
    sagas.entered(look, e)  # CR 714.3a, 714.2b: a Saga's chapter I as it enters


def _stack_object_event(look: Look, e: object) -> None:
    """Ward and "becomes the target" (CR 702.21a, 603.2) when a spell or ability is put on the
    stack or gets its targets; then what casting or activating itself triggers."""
    assert isinstance(e, ev.SpellCast | ev.AbilityActivated | ev.TargetsChosen)
    g = look.g
    look.found += builtin.ward(g, e.obj)
    look.found += targeted(g, e.obj)
    if not isinstance(e, ev.TargetsChosen) or e.what == "triggered ability":
        crime_committed(look, e.obj)  # CR 700.13 (a copy isn't cast, 707.10)
    if isinstance(e, ev.AbilityActivated):
        look.found += _cycled(g, e.obj)
        _cycling_watched(look, e.obj)
    elif isinstance(e, ev.SpellCast):
        _spell_cast(look, e)


def _own_event(look: Look, e: object) -> None:
    assert isinstance(e, ev.Exploited | ev.TurnedFaceUp | ev.Exerted | ev.Enlisted)
    o = look.g.state.objects.get(e.obj)
    if o is not None and o.zone is not Zone.BATTLEFIELD and copy_left_own_event(look, o, _OWN_EVENTS[type(e)]):
        return  # CR 707.2, 603.10a: a copy that exploited itself triggers as the copy it was
    if o is not None and o.card.triggered:
        # CR 702.110b (even if it sacrificed itself); 708.8: enters-triggers don't; "When you do" (701.43d, 603.12)
        look.match(o, _OWN_EVENTS[type(e)])


def _monstrous(look: Look, e: object) -> None:
    """CR 701.37b, 603.2: "When ~ becomes monstrous"."""
    assert isinstance(e, BecameMonstrous)
    o = look.g.state.objects.get(e.obj)
    if o is not None and o.zone is Zone.BATTLEFIELD and o.card.triggered:
        look.match(o, "becomes monstrous")


_DELAYED_MOMENTS = {
    Step.END_OF_COMBAT: (END_OF_COMBAT,),
    Step.END: (NEXT_END_STEP, YOUR_NEXT_END_STEP, THAT_TURNS_END_STEP),
    Step.UPKEEP: UPKEEP_MOMENTS,
    Step.MAIN1: (NEXT_MAIN_PHASE,),
    Step.MAIN2: (NEXT_MAIN_PHASE,),
}


def _step_event(look: Look, e: object) -> None:
    assert isinstance(e, ev.StepBegan)
    if e.step in _STEP_EVENTS:
        _step_began(look, e)
    st = look.g.state
    if st.delayed and e.step in _DELAYED_MOMENTS:
        # CR 511.2, 513.1, 603.7: "at end of combat", "at the beginning of the next end step", "… of
        # the next turn's upkeep" (503.1), "… of your next main phase" (505.1)
        for moment in _DELAYED_MOMENTS[e.step]:
            look.found += at_end_of_combat(look.g, moment)
    if e.step is Step.CLEANUP:
        look.found += cleanup_sacrifices(look.g)  # CR 603.7, 514.3a
    for later in st.unless_paid:
        if later.step is e.step and later.player == st.active and later.turn <= st.turn:
            # CR 603.7, 116.2c: not paid for before this step — Quenchable Fire, Glass Asp
            look.found.append(WaitingTrigger(later.source, DELAYED_UNLESS_PAID, later.controller, (later.uid, 0)))


def _untapped(look: Look, e: object) -> None:
    assert isinstance(e, ev.Untapped | ev.BecameUntapped)
    for oid in e.ids if isinstance(e, ev.Untapped) else (e.obj,):
        o = look.g.state.objects.get(oid)
        if o is not None and o.card.triggered:
            look.match(o, "becomes untapped")  # "Whenever ~ becomes untapped"


def _tapped(look: Look, e: object) -> None:
    assert isinstance(e, ev.Tapped)
    o = look.g.state.objects.get(e.obj)
    if o is not None and has_triggers(look.g, o):
        look.match(o, "becomes tapped")
    if o is not None and o.zone is Zone.BATTLEFIELD:
        for att, kind in attachments(look.g, o.id):  # "Whenever enchanted land becomes tapped" ("it": the land)
            look.match(att, Attached(kind, "becomes tapped"), (o.id, o.zcc))


def _drew_card(look: Look, e: object) -> None:
    assert isinstance(e, ev.Drew)
    if e.obj is not None:
        drew(look, e)


# the events an object's own abilities trigger on, named after what happened to it
_OWN_EVENTS = {
    ev.Exploited: "exploits", ev.TurnedFaceUp: "turned face up", ev.Exerted: "exerted", ev.Enlisted: "enlisted"
}  # fmt: skip

# the beginning of a step: the event for its controller's own turn, and the one for every turn
_STEP_EVENTS = {
    Step.UPKEEP: ("upkeep", "each upkeep"),
    Step.END: ("end step", "each end step"),
    Step.BEGINNING_OF_COMBAT: ("combat yours", "each combat"),
    Step.MAIN1: ("main1 yours", "each main1"),  # CR 505.1a: "each player's first main phase"
    Step.MAIN2: ("main2 yours", ""),
    Step.DRAW: ("draw step", "each draw step"),  # CR 504.2 (after the turn-based draw, 504.1)
}


def _spell_cast(look: Look, e: ev.SpellCast) -> None:
    """What casting a spell triggers (CR 601.2i: when it becomes cast)."""
    g = look.g
    spell = g.state.objects.get(e.obj)
    if spell is None:
        return
    present = look.present()
    look.found += _cast_triggers(g, spell, e.nth, present, look.yard)
    look.found += builtin.extort(g, spell)
    look.found += next_cast.next_cast_triggers(g, spell)  # CR 603.7c: "When you next cast …"
    if spell.card.types & {CardType.INSTANT, CardType.SORCERY}:
        for o, controller in present:
            if controller == spell.controller:
                look.match(o, "cast instant or sorcery", (spell.id, spell.zcc), controller=controller)  # "that spell"
    if _spirit_or_arcane(spell.card):
        for o, controller in present:
            if controller == spell.controller:
                look.match(o, "cast spirit or arcane", controller=controller)
    look.found += builtin.prowess(g, spell)


def _spell_copied(look: Look, e: object) -> None:
    """ "Whenever you cast or copy an instant or sorcery spell" (magecraft, 207.2c): a copy put on
    the stack (CR 707.10) is copied by its controller — "you" — though it isn't cast."""
    assert isinstance(e, SpellCopied)
    copy = look.g.state.objects.get(e.obj)
    if copy is None or not copy.card.types & {CardType.INSTANT, CardType.SORCERY}:
        return
    for o, controller in look.present():
        if controller == copy.controller:
            look.match(o, "copy instant or sorcery", (copy.id, copy.zcc), controller=controller)  # "that spell"


def _spirit_or_arcane(card: CardDef) -> bool:
    """ "Whenever you cast a Spirit or Arcane spell": a changeling spell is a Spirit (CR 702.73a, 205.3m)."""
    return bool({"Spirit", "Arcane"} & set(card.subtypes)) or "changeling" in card.keywords


def _cast_triggers(
    g: Game, spell: GameObject, nth: int, present: list[tuple[GameObject, int]], yard: frozenset[int]
) -> list[Waiting]:
    """ "Whenever you cast a [noncreature / creature / artifact / …] spell", "Whenever a player /
    an opponent casts a spell", "Whenever you cast a spell that targets ~", "When you cast ~",
    "Whenever you cast your second / third spell each turn" (CR 601.2i: when it becomes cast); ``yard``: the
    cards looked at in graveyards (113.6m)."""
    found: list[Waiting] = []
    card = spell.card
    kinds = {"spell", "noncreature" if not card.is_creature else "creature"}
    kinds |= {k for k, t in (("artifact", CardType.ARTIFACT), ("enchantment", CardType.ENCHANTMENT)) if t in card.types}
    if len(card.colors) >= 2:
        kinds.add("multicolored")
    kinds |= {c.name.lower() for c in card.colors}  # "Whenever you cast a red spell"
    kinds |= {k for k, t in (("instant", CardType.INSTANT), ("sorcery", CardType.SORCERY)) if t in card.types}
    value = card.mana_cost.mana_value if card.mana_cost is not None else 0  # CR 202.3
    if card.mana_cost is not None and card.mana_cost.x:
        value += card.mana_cost.x * spell.x  # CR 202.3e: on the stack, X is the value chosen
    if any("first_" in a.event for o, _ in present for a in o.card.triggered):
        kinds |= first_kinds(g, spell, kinds)  # "their first noncreature spell each turn"
    watched = frozenset(
        part.split("cast:", 1)[1] for o, _ in present for a in o.card.triggered for part in a.event.split("|")
        if "cast:" + SUBTYPE in part
    )  # fmt: skip
    kinds |= more_kinds(spell, watched)  # "historic", "colorless", "kicked", "sub:Elf", …
    kinds_now = frozenset(kinds)
    targeted = {t.id for t in spell.targets if isinstance(t, ObjectRef)}
    second = nth == 2
    for o, controller in present:
        yours = controller == spell.controller
        # the spell is the subject: "that spell", and its controller "that player" (CR 603.2)
        subject = (spell.id, spell.zcc)
        found += matching(g, o, SpellCast(yours, kinds_now, value), subject, controller, yard=yard)
        if yours:
            if o.id in targeted:
                found += matching(g, o, "cast targeting this", controller=controller, yard=yard)
            if second or nth == 3:
                found += matching(g, o, "second spell" if second else "third spell", controller=controller, yard=yard)
        if second:  # "Whenever a player / an opponent casts their second spell each turn" (that player: the caster)
            caster = (spell.controller, PLAYER)
            found += matching(g, o, "any second spell", caster, controller, yard=yard)
            if not yours:
                found += matching(g, o, "opponent second spell", caster, controller, yard=yard)
    found += filtered_casts(
        g, spell, present, yard
    )  # "… a creature spell with power 5 or greater", "… that targets a creature"
    if card.triggered:
        found += matching(g, spell, "cast this")  # it functions on the stack
    return found


def _cycled(g: Game, stack_id: int) -> list[Waiting]:
    """CR 702.29c, 702.29f: "When you cycle ~" — its card triggers (from wherever the discard put
    it) when its cycling or [type]cycling ability is activated."""
    st = g.state
    obj = st.objects.get(stack_id)
    if obj is None or obj.ability is None or obj.source is None:
        return []
    card = st.objects.get(obj.source)
    keyword = getattr(obj.ability, "keyword_text", None) or ""
    if card is None or not card.card.triggered or "cycling {" not in keyword.lower():
        return []
    return matching(g, card, "cycled")


def _cycling_watched(look: Look, stack_id: int) -> None:
    """ "Whenever you cycle a card" and the like (CR 702.29c), for a cycling ability activated."""
    st = look.g.state
    obj = st.objects.get(stack_id)
    keyword = getattr(obj.ability, "keyword_text", None) or "" if obj is not None else ""
    if obj is None or obj.source is None or "cycling {" not in keyword.lower():
        return
    card = st.objects.get(obj.source)
    if card is not None:
        cycled_watched(look, card, obj.controller)


def _attackers_declared(look: Look, e: object) -> None:
    """ "Whenever you attack [with N or more creatures]", exalted and "attacks alone", "Whenever
    ~ / equipped creature attacks", provoke (CR 508.3a: when attackers are declared), "Whenever
    enchanted player is attacked" (508.3b)."""
    assert isinstance(e, ev.AttackersDeclared)
    g = look.g
    st = g.state
    if e.ids:
        for o, controller in look.present():
            if controller == st.active:
                look.match(o, "you attack", controller=controller)  # "Whenever you attack" (once per combat)
                look.match(o, AttackWith(len(e.ids)), controller=controller)  # "… with N or more creatures"
            if o.enchanted_player is not None and o.enchanted_player in e.players:
                # CR 508.3b: "Whenever enchanted player is attacked" — once, "that player" them
                look.match(o, ENCHANTED_PLAYER_ATTACKED, (o.enchanted_player, PLAYER), controller)
        batches.attacked(look, e.ids)  # "Whenever one or more Goblins you control attack" (603.2c)
    if len(e.ids) == 1:
        lone = st.objects[e.ids[0]]
        look.found += builtin.exalted(g, lone)
        if has_triggers(g, lone):
            look.match(lone, "self attacks alone")  # "Whenever ~ attacks alone" (CR 506.5)
        watched(look, WATCHED_ATTACKS_ALONE, lone)  # "Whenever a Samurai or Warrior you control attacks alone"
        for att, kind in attachments(g, lone.id):
            look.match(att, Attached(kind, "attacks alone"), (lone.id, lone.zcc))  # "equipped creature attacks alone"
        for o, controller in look.present():
            if controller == lone.controller:
                # "Whenever a creature you control attacks alone" ("it": that creature)
                look.match(o, "attacks alone", (lone.id, lone.zcc), controller)
    for oid in e.ids:
        attacker = st.objects.get(oid)
        if attacker is None:
            continue
        if has_triggers(g, attacker):
            look.match(attacker, "attacks")
            for event in attack_keyword_events(g, attacker, e.ids):  # CR 702.105a, 702.149a
                look.match(attacker, event)
        watched(look, WATCHED_ATTACKS, attacker)  # "Whenever a Dragon you control attacks"
        attacks_you(look, attacker)  # "Whenever a creature attacks you or a planeswalker you control"
        attacks_enchanted(look, attacker)  # "Whenever a creature attacks enchanted player"
        for att, kind in attachments(g, oid):
            look.match(att, Attached(kind, "attacks"), (oid, attacker.zcc))
        look.found += the_ring.ring_triggers_on_attack(g, attacker)  # CR 701.54c
        if has_keyword(g, attacker, "provoke"):
            look.found.append(WaitingTrigger(attacker.id, PROVOKE, attacker.controller, None))  # CR 702.39a
        if has_keyword(g, attacker, "decayed"):  # CR 702.147a
            look.found.append(WaitingTrigger(attacker.id, DECAYED, attacker.controller, (attacker.id, attacker.zcc)))


def _blockers_declared(look: Look, e: object) -> None:
    """Flanking, "Whenever ~ blocks", "Whenever ~ becomes blocked" (once, however many block it)."""
    assert isinstance(e, ev.BlockersDeclared)
    g = look.g
    st = g.state
    for b, a in e.pairs:
        blocker, attacker = st.objects.get(b), st.objects.get(a)
        look.found += builtin.flanking(g, blocker, attacker)
        look.found += pair_triggers(g, blocker, attacker, declared=True)  # CR 509.3b, 509.3d
        look.found += the_ring.ring_triggers_on_block(g, blocker, attacker)  # CR 701.54c, 509.3d
        if blocker is not None and has_triggers(g, blocker):
            look.match(blocker, "blocks")
        if attacker is not None and b == first_blocker(e.pairs, a):
            if has_triggers(g, attacker):
                look.match(attacker, "becomes blocked")
            for att, kind in attachments(g, attacker.id):  # "Whenever enchanted creature becomes blocked"
                look.match(att, Attached(kind, "becomes blocked"), (attacker.id, attacker.zcc))
    _unblocked(look)
    # "Whenever a creature you control blocks / becomes blocked": once for each creature (CR 509.3a, 509.3c)
    for b in dict.fromkeys(b for b, _ in e.pairs):
        if (blocker := st.objects.get(b)) is not None:
            watched(look, WATCHED_BLOCKS, blocker)
            for att, kind in attachments(g, b):  # "Whenever enchanted creature blocks" (once, CR 509.3a)
                look.match(att, Attached(kind, "blocks"), (b, blocker.zcc))
    for a in dict.fromkeys(a for _, a in e.pairs):
        if (attacker := st.objects.get(a)) is not None:
            watched(look, WATCHED_BECOMES_BLOCKED, attacker)


def _unblocked(look: Look) -> None:
    """ "Whenever ~ attacks and isn't blocked": as blockers are declared, each creature declared as
    an attacker this combat that no creature blocks (CR 509.1h, 603.2; one put onto the battlefield
    attacking never attacked, 506.3a, 508.4)."""
    g = look.g
    st = g.state
    declared: set[int] | None = None
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.attacking is None or o.blocked or not has_triggers(g, o):
            continue
        declared = attacked_this_turn(g) if declared is None else declared
        if oid in declared:
            look.match(o, "attacks and isn't blocked")


def _put_blocking(look: Look, e: object) -> None:
    """CR 509.3c–d: a creature put onto the battlefield blocking — flanking ("becomes blocked by a
    creature without flanking") and, if the attacker was unblocked, "Whenever ~ becomes blocked";
    never "Whenever ~ blocks" (509.3a)."""
    if isinstance(e, ev.BecameBlocked):  # CR 509.1h: an effect made it blocked, no blocker
        return _becomes_blocked(look, look.g.state.objects[e.attacker])
    assert isinstance(e, ev.PutBlocking)
    g = look.g
    blocker, attacker = g.state.objects.get(e.blocker), g.state.objects.get(e.attacker)
    look.found += builtin.flanking(g, blocker, attacker)
    look.found += pair_triggers(g, blocker, attacker, declared=False)  # CR 509.3d (never 509.3b)
    look.found += the_ring.ring_triggers_on_block(g, blocker, attacker)  # CR 701.54c, 509.3d
    if attacker is not None and not e.was_blocked:
        _becomes_blocked(look, attacker)


def _becomes_blocked(look: Look, attacker: GameObject) -> None:
    """CR 509.3c: "Whenever ~ becomes blocked" — also when an effect makes it blocked (509.1h)."""
    if attacker.card.triggered:
        look.match(attacker, "becomes blocked")
    for att, kind in attachments(look.g, attacker.id):
        look.match(att, Attached(kind, "becomes blocked"), (attacker.id, attacker.zcc))


def _damage_dealt(look: Look, e: object) -> None:
    """ "Whenever ~ deals [combat] damage to a player / an opponent / a creature", "Whenever ~ is
    dealt damage" (CR 603.2: one trigger per damage event), and the monarch's (725.2)."""
    assert isinstance(e, ev.DamageDealt)
    g = look.g
    st = g.state
    dealer = st.objects.get(e.source)
    # the dealer as it was immediately after dealing the damage (CR 603.10): sacrificed later in
    # the same resolution, it still triggers
    whose = look.controller_then(dealer) if dealer is not None else None
    if dealer is not None and whose is not None and has_triggers(g, dealer):
        if e.player is not None:
            whom = (e.player, PLAYER)  # "that player"
            if e.combat:
                look.match(dealer, "combat damage to player", whom, whose)
                if first_combat_damage_to_player(g, dealer, e):  # "… for the first time each turn"
                    look.match(dealer, FIRST_COMBAT_DAMAGE_EVENT, whom, whose)
            look.match(dealer, "damage to player", whom, whose)
            if e.player != whose:
                look.match(dealer, "damage to opponent", whom, whose)
        elif e.combat and e.target is not None:
            hit = st.objects.get(e.target)  # (a token that died is gone, CR 704.5d; it was a creature)
            if hit is None or is_creature(g, hit):
                # "that creature": the creature dealt it (CR 603.2), gone if it has left (400.7)
                about = (hit.id, hit.zcc) if hit is not None else None
                look.match(dealer, "combat damage to creature", about, whose)
        _dealer_more(look, e, dealer, whose)
        if first_dealt_by(look, e):
            # "Whenever ~ deals damage": once per damage event — a step's combat damage is one (CR 510.2, 603.2)
            look.match(dealer, "deals damage", controller=whose)
    if dealer is not None and e.player is not None and e.combat and dealer.zone is Zone.BATTLEFIELD:
        # "Whenever a creature you control deals combat damage to a player" ("that player": e.player)
        watched(look, WATCHED_COMBAT_DAMAGE, dealer, e.player)
        # "Whenever a creature deals combat damage to enchanted player" (CR 303.4a)
        watched(look, WATCHED_COMBAT_DAMAGE_ENCHANTED, dealer, e.player, enchanting=e.player)
        # "Whenever equipped / enchanted creature deals combat damage to a player"
        for att, kind in attachments(g, dealer.id):
            look.match(att, Attached(kind, "combat damage to player"), (e.player, PLAYER))
        look.found += the_ring.ring_triggers_on_damage(g, dealer)  # CR 701.54c
    if st.encoded and dealer is not None and e.player is not None and e.combat and whose is not None:
        look.found += cipher.triggers(g, dealer, whose)  # CR 702.99a: the encoded cards' ability
    if dealer is not None and e.player is not None and dealer.zone is Zone.BATTLEFIELD:
        _attached_to_opponent(look, e, dealer)
    if dealer is not None and e.combat and dealer.zone is Zone.BATTLEFIELD and _first_combat_damage(look, e):
        # "Whenever equipped creature deals combat damage": once for all the combat damage it
        # deals in the step, dealt at once (CR 510.2, 603.2c)
        for att, kind in attachments(g, dealer.id):
            look.match(att, Attached(kind, "combat damage"), (dealer.id, dealer.zcc))
    batches.combat_damage(look, e)  # "Whenever one or more creatures you control deal combat damage to a player"
    victim = st.objects.get(e.target) if e.target is not None and first_dealt_to(look, e) else None
    if victim is not None and has_triggers(g, victim):  # once per damage event (CR 120.4, 603.2c)
        look.match(victim, "dealt damage")
    if victim is not None and victim.zone is Zone.BATTLEFIELD:
        for att, kind in attachments(g, victim.id):  # "When enchanted creature is dealt damage" (one damage event)
            look.match(att, Attached(kind, "dealt damage"), (victim.id, victim.zcc))
    damage_amounts(look, e)  # "that much" (603.2)
    if e.combat and st.monarch is not None and e.player == st.monarch.player and dealer is not None:
        # CR 725.2: controlled by the monarch as it triggers
        look.found.append(
            WaitingTrigger(st.monarch.designation, COMBAT_DAMAGE, st.monarch.player, (dealer.id, dealer.zcc))
        )
    if e.combat and st.initiative is not None and e.player is not None and dealer is not None:  # CR 726.2
        dungeons.initiative_on_damage(g, look.found, dealer, e.player)


def _attached_to_opponent(look: Look, e: ev.DamageDealt, dealer: GameObject) -> None:
    """ "Whenever enchanted creature deals [combat] damage to an opponent" — an opponent of the
    Aura's or Equipment's controller (CR 109.5), "that player" (603.2); once per damage event."""
    assert e.player is not None
    for att, kind in attachments(look.g, dealer.id):
        if e.player != att.controller:
            look.match(att, Attached(kind, "damage to opponent"), (e.player, PLAYER))
            if e.combat:
                look.match(att, Attached(kind, "combat damage to opponent"), (e.player, PLAYER))


def _dealer_more(look: Look, e: ev.DamageDealt, dealer: GameObject, whose: int) -> None:
    """ "Whenever ~ deals combat damage to an opponent" ("that player"), "… to a player or
    planeswalker / battle" (CR 310.1: a battle is attacked and dealt combat damage), "Whenever ~ deals
    damage to a creature" ("that creature") — one trigger per damage event (CR 603.2, 120.3)."""
    hit = look.g.state.objects.get(e.target) if e.target is not None else None
    if e.combat and e.player is not None and e.player != whose:
        look.match(dealer, "combat damage to opponent", (e.player, PLAYER), whose)
    kinds = card_types(look.g, hit) if hit is not None else frozenset()
    for kind, event in ((CardType.PLANESWALKER, "planeswalker"), (CardType.BATTLE, "battle")):
        if e.combat and (e.player is not None or kind in kinds):
            look.match(dealer, f"combat damage to player or {event}", controller=whose)
    if hit is not None and hit.zone is Zone.BATTLEFIELD and is_creature(look.g, hit):
        look.match(dealer, "damage to creature", (hit.id, hit.zcc), whose)


def _first_combat_damage(look: Look, e: ev.DamageDealt) -> bool:
    """Whether ``e`` is the first combat damage its source deals among the events looked at (the
    combat damage of one step is one event, CR 510.2)."""
    return not any(isinstance(x, ev.DamageDealt) and x.combat and x.source == e.source for x in look.events[: look.at])


def _discarded(look: Look, e: object) -> None:
    """Madness (CR 702.35a) and "Whenever you cycle or discard a card" (cycling discards,
    702.29a: one trigger)."""
    assert isinstance(e, ev.Discarded)
    st = look.g.state
    if e.madness:
        card = st.objects.get(e.obj)
        if card is not None:
            look.found.append(WaitingTrigger(card.id, MADNESS, card.owner, (card.id, card.zcc)))
    card = st.objects.get(e.obj)
    subject = (card.id, card.zcc) if card is not None else None  # "that card" (CR 603.2)
    for src, controller in look.present():
        if controller == e.player:
            look.match(src, "discard", subject, controller=controller)
    discarded_watched(look, e.player, card)  # "Whenever an opponent / a player discards a card"
    discarded_batch(look, e)  # "Whenever you discard one or more cards" (CR 603.2c)


def _last_counter_removed(look: Look, e: object) -> None:
    """Suspend's "When the last time counter is removed" (CR 702.62a); vanishing (702.63a); Sieges' (310.11b)."""
    assert isinstance(e, ev.LastCounterRemoved)
    o = look.g.state.objects.get(e.obj)
    if o is not None and o.zone is Zone.EXILE and o.card.suspend is not None:
        look.found.append(WaitingTrigger(o.id, SUSPEND_CAST, o.owner, None))
    elif o is not None and o.zone is Zone.BATTLEFIELD:
        look.found += siege_defeated(look.g, o, e.kind)
        if o.card.triggered:
            look.match(o, LastCounter(e.kind))


def _step_began(look: Look, e: ev.StepBegan) -> None:
    """CR 603.2b: "at the beginning of" a step; delayed triggers for it (603.7)."""
    g = look.g
    st = g.state
    if e.step is Step.UPKEEP:
        look.found += _upkeep_only(g)
    if e.step is Step.END and st.at_end_step:
        # CR 603.7 "at the beginning of the next end step"; 603.7c: it triggers even if its object (a
        # token, 111.7) is gone, doing nothing — unless no source (603.7d–e, or its card) is left
        lost = (d for d in st.at_end_step if d.source < 0 or (d.source not in st.objects and d.card is None))
        gone = tuple(d for d in lost if d.object not in st.objects)
        if gone:
            g.set(st, "at_end_step", tuple(d for d in st.at_end_step if d not in gone))
        for d in st.at_end_step:
            if d.what is not EndStepAction.REBOUND:
                source = d.source if d.source >= 0 else d.object  # CR 603.7d–e: its creator's source
                look.found.append(WaitingTrigger(source, END_STEP_INDEX[d.what], d.controller, (d.object, d.zcc)))
    look.found += dungeons.initiative_at_upkeep(g, e.step)  # CR 726.2
    if e.step is Step.END and st.monarch is not None and st.monarch.player == st.active:
        look.found.append(WaitingTrigger(st.monarch.designation, END_STEP_DRAW, st.monarch.player, None))  # CR 725.2
    yours, each = _STEP_EVENTS[e.step]
    whose = (st.active, PLAYER)  # "that player": the active player
    enchanted = _ENCHANTED_PLAYER_STEPS.get(e.step)
    main = e.step in (Step.MAIN1, Step.MAIN2)
    for o, controller in look.present():
        if controller == st.active:
            look.match(o, yours, controller=controller)
            if main:
                look.match(o, "main yours", controller=controller)  # CR 505.1: "each of your main phases"
        elif e.step is Step.UPKEEP:
            look.match(o, "opponent upkeep", whose, controller)  # "At the beginning of each opponent's upkeep"
        if each:
            look.match(o, each, whose, controller)  # "At the beginning of each upkeep / end step / combat"
        if enchanted is not None and o.enchanted_player == st.active:
            look.match(o, enchanted, whose, controller)  # "At the beginning of enchanted player's upkeep"
    if e.step in (Step.UPKEEP, Step.END):
        _enchanted_controller_step(look, e.step)


# CR 303.4a, 603.2b: "at the beginning of enchanted player's <step>" — the step of the turn of the
# player an Aura is attached to; "that player" is that player
_ENCHANTED_PLAYER_STEPS = {
    Step.UPKEEP: "enchanted player upkeep",
    Step.DRAW: "enchanted player draw step",
    Step.END: "enchanted player end step",
}


def _enchanted_controller_step(look: Look, step: Step) -> None:
    """ "At the beginning of the upkeep / end step of enchanted creature's controller" (CR 503.1a,
    513.1a, 603.2b): the Aura's ability triggers in the turn of the player who controls the
    permanent it is attached to now — "that player"; "that creature" is that permanent."""
    st = look.g.state
    event = Attached("enchanted", "controller upkeep" if step is Step.UPKEEP else "controller end step")
    for o, controller in look.present():
        host = st.objects.get(o.attached_to) if o.attached_to is not None else None
        if host is None or host.zone is not Zone.BATTLEFIELD or host.controller != st.active:
            continue
        if "Equipment" not in o.card.subtypes:
            look.match(o, event, (host.id, host.zcc), controller, player=st.active)


def _upkeep_only(g: Game) -> list[Waiting]:
    """What triggers only at the beginning of an upkeep: delayed triggers for "the next turn's
    upkeep" (CR 603.7) and the abilities of suspended cards, which work in exile (702.62a)."""
    st = g.state
    found: list[Waiting] = []
    for d in st.at_end_step:
        if d.what is EndStepAction.REBOUND and d.controller == st.active:
            # CR 702.88a: "your next upkeep"
            found.append(WaitingTrigger(d.object, END_STEP_INDEX[d.what], d.controller, (d.object, d.zcc)))
    for draw in st.delayed_draws:
        if draw.turn <= st.turn:  # "Draw a card at the beginning of the next turn's upkeep."
            found.append(WaitingTrigger(draw.source, DELAYED_DRAW, draw.player, (draw.uid, 0)))
    for p in st.players:
        for oid in p.exile:
            o = st.objects[oid]
            if o.card.suspend is None:
                continue
            if o.owner == st.active and condition_holds(g, o, SUSPEND_UPKEEP_ABILITY):
                found.append(WaitingTrigger(o.id, SUSPEND_UPKEEP, o.owner, None))  # "At the beginning of your upkeep"
            if o.card.triggered:
                found += matching(g, o, "each upkeep", (st.active, PLAYER))  # Curse of the Cabal's
    return found


_HANDLERS: dict[type, Handler] = {
    ev.ZoneChanged: _zone_changed,
    sagas.LoreCountersPut: sagas.lore_counters_put,
    ev.CountersPut: counters_put,
    classes.ClassLevelGained: classes.level_gained,
    Transformed: transformed,
    BecameMonstrous: _monstrous,
    ev.SpellCast: _stack_object_event,
    SpellCopied: _spell_copied,
    ev.AbilityActivated: _stack_object_event,
    ev.TargetsChosen: _stack_object_event,
    ev.TargetChanged: target_changed,
    ev.AttackersDeclared: _attackers_declared,
    ev.BlockersDeclared: _blockers_declared,
    ev.PutBlocking: _put_blocking,
    ev.BecameBlocked: _put_blocking,
    ev.DamageDealt: _damage_dealt,
    ev.LifeGained: life_gained,
    ev.LifeChanged: life_changed,
    **player_actions.HANDLERS,  # scry, clash, the Ring, dungeons; becoming unattached (701.3d)
    ev.Discarded: _discarded,
    RevealedForMiracle: lambda look, e: look.found.append(miracle_trigger(e)),  # CR 702.94a
    ev.Exploited: _own_event,
    ev.TurnedFaceUp: lambda look, e: face_up.turned_face_up(look, e, _own_event),
    ev.Exerted: _own_event,
    ev.Enlisted: _own_event,
    ev.LastCounterRemoved: _last_counter_removed,
    ev.StepBegan: _step_event,
    ev.Untapped: _untapped,
    ev.BecameUntapped: _untapped,
    ev.Tapped: _tapped,
    ev.Drew: _drew_card,
    day_night.DayNightChanged: day_night.changed,  # CR 731.1a
}
_HANDLER_OF: dict[type, Handler | None] = {}
