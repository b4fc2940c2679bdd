"""Triggered abilities (CR 603): pure matchers over the event log, put on the stack the next
time a player would receive priority (603.3), active player's first (603.3b), with targets
chosen as they go on the stack (603.3d), and an intervening "if" checked both when they
trigger and as they resolve (603.4).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Choose
from arbiter.mtg.characteristics import abilities, has_keyword, is_creature, keywords
from arbiter.mtg.condition_check import holds
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.keyword_effects import CastForMadness
from arbiter.mtg.mana import ManaCost
from arbiter.mtg.model import (
    CastSuspended,
    CounterUnlessPays,
    DealDamage,
    Draw,
    ExileIt,
    ExtortDrain,
    Keyword,
    MayDo,
    MayPayThen,
    ModifyPT,
    ProvokeEffect,
    Ref,
    RemoveCountersFrom,
    ReturnThisToBattlefield,
    ReturnToHand,
    SacrificeIt,
    TargetSpec,
    TriggeredAbility,
)
from arbiter.mtg.state import GameObject, ObjectRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def condition_holds(
    g: Game, source: GameObject, ability: TriggeredAbility, subject: GameObject | None = None
) -> bool:
    """CR 603.4: the intervening "if" clause; ``subject`` is what the event was about."""
    if ability.condition == "evolve":
        return subject is not None and _evolves(g, source, subject)
    if ability.test is not None:
        return holds(g, ability.test, source.controller, source)
    if ability.condition is None:
        return True
    if ability.condition == "it was kicked":
        return source.kicked > 0  # CR 702.33d
    if ability.condition == "echo":
        # CR 702.30a: it came under its controller's control since the beginning of their last
        # upkeep (two players: their previous turn, or the opponent's turn since)
        return source.since >= g.state.turn - 2 and source.zone is Zone.BATTLEFIELD
    if ability.condition == "~ is suspended":
        return source.zone is Zone.EXILE and source.card.suspend is not None and source.counter("time") > 0  # 702.62b
    if ability.condition == "it's exiled":
        return source.zone is Zone.EXILE
    m = re.fullmatch(r"it had no ([+-]1/[+-]1) counters on it", ability.condition)
    if m:
        # CR 702.79a / 702.93a: as it last existed on the battlefield (603.10a looks back)
        return dict(source.left_counters).get(m.group(1), 0) == 0
    m = re.fullmatch(r"there are (one|two|three|four|five) or more ([a-z]+) counters on ~", ability.condition)
    if m:
        needed = ("one", "two", "three", "four", "five").index(m.group(1)) + 1
        return source.counter(m.group(2)) >= needed
    return False


def _pt_now_or_last(g: Game, o: GameObject) -> tuple[int, int]:
    """Power and toughness on the battlefield, or as it last existed there (CR 608.2h)."""
    from arbiter.mtg.characteristics import power, toughness

    if o.zone is Zone.BATTLEFIELD:
        return power(g, o), toughness(g, o)
    return o.left_pt or (0, 0)


def _evolves(g: Game, source: GameObject, entered: GameObject) -> bool:
    """CR 702.100a–b: the entering creature's power is greater than this creature's, and/or its
    toughness is greater (each compared with the other's: checked on triggering and resolving)."""
    if not is_creature(g, entered) and entered.zone is Zone.BATTLEFIELD:
        return False
    p, t = _pt_now_or_last(g, entered)
    mp, mt = _pt_now_or_last(g, source)
    return p > mp or t > mt


def _new_events(g: Game) -> list[object]:
    st = g.state
    count = st.event_count
    fresh = count - st.trigger_mark
    if fresh <= 0:
        return []
    out = []
    cell = st.log
    for _ in range(fresh):
        assert cell is not None
        out.append(cell[0])
        cell = cell[1]
    out.reverse()
    g.set(st, "trigger_mark", count)
    return out


# a triggered ability waiting to be put on the stack (CR 603.3): its source, its index (or one
# of the negative markers below), its controller, and the object the trigger event was about
# ("it" in "… you may return it to your hand") as (id, zone-change count) — or a player as
# (index, PLAYER) ("that player") — or None
Waiting = tuple[int, int, int, tuple[int, int] | None]
PLAYER = -1  # the "zone-change count" of a subject that is a player


def collect(g: Game) -> None:
    """CR 603.2: look at what happened since the last look; remember what triggered."""
    st = g.state
    found: list[Waiting] = []
    events = _new_events(g)
    if not events:
        return
    # the permanents with triggered abilities (the battlefield doesn't change while we look)
    cache: list[list[GameObject]] = []

    def holders() -> list[GameObject]:
        """Computed at the first event that needs them, once per look."""
        if not cache:
            cache.append([o for o in (st.objects[i] for i in st.battlefield) if o.card.triggered])
        return cache[0]

    # CR 603.10a: zone-change triggers look back — a watcher that left the battlefield together
    # with what it watches (a board wipe) still sees it
    gone: list[int] | None = None
    for e in events:
        if isinstance(e, ev.ZoneChanged) and e.controller >= 0:
            if gone is None:
                gone = [x.obj for x in events if isinstance(x, ev.ZoneChanged) and x.source is Zone.BATTLEFIELD]
            if holders() or gone:
                found += _watched(g, e, holders(), gone)
        if isinstance(e, ev.ZoneChanged):
            o = st.objects.get(e.obj)
            if o is None:
                continue
            if e.source is Zone.BATTLEFIELD and e.dest is Zone.GRAVEYARD and CardType.CREATURE in e.kinds:
                # "When enchanted / equipped creature dies" (the attachment is still there, 603.10a)
                attachments = [
                    (x, "equipped" if "Equipment" in x.card.subtypes else "enchanted")
                    for x in (st.objects[i] for i in e.attachments if i in st.objects)
                    if x.card.triggered
                ]  # what was attached as it died, wherever it is now (an Aura follows it, 704.5m; 603.10a)
                for att, kind in attachments:
                    found += _matching(g, att, f"{kind} dies", (o.id, o.zcc))
            if e.dest is Zone.GRAVEYARD and st.delayed:
                for entry in st.delayed:
                    oid, zcc, controller, turn = entry
                    # CR 603.7c: the delayed trigger triggers once, for that object, this turn
                    if oid == o.id and o.zcc == zcc + 1 and turn == st.turn and o.owner == controller:
                        found.append((o.id, DELAYED, controller, None))
                        g.set(st, "delayed", tuple(d for d in st.delayed if d != entry))
            if e.dest is Zone.GRAVEYARD and not o.is_token:
                # "Whenever a card is put into your graveyard from anywhere" (not a look-back
                # trigger): permanents and emblems (CR 114.4) of the card's owner
                for sid in (*st.battlefield, *st.players[o.owner].command):
                    src = st.objects[sid]
                    if src.card.triggered and src.controller == o.owner and src.id != o.id:
                        found += _matching(g, src, "card to your graveyard", (o.id, o.zcc))
            if e.dest is Zone.BATTLEFIELD:
                # "Whenever a land you control enters", "Whenever another creature you control enters"
                for src in holders():
                    if src.controller != o.controller:
                        continue
                    if o.card.is_land:
                        found += _matching(g, src, "land enters yours")
                    if is_creature(g, o) and src.id != o.id:
                        found += _matching(g, src, "creature enters yours other")
            if o.left_face_down and e.source is Zone.BATTLEFIELD:
                continue  # CR 603.10a, 708.2: as it last existed it had no abilities to trigger
            if e.source is Zone.BATTLEFIELD and e.dest is Zone.GRAVEYARD and o.card.triggered:
                found += _matching(g, o, "to graveyard from battlefield")
            if e.source is Zone.BATTLEFIELD and o.card.triggered:
                found += _matching(g, o, "leaves")  # CR 603.10a: looks back in time
            if not o.card.triggered:
                continue
            if e.dest is Zone.BATTLEFIELD:
                found += _matching(g, o, "enters")
            elif e.source is Zone.BATTLEFIELD and e.dest is Zone.GRAVEYARD and o.card.is_creature:
                found += _matching(g, o, "dies")  # CR 603.10a: looks back in time
        if isinstance(e, ev.SpellCast | ev.AbilityActivated | ev.TargetsChosen):
            found += _ward(g, e.obj)
            found += _targeted(g, e.obj)
        if isinstance(e, ev.AbilityActivated):
            found += _cycled(g, e.obj)
        if isinstance(e, ev.SpellCast):
            spell = st.objects.get(e.obj)
            if spell is None:
                continue
            found += _cast_triggers(g, spell, e.nth, holders())
            for oid in st.battlefield:
                o = st.objects[oid]
                if o.controller == spell.controller and has_keyword(g, o, "extort"):
                    # CR 702.101a–b: each instance triggers for each spell its controller casts
                    n = sum(1 for a in abilities(g, o) if isinstance(a, Keyword) and a.name == "extort")
                    found.extend([(o.id, EXTORT, o.controller, None)] * n)
            if spell.card.types & {CardType.INSTANT, CardType.SORCERY}:
                for o in holders():
                    if o.controller == spell.controller:
                        found += _matching(g, o, "cast instant or sorcery")
            if {"Spirit", "Arcane"} & set(spell.card.subtypes):
                for o in holders():
                    if o.controller == spell.controller:
                        found += _matching(g, o, "cast spirit or arcane")
            if spell.card.is_creature:
                continue
            for oid in st.battlefield:
                o = st.objects[oid]
                if o.controller == spell.controller and has_keyword(g, o, "prowess"):
                    found.append((o.id, PROWESS, o.controller, None))  # CR 702.108a
        elif isinstance(e, ev.AttackersDeclared):
            if e.ids:
                for o in holders():
                    if o.controller == st.active:
                        found += _matching(g, o, "you attack")  # "Whenever you attack" (once per combat)
                        for n in range(2, min(len(e.ids), 6) + 1):
                            found += _matching(g, o, f"you attack with {n}")  # "… with N or more creatures"
            if len(e.ids) == 1:
                # CR 702.83a–b: exalted — each instance triggers when a creature attacks alone
                lone = st.objects[e.ids[0]]
                for oid in st.battlefield:
                    o = st.objects[oid]
                    if o.controller == lone.controller and has_keyword(g, o, "exalted"):
                        n = sum(1 for a in abilities(g, o) if isinstance(a, Keyword) and a.name == "exalted")
                        found.extend([(o.id, EXALTED, o.controller, (lone.id, lone.zcc))] * n)
                for o in holders():
                    if o.controller == lone.controller:
                        # "Whenever a creature you control attacks alone" ("it": that creature)
                        found += _matching(g, o, "attacks alone", (lone.id, lone.zcc))
            for oid in e.ids:
                o = st.objects.get(oid)
                if o is not None and o.card.triggered:
                    found += _matching(g, o, "attacks")
                if o is not None:
                    for att, kind in _attachments(g, oid):
                        found += _matching(g, att, f"{kind} attacks", (oid, o.zcc))
                if o is not None and has_keyword(g, o, "provoke"):
                    found.append((o.id, PROVOKE, o.controller, None))  # CR 702.39a
        elif isinstance(e, ev.BlockersDeclared):
            for b, a in e.pairs:
                blocker, attacker = st.objects.get(b), st.objects.get(a)
                if (
                    attacker is not None and blocker is not None and has_keyword(g, attacker, "flanking")
                    and not has_keyword(g, blocker, "flanking")
                ):  # fmt: skip
                    # CR 702.25a–b: one trigger per instance, for each blocker without flanking
                    n = sum(1 for x in abilities(g, attacker) if isinstance(x, Keyword) and x.name == "flanking")
                    found.extend([(attacker.id, FLANKING, attacker.controller, (blocker.id, blocker.zcc))] * n)
                if blocker is not None and blocker.card.triggered:
                    found += _matching(g, blocker, "blocks")
                if attacker is not None and attacker.card.triggered and b == _first_blocker(e.pairs, a):
                    found += _matching(g, attacker, "becomes blocked")  # once, however many block it
        elif isinstance(e, ev.DamageDealt):
            found += _damage_triggers(g, e)
            if e.combat and st.monarch is not None and e.player == st.monarch[0]:
                from arbiter.mtg.monarch import COMBAT_DAMAGE

                dealer = st.objects.get(e.source)
                if dealer is not None:  # CR 725.2: controlled by the monarch as it triggers
                    found.append((st.monarch[1], COMBAT_DAMAGE, st.monarch[0], (dealer.id, dealer.zcc)))
        elif isinstance(e, ev.LifeGained):
            for o in holders():
                if o.controller == e.player:
                    found += _matching(g, o, "gain life")
        elif isinstance(e, ev.Discarded):
            if e.madness:
                card = st.objects.get(e.obj)
                if card is not None:
                    found.append((card.id, MADNESS, card.owner, (card.id, card.zcc)))  # CR 702.35a
            # "Whenever you cycle or discard a card" (cycling discards, CR 702.29a: one trigger)
            for src in holders():
                if src.controller == e.player:
                    found += _matching(g, src, "discard")
        elif isinstance(e, ev.Exploited):
            o = st.objects.get(e.obj)
            if o is not None and o.card.triggered:
                found += _matching(g, o, "exploits")  # CR 702.110b (even if it sacrificed itself)
        elif isinstance(e, ev.TurnedFaceUp):
            o = st.objects.get(e.obj)
            if o is not None and o.card.triggered:
                found += _matching(g, o, "turned face up")  # CR 708.8: enters-triggers don't
        elif isinstance(e, ev.Exerted):
            o = st.objects.get(e.obj)
            if o is not None and o.card.triggered:
                found += _matching(g, o, "exerted")  # "When you do, …" (CR 701.43d, 603.12)
        elif isinstance(e, ev.LastCounterRemoved):
            o = st.objects.get(e.obj)
            if o is not None and o.zone is Zone.EXILE and o.card.suspend is not None:
                found.append((o.id, SUSPEND_CAST, o.owner, None))  # CR 702.62a: "When the last is removed"
            elif o is not None and o.zone is Zone.BATTLEFIELD and o.card.triggered:
                found += _matching(g, o, f"last {e.kind} counter")  # vanishing (702.63a)
        elif isinstance(e, ev.StepBegan) and e.step in _STEP_EVENTS:
            if e.step is Step.UPKEEP:
                found += _upkeep_only(g)
            if e.step is Step.END and st.at_end_step:
                # CR 603.7: "at the beginning of the next end step" (unearth, "sacrifice it …")
                for _, oid, zcc, controller, what in st.at_end_step:
                    if what != "rebound":
                        found.append((oid, _END_STEP_INDEX[what], controller, (oid, zcc)))
            if e.step is Step.END and st.monarch is not None and st.monarch[0] == st.active:
                from arbiter.mtg.monarch import END_STEP_DRAW

                found.append((st.monarch[1], END_STEP_DRAW, st.monarch[0], None))  # CR 725.2
            yours, each = _STEP_EVENTS[e.step]
            whose = (st.active, PLAYER)  # "that player": the active player
            for o in holders():
                if o.controller == st.active:
                    found += _matching(g, o, yours)
                elif e.step is Step.UPKEEP:
                    found += _matching(g, o, "opponent upkeep", whose)  # "At the beginning of each opponent's upkeep"
                if each:
                    found += _matching(g, o, each, whose)  # "At the beginning of each upkeep / end step / combat"
        elif isinstance(e, ev.Untapped | ev.BecameUntapped):
            for oid in e.ids if isinstance(e, ev.Untapped) else (e.obj,):
                o = st.objects.get(oid)
                if o is not None and o.card.triggered:
                    found += _matching(g, o, "becomes untapped")  # "Whenever ~ becomes untapped"
        elif isinstance(e, ev.Tapped):
            o = st.objects.get(e.obj)
            if o is not None and o.card.triggered:
                found += _matching(g, o, "becomes tapped")
        elif isinstance(e, ev.Drew) and e.obj is not None:
            who = next(p for p in st.players if p.name == e.player)
            for o in holders():
                if o.controller == who.index:
                    found += _matching(g, o, "draw")  # "Whenever you draw a card"
                    if e.nth == 2:
                        found += _matching(g, o, "second draw")
    if found:
        g.set(st, "waiting", (*st.waiting, *found))


# the beginning of a step: the event for its controller's own turn, and the one for every turn
_STEP_EVENTS = {
    Step.UPKEEP: ("upkeep", "each upkeep"),
    Step.END: ("end step", "each end step"),
    Step.BEGINNING_OF_COMBAT: ("combat yours", "each combat"),
    Step.MAIN1: ("main1 yours", ""),
    Step.MAIN2: ("main2 yours", ""),
}


def _watched(g: Game, e: ev.ZoneChanged, holders: list[GameObject], gone: list[int]) -> list[Waiting]:
    """ "Whenever [~ or] another creature [you control] enters / dies": the event carries the
    permanent as it entered or as it last existed (CR 603.6a, 603.10a)."""
    st = g.state
    if e.dest is Zone.BATTLEFIELD:
        event, watchers = "watched enters", holders
    elif e.source is Zone.BATTLEFIELD and e.dest is Zone.GRAVEYARD and CardType.CREATURE in e.kinds:
        event = "watched dies"
        left = [st.objects[i] for i in gone if i in st.objects and st.objects[i].zone is not Zone.BATTLEFIELD]
        watchers = [*holders, *(w for w in left if w.card.triggered)]
    else:
        return []
    found: list[Waiting] = []
    for w in watchers:
        wid = w.id
        if w.left_face_down:
            continue
        for i, ability in enumerate(w.card.triggered):
            watch = ability.watch
            if ability.event != event or watch is None:
                continue
            if wid == e.obj and not watch.or_self and watch.other:
                continue
            if not watch.fits(e.obj, wid, e.controller, w.controller, e.kinds, e.subtypes, e.token):
                continue
            if not condition_holds(g, w, ability, st.objects.get(e.obj)):
                continue
            if ability.once_each_turn:
                mark = (-100 - i, st.turn)  # tracked on the object (cf. 602.5b)
                if mark in w.used:
                    continue
                g.set(w, "used", (*w.used, mark))
            found.append((w.id, i, w.controller, (e.obj, st.objects[e.obj].zcc) if e.obj in st.objects else None))
    return found


def _order_key(source: GameObject, w: Waiting) -> tuple[object, ...]:
    """Two waiting triggers whose order can't matter have the same key: the same ability, and the
    same subject unless the ability never refers to it (two Soul Warden triggers)."""
    ability = _ability_of(source, w[1])
    return (ability, w[3] if mentions(ability.effects, "subject") else None)


@lru_cache(maxsize=4096)
def mentions(fx: tuple[object, ...], kind: str) -> bool:
    """Whether any of these instructions refers to a ``Ref`` of that kind ("subject", "its
    controller"), at any depth — computed once per instruction list (they are frozen values)."""

    def walk(x: object) -> bool:
        if isinstance(x, Ref):
            return x.kind == kind
        if isinstance(x, tuple):
            return any(walk(y) for y in x)
        fields = getattr(x, "__dataclass_fields__", None)
        return fields is not None and any(walk(getattr(x, f)) for f in fields)

    return any(walk(e) for e in fx)


def _attachments(g: Game, oid: int) -> list[tuple[GameObject, str]]:
    """The Equipment and Auras with triggered abilities attached to ``oid`` ("equipped" /
    "enchanted"), for "Whenever equipped creature attacks", "When enchanted creature dies"."""
    st = g.state
    out = []
    for i in st.battlefield:
        x = st.objects[i]
        if x.attached_to == oid and x.card.triggered:
            out.append((x, "equipped" if "Equipment" in x.card.subtypes else "enchanted"))
    return out


def _damage_triggers(g: Game, e: ev.DamageDealt) -> list[Waiting]:
    """ "Whenever ~ deals [combat] damage to a player / an opponent / a creature", "Whenever ~ is
    dealt damage" (CR 603.2: one trigger per damage event)."""
    st = g.state
    found: list[Waiting] = []
    dealer = st.objects.get(e.source)
    if dealer is not None and dealer.card.triggered and dealer.zone is Zone.BATTLEFIELD:
        if e.player is not None:
            whom = (e.player, PLAYER)  # "that player"
            if e.combat:
                found += _matching(g, dealer, "combat damage to player", whom)
            found += _matching(g, dealer, "damage to player", whom)
            if e.player != dealer.controller:
                found += _matching(g, dealer, "damage to opponent", whom)
        elif e.combat and e.target is not None:
            hit = st.objects.get(e.target)  # (a token that died is gone, CR 704.5d; it was a creature)
            if hit is None or is_creature(g, hit):
                found += _matching(g, dealer, "combat damage to creature")
    if dealer is not None and e.player is not None and e.combat and dealer.zone is Zone.BATTLEFIELD:
        # "Whenever equipped / enchanted creature deals combat damage to a player"
        for att, kind in _attachments(g, dealer.id):
            found += _matching(g, att, f"{kind} combat damage to player", (e.player, PLAYER))
    victim = st.objects.get(e.target) if e.target is not None else None
    if victim is not None and victim.card.triggered:
        found += _matching(g, victim, "dealt damage")
    return found


def _cast_triggers(g: Game, spell: GameObject, nth: int, holders: list[GameObject]) -> list[Waiting]:
    """ "Whenever you cast a [noncreature / creature / artifact / …] spell", "Whenever a player /
    an opponent casts a spell", "Whenever you cast a spell that targets ~", "When you cast ~",
    "Whenever you cast your second spell each turn" (CR 601.2i: when it becomes cast)."""
    found: list[Waiting] = []
    card = spell.card
    kinds = ["spell", "noncreature" if not card.is_creature else "creature"]
    kinds += [k for k, t in (("artifact", CardType.ARTIFACT), ("enchantment", CardType.ENCHANTMENT)) if t in card.types]
    if len(card.colors) >= 2:
        kinds.append("multicolored")
    kinds += [c.name.lower() for c in card.colors]  # "Whenever you cast a red spell"
    value = card.mana_cost.mana_value if card.mana_cost is not None else 0  # CR 202.3
    kinds += [f"mv>={n}" for n in range(1, value + 1)]  # "… a spell with mana value 4 or greater"
    targeted = {t.id for t in spell.targets if isinstance(t, ObjectRef)}
    second = nth == 2
    for o in holders:
        oid = o.id
        prefix = "cast:" if o.controller == spell.controller else "opponent cast:"
        for kind in kinds:
            found += _matching(g, o, prefix + kind)
            found += _matching(g, o, "any cast:" + kind)
        if o.controller == spell.controller:
            if oid in targeted:
                found += _matching(g, o, "cast targeting this")
            if second:
                found += _matching(g, o, "second spell")
    if card.triggered:
        found += _matching(g, spell, "cast this")  # it functions on the stack
    return found


def _upkeep_only(g: Game) -> list[Waiting]:
    """What triggers only at the beginning of an upkeep: delayed triggers for "the next turn's
    upkeep" (CR 603.7) and the abilities of suspended cards, which work in exile (702.62a)."""
    st = g.state
    found: list[Waiting] = []
    for _, oid, zcc, controller, what in st.at_end_step:
        if what == "rebound" and controller == st.active:
            found.append((oid, _END_STEP_INDEX[what], controller, (oid, zcc)))  # CR 702.88a: "your next upkeep"
    for uid, source, player, turn in st.delayed_draws:
        if turn <= st.turn:
            found.append((source, DELAYED_DRAW, player, (uid, 0)))  # "Draw a card at the beginning …"
    for later in st.pending_damage:
        if later[4] == st.active and later[7] <= st.turn:
            found.append((later[1], DELAYED_DAMAGE, later[4], (later[0], 0)))  # Quenchable Fire
    for p in st.players:
        for oid in p.exile:
            o = st.objects[oid]
            if o.card.suspend is None:
                continue
            if o.owner == st.active and condition_holds(g, o, SUSPEND_UPKEEP_ABILITY):
                found.append((o.id, SUSPEND_UPKEEP, o.owner, None))  # "At the beginning of your upkeep"
            if o.card.triggered:
                found += _matching(g, o, "each upkeep", (st.active, PLAYER))  # Curse of the Cabal's
    return found


WARD_OFFSET = -1000  # index - spell id: a ward trigger aimed at that spell or ability


def ward_amount(g: Game, o: GameObject) -> int | None:
    for kw in keywords(g, o):
        if kw.startswith("ward {") and kw.endswith("}") and kw[6:-1].isdigit():
            return int(kw[6:-1])
    return None


def _ward(g: Game, stack_id: int) -> list[Waiting]:
    """CR 702.21a: a permanent with ward that becomes the target of a spell or ability an
    opponent controls triggers, to counter it unless that player pays."""
    st = g.state
    obj = st.objects.get(stack_id)
    if obj is None or obj.zone is not Zone.STACK:
        return []
    out: list[Waiting] = []
    for t in obj.targets:
        if isinstance(t, ObjectRef):
            perm = st.objects.get(t.id)
            opposing = perm is not None and perm.zone is Zone.BATTLEFIELD and perm.controller != obj.controller
            if opposing and perm is not None and ward_amount(g, perm) is not None:
                out.append((perm.id, WARD_OFFSET - stack_id, perm.controller, None))
    return out


def _targeted(g: Game, stack_id: int) -> list[Waiting]:
    """ "Whenever ~ becomes the target of a spell or ability [an opponent controls / you control]"
    / "… of a spell": once per spell or ability, however many of its targets it is (CR 115.1,
    601.2i, 602.2b, 603.3d)."""
    st = g.state
    obj = st.objects.get(stack_id)
    if obj is None or obj.zone is not Zone.STACK:
        return []
    found: list[Waiting] = []
    seen: set[int] = set()
    for t in obj.targets:
        if not isinstance(t, ObjectRef) or t.id in seen:
            continue
        seen.add(t.id)
        perm = st.objects.get(t.id)
        if perm is None or perm.zone is not Zone.BATTLEFIELD or not perm.card.triggered:
            continue
        found += _matching(g, perm, "targeted")
        mine = perm.controller == obj.controller
        found += _matching(g, perm, "targeted by yours" if mine else "targeted by opponent")
        if obj.ability is None:
            found += _matching(g, perm, "targeted by spell")
            if mine:
                found += _matching(g, perm, "targeted by your spell")
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
    return _matching(g, card, "cycled")


def _first_blocker(pairs: tuple[tuple[int, int], ...], attacker: int) -> int:
    return next(b for b, a in pairs if a == attacker)


def _matching(g: Game, o: GameObject, event: str, subject: tuple[int, int] | None = None) -> list[Waiting]:
    out: list[Waiting] = []
    for i, ability in enumerate(o.card.triggered):
        same = ability.event == event or ("|" in ability.event and event in ability.event.split("|"))
        if same and condition_holds(g, o, ability):
            if ability.once_each_turn:
                # "This ability triggers only once each turn." — tracked on the object (cf. 602.5b)
                mark = (-100 - i, g.state.turn)
                if mark in o.used:
                    continue
                g.set(o, "used", (*o.used, mark))
            out.append((o.id, i, o.controller, subject))
    return out


def put_next(g: Game) -> bool:
    """CR 603.3b: put waiting triggered abilities on the stack, the active player's first, each
    player in the order they choose. Returns True if it did something or asks something."""
    st = g.state
    collect(g)
    if not st.waiting:
        return False
    for player in (st.active, 1 - st.active):
        mine = [w for w in st.waiting if w[2] == player]
        if not mine:
            continue
        same = len({_order_key(st.objects[w[0]], w) for w in mine}) == 1
        if len(mine) > 1 and not same:  # (identical abilities: their order can't matter)
            g.set(
                st,
                "pending",
                Choose(player, "trigger order", "603.3b", tuple(mine), "put a triggered ability on the stack"),
            )
            return True
        put_on_stack(g, mine[0])
        return True
    return False


PROWESS = -1  # the ability index standing for an object's prowess trigger
PROWESS_ABILITY = TriggeredAbility(
    "cast noncreature", (ModifyPT(1, 1, Ref("this")),), trigger_text="Whenever you cast a noncreature spell"
)


DELAYED_DRAW = -8  # "Draw a card at the beginning of the next turn's upkeep." (CR 603.7)
DELAYED_DRAW_ABILITY = TriggeredAbility(
    "delayed", (Draw(1, Ref("you")),), trigger_text="At the beginning of the next turn's upkeep"
)

DELAYED_DAMAGE = -7  # Quenchable Fire's delayed damage (CR 603.7), built from its pending entry
DELAYED_DAMAGE_ABILITY = TriggeredAbility(
    "delayed", (), trigger_text="At the beginning of your upkeep (delayed damage)"
)  # (how it is named while it waits; the ability put on the stack carries the amount and target)


EXALTED = -5
EXALTED_ABILITY = TriggeredAbility(
    "attacks alone", (ModifyPT(1, 1, Ref("subject")),), trigger_text="Whenever a creature you control attacks alone"
)


FLANKING = -6
FLANKING_ABILITY = TriggeredAbility(
    "becomes blocked",
    (ModifyPT(-1, -1, Ref("subject")),),
    trigger_text="Whenever ~ becomes blocked by a creature without flanking",
)


EXTORT = -4
EXTORT_ABILITY = TriggeredAbility(
    "cast",
    (MayPayThen(ManaCost(0, other=("W/B",), text="{W/B}"), ExtortDrain()),),
    trigger_text="Whenever you cast a spell",
)


DELAYED = -2  # a delayed "return that card to the battlefield" trigger (CR 603.7)
DELAYED_ABILITY = TriggeredAbility(
    "delayed", (ReturnThisToBattlefield(),), trigger_text="When that card is put into your graveyard this turn"
)


PROVOKE = -3
PROVOKE_ABILITY = TriggeredAbility(
    "attacks",
    (MayDo(ProvokeEffect(Ref("target", 0))),),
    (TargetSpec("creature defending player controls", frozenset({CardType.CREATURE}), controller="opponent"),),
    trigger_text="Whenever ~ attacks",
)


SUSPEND_UPKEEP = -9  # CR 702.62a: suspend's second ability
SUSPEND_UPKEEP_ABILITY = TriggeredAbility(
    "upkeep",
    (RemoveCountersFrom("time", 1, Ref("this")),),
    condition="~ is suspended",
    trigger_text="At the beginning of your upkeep",
)

SUSPEND_CAST = -10  # CR 702.62a: suspend's third ability
SUSPEND_CAST_ABILITY = TriggeredAbility(
    "last time counter",
    (CastSuspended(),),
    condition="it's exiled",
    trigger_text="When the last time counter is removed from ~",
)


MADNESS = -15  # CR 702.35a: madness's triggered ability, about the card exiled as it was discarded
MADNESS_ABILITY = TriggeredAbility("madness", (CastForMadness(),), trigger_text="When this card is exiled this way")


# "at the beginning of the next end step" (CR 603.7): what happens to "it" (the subject)
_END_STEP_ABILITIES = {
    -11: ("sacrifice", TriggeredAbility("delayed", (SacrificeIt(Ref("subject")),),
                                        trigger_text="At the beginning of the next end step")),
    -12: ("exile", TriggeredAbility("delayed", (ExileIt(Ref("subject")),),
                                    trigger_text="At the beginning of the next end step")),
    -13: ("return", TriggeredAbility("delayed", (ReturnToHand(Ref("subject")),),
                                     trigger_text="At the beginning of the next end step")),
    -14: ("rebound", TriggeredAbility("delayed", (CastSuspended("rebound"),),
                                      trigger_text="At the beginning of your next upkeep")),
}  # fmt: skip
_END_STEP_INDEX = {what: index for index, (what, _) in _END_STEP_ABILITIES.items()}

# the triggered abilities built into keywords and effects, by their negative marker index
_BUILT_IN = {
    **{index: ability for index, (_, ability) in _END_STEP_ABILITIES.items()},
    PROWESS: PROWESS_ABILITY,
    PROVOKE: PROVOKE_ABILITY,
    EXTORT: EXTORT_ABILITY,
    EXALTED: EXALTED_ABILITY,
    FLANKING: FLANKING_ABILITY,
    DELAYED: DELAYED_ABILITY,
    DELAYED_DAMAGE: DELAYED_DAMAGE_ABILITY,
    DELAYED_DRAW: DELAYED_DRAW_ABILITY,
    SUSPEND_UPKEEP: SUSPEND_UPKEEP_ABILITY,
    SUSPEND_CAST: SUSPEND_CAST_ABILITY,
    MADNESS: MADNESS_ABILITY,
}


def _ability_of(source: GameObject, index: int) -> TriggeredAbility:
    built_in = _BUILT_IN.get(index)
    if built_in is not None:
        return built_in
    if index <= WARD_OFFSET:
        amount = ward_amount_of_card(source)
        return TriggeredAbility(
            "ward",
            (CounterUnlessPays(Ref("target", 0), ManaCost(amount, text=f"{{{amount}}}")),),
            (TargetSpec("spell or ability", zone=Zone.STACK),),
            trigger_text="Whenever ~ becomes the target of a spell or ability an opponent controls",
        )
    return source.card.triggered[index]


def put_on_stack(g: Game, entry: Waiting) -> None:
    """CR 603.3a, 603.3d: the ability goes on the stack; its targets are chosen now, and with
    no legal target it is removed from the stack."""
    from arbiter.mtg.casting import CastProgress, continue_after_targets

    st = g.state
    g.set(st, "waiting", tuple(w for w in st.waiting if w != entry))
    g.set(st, "pending", None)
    source_id, index, controller, subject = entry
    source = st.objects[source_id]
    if index == DELAYED_DAMAGE:
        _put_delayed_damage(g, source, controller, subject)
        return
    if index in _END_STEP_ABILITIES and subject is not None:
        # it triggers once (603.7c): the first matching entry is used up
        what = _END_STEP_ABILITIES[index][0]
        done = next(d for d in st.at_end_step if (d[1], d[2], d[3], d[4]) == (*subject, controller, what))
        g.set(st, "at_end_step", tuple(d for d in st.at_end_step if d is not done))
    if index == DELAYED_DRAW and subject is not None:
        # the delayed trigger happens once (603.7c): its entry is gone once it's on the stack
        g.set(st, "delayed_draws", tuple(d for d in st.delayed_draws if d[0] != subject[0]))
    ability = _ability_of(source, index)
    obj = g.create(source.card, controller, Zone.STACK)
    g.set(obj, "source", source_id)
    if subject is not None and subject[1] == PLAYER:
        g.set(obj, "lki", (("that player", subject[0], PLAYER),))
    elif subject is not None:
        g.set(obj, "lki", (("subject", *subject),))
    g.set(obj, "ability", ability)
    g.set(obj, "controller", controller)
    g.log(ev.TriggerPut("603.3a", obj.id, source.label, ability.text()))
    if index <= WARD_OFFSET:
        # the ward trigger refers to "that spell or ability" — it is set, not chosen (702.21a)
        aimed = st.objects.get(WARD_OFFSET - index)
        if aimed is not None:
            g.set(obj, "targets", (ObjectRef(aimed.id, aimed.zcc),))
        return
    if ability.modes:
        # CR 603.3c: the mode is chosen as it is put on the stack; a mode whose targets can't be
        # chosen can't be; with no mode left, the ability is removed from the stack
        from arbiter.mtg.casting import ask_trigger_mode

        def possible(mode: object) -> bool:
            return all(s.optional or tg.options(g, s, controller, source_id) for s in mode.targets)  # type: ignore[attr-defined]

        if not any(possible(m) for m in ability.modes):
            from arbiter.mtg.zones import remove_from_zone

            remove_from_zone(g, obj)
            g.journal.dict_del(st.objects, obj.id)
            g.log(ev.DidNotResolve("603.3c", obj.id, f"{source.label}'s triggered ability (no mode can be chosen)"))
            return
        ask_trigger_mode(g, obj.id, controller)
        return
    for spec in ability.targets:
        if not spec.optional and not tg.options(g, spec, controller, source_id):
            from arbiter.mtg.zones import remove_from_zone

            remove_from_zone(g, obj)
            g.journal.dict_del(st.objects, obj.id)
            g.log(ev.DidNotResolve("603.3d", obj.id, f"{source.label}'s triggered ability (no legal target)"))
            return
    if ability.targets:
        progress = CastProgress("trigger", obj.id, controller, g.journal.mark(), "targets", ability.targets, (), None)
        continue_after_targets(g, progress)


def _put_delayed_damage(g: Game, source: GameObject, controller: int, subject: tuple[int, int] | None) -> None:
    """The delayed trigger goes on the stack with the target fixed when it was created; the
    chance to pay it away is over (116.2c: "before that step")."""
    st = g.state
    found = [x for x in st.pending_damage if subject is not None and x[0] == subject[0]]
    if not found:
        return
    uid, _, target, amount, _, _, _, _ = found[0]
    g.set(st, "pending_damage", tuple(x for x in st.pending_damage if x[0] != uid))
    spec = TargetSpec("player or planeswalker", frozenset({CardType.PLANESWALKER}), players="any")
    damage = (DealDamage(amount, Ref("target", 0), "It"),)
    ability = TriggeredAbility("delayed", damage, (spec,), trigger_text="At the beginning of your upkeep")
    obj = g.create(source.card, controller, Zone.STACK)
    g.set(obj, "source", source.id)
    g.set(obj, "ability", ability)
    g.set(obj, "controller", controller)
    g.set(obj, "targets", (target,))
    g.log(ev.TriggerPut("603.7", obj.id, source.label, f"{source.label} deals {amount} more damage"))


def ward_amount_of_card(o: GameObject) -> int:
    for kw in o.card.keywords:
        if kw.startswith("ward {") and kw[6:-1].isdigit():
            return int(kw[6:-1])
    return 0


def answer_order(g: Game, entry: Waiting) -> None:
    put_on_stack(g, entry)
