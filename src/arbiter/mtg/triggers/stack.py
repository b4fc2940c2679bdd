"""Putting triggered abilities on the stack (CR 603.3): the next time a player would receive
priority, the active player's first, each player in the order they choose (603.3b); the mode
and targets are chosen as it goes on the stack, and with none possible it is removed (603.3c–d)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Choose, Option
from arbiter.mtg.casting.x_targets import reads_x, specs_for_x
from arbiter.mtg.effects.end_of_combat import DELAYED_ENTRY
from arbiter.mtg.effects.linked_exile import remember_departure
from arbiter.mtg.enums import Zone
from arbiter.mtg.lki import ClashResult, EpicSpell, SourceChosen
from arbiter.mtg.model import SpellAbility, TriggeredAbility
from arbiter.mtg.state import (
    DelayedDraw,
    DelayedReturnTrigger,
    GameObject,
    ObjectRef,
    PendingUnlessPaid,
    SourceSeen,
    SubjectSeen,
    ThatMuch,
    ThatPlayer,
    WaitingTrigger,
)
from arbiter.mtg.triggers.builtin import (
    DELAYED,
    DELAYED_DRAW,
    DELAYED_UNLESS_PAID,
    END_STEP_ABILITIES,
    WARD_OFFSET,
    ability_of,
)
from arbiter.mtg.triggers.collection import collect
from arbiter.mtg.triggers.damage_amounts import AMOUNT
from arbiter.mtg.triggers.matching import PLAYER, Waiting, about_source, mentions
from arbiter.mtg.triggers.player_actions import CLASH_RESULT
from arbiter.mtg.triggers.subject_controller import subject_controller

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def put_next(g: Game) -> bool:
    """CR 603.3b: put waiting triggered abilities on the stack, the active player's first, each
    player in the order they choose. Returns True if it did something or asks something."""
    st = g.state
    collect(g)
    if not st.waiting:
        return False
    for player in (st.active, 1 - st.active):
        mine = [w for w in st.waiting if w.controller == player]
        if not mine:
            continue
        same = len({_order_key(g, _source(g, w), w) for w in mine}) == 1
        if len(mine) > 1 and not same:  # (identical abilities: their order can't matter)
            g.set(
                st,
                "pending",
                Choose(player, "trigger order", "603.3b", tuple(mine), msg("put a triggered ability on the stack")),
            )
            return True
        put_on_stack(g, mine[0])
        return True
    return False


def _source(g: Game, w: Waiting) -> GameObject:
    """The waiting trigger's source — or, for a delayed triggered ability whose source (a copy of
    a spell, a token) has ceased to exist (CR 704.5d–e), a stand-in with its last known card: the
    delayed ability still triggers (603.7d, 113.7a)."""
    st = g.state
    found = st.objects.get(w.source)
    if found is not None or (w.subject is None and w.ability != DELAYED):
        return st.objects[w.source]
    entries: tuple[DelayedDraw | PendingUnlessPaid, ...] = ()
    if w.ability == DELAYED_DRAW:
        entries = st.delayed_draws
    elif w.ability == DELAYED_UNLESS_PAID:
        entries = st.unless_paid
    card = next((d.card for d in entries if w.subject is not None and d.uid == w.subject[0]), None)
    if w.ability in END_STEP_ABILITIES:  # (its creator's card, 603.7e: a token that made it has gone)
        card = next((d.card for d in st.at_end_step if d.source == w.source and (d.object, d.zcc) == w.subject), None)
    if w.ability == DELAYED:  # (a delayed trigger named by its entry, or by its source and subject)
        by_entry = w.subject is not None and w.subject[1] == DELAYED_ENTRY
        card = next((d.card for d in st.delayed if _names(d, w, by_entry)), None)
    if card is None:
        return st.objects[w.source]
    gone = GameObject(w.source, card, w.controller, Zone.STACK)
    gone.controller = w.controller
    return gone


def _names(d: DelayedReturnTrigger, w: Waiting, by_entry: bool) -> bool:
    """Whether the waiting delayed trigger ``w`` is the one ``d`` set up (603.7a)."""
    if by_entry:
        return w.subject is not None and d.uid == w.subject[0]
    return d.object == w.source and d.subject == w.subject and d.fired


def answer_order(g: Game, entry: Option) -> None:
    """CR 603.3b: the player chose which of their waiting triggers goes on the stack next."""
    assert isinstance(entry, WaitingTrigger)  # one of the options: waiting triggers
    put_on_stack(g, entry)


def _order_key(g: Game, source: GameObject, w: Waiting) -> tuple[object, ...]:
    """Two waiting triggers whose order can't matter have the same key: the same ability, the
    same subject unless the ability never refers to it (two Soul Warden triggers), and the same
    source unless the ability never refers to its source (CR 603.3b: a Clone of Thorn Mammoth and
    the Mammoth each trigger "~ fights …" — which fights first is the player's choice)."""
    if w.ability == DELAYED and w.subject is not None and w.subject[1] == DELAYED_ENTRY:
        # a delayed trigger named by its entry: its own ability, and what it kept (608.2h)
        entry = next((d for d in g.state.delayed if d.uid == w.subject[0]), None)
        if entry is not None:  # (epic's copies are of the spell it kept, whatever its source: 702.50a)
            return (entry.ability, entry.kept, None if any(isinstance(k, EpicSpell) for k in entry.kept) else w.source)
    ability = ability_of(source, w.ability, g)
    amount = w.subject is not None and w.subject[1] == AMOUNT  # "that much": different amounts
    player = w.player if mentions(ability.effects, "that player") else None
    about = (
        mentions(ability.effects, "subject")
        or mentions(ability.effects, "it_subject")
        or mentions(ability.effects, "subject permanent")
        or any(getattr(e, "about_subject", False) for e in ability.effects)  # (cipher: each its own card)
    )
    own = w.source if about_source(ability.effects) else None
    return (ability, w.subject if amount or about else None, player, own)


def put_on_stack(g: Game, entry: Waiting) -> None:
    """CR 603.3a, 603.3d: the ability goes on the stack; its targets are chosen now, and with
    no legal target it is removed from the stack."""
    st = g.state
    # only this one: two equal entries are two triggers of one ability (CR 603.2c, two cards discarded)
    at = st.waiting.index(entry)
    g.set(st, "waiting", st.waiting[:at] + st.waiting[at + 1 :])
    g.set(st, "pending", None)
    source_id, index, controller, subject = entry.source, entry.ability, entry.controller, entry.subject
    source = _source(g, entry)
    if index == DELAYED_UNLESS_PAID:
        _put_unless_paid(g, source, controller, subject)
        return
    _use_up_delayed(g, index, controller, subject)
    uid = subject[0] if index == DELAYED and subject is not None and subject[1] == DELAYED_ENTRY else None
    if uid is not None:
        subject = None  # (it named the delayed entry, not an object the ability is about)
    fired = _fired_delayed(g, source_id, uid) if index == DELAYED else None
    ability = fired.ability if fired is not None else ability_of(source, index, g)
    obj = g.create(source.card, controller, Zone.STACK)
    g.set(obj, "source", source_id)
    if subject is not None and subject[1] == PLAYER:
        g.set(obj, "lki", (ThatPlayer(subject[0]),))
    elif subject is not None and subject[1] == CLASH_RESULT:
        g.set(obj, "lki", (ClashResult(bool(subject[0])),))  # "If you won, …" (CR 701.30d)
    elif subject is not None and subject[1] == AMOUNT:
        g.set(obj, "lki", (ThatMuch(subject[0]),))  # "that much" (603.2)
        if entry.player is not None:  # "… deals combat damage to a player, … that player …"
            g.set(obj, "lki", (*obj.lki, ThatPlayer(entry.player)))
    elif subject is not None:
        seen = st.objects.get(subject[0])
        if seen is not None and seen.zone is Zone.STACK and seen.ability is None:
            # a cast trigger: "that spell", and "that player" its controller as it was cast (CR 603.2)
            g.set(obj, "lki", (SubjectSeen(*subject), ThatPlayer(seen.controller)))
        else:
            g.set(obj, "lki", (SubjectSeen(*subject),))
        fx = ability.effects
        named = any(
            mentions(fx, k) for k in ("subject's controller", "it_subject's controller", "subject land's controller")
        )
        if named and subject[1] >= 0:
            known = subject_controller(g, subject)  # "that creature's controller" (CR 608.2h)
            g.set(obj, "lki", (*obj.lki, *((known,) if known is not None else ())))
        if entry.player is not None:
            # the player the event was about too: "that player" (CR 603.2)
            g.set(obj, "lki", (*obj.lki, ThatPlayer(entry.player)))
    if fired is not None and fired.kept:
        g.set(obj, "lki", (*obj.lki, *fired.kept))  # CR 608.2h: what the creating spell found of its targets
    _remember_moved_source(g, obj, source, controller)
    remember_departure(g, obj, source, ability)  # CR 607.2a, 400.7: the object that left
    if entry.chosen:  # CR 608.2h: the source left before this went on the stack; its choices as it last existed
        g.set(obj, "lki", (*obj.lki, *(SourceChosen(k, v) for k, v in entry.chosen)))
    g.set(obj, "ability", ability)
    g.set(obj, "controller", controller)
    x = _trigger_x(source, ability, fired)
    if x:
        g.set(obj, "x", x)
    that = next((x.index for x in obj.lki if isinstance(x, ThatPlayer)), None)
    if that is None or not _names_that_player(ability.stack_text()):
        g.log(ev.TriggerPut("603.3a", obj.id, source.label, ability.stack_text()))
    else:  # CR 603.2: whose ability it is, and the player the event was about ("that player")
        names = (st.players[controller].name, st.players[that].name)
        g.log(ev.TriggerPut("603.3a", obj.id, source.label, ability.stack_text(), *names))
    if index <= WARD_OFFSET:
        # CR 702.21a: the ward trigger has no target — "that spell or ability" is the subject of
        # its event, remembered above (603.2); nothing is chosen
        return
    if ability.modes:
        _choose_mode(g, obj, source, ability, controller)
        return
    _choose_targets(g, obj, source, ability, controller)


_THAT_PLAYER = re.compile(r"\bthat player\b|\bthey\b|\btheir\b|\bthem\b", re.IGNORECASE)


def _names_that_player(text: str) -> bool:
    """Whether the ability's words refer to the player the event was about ("that player", or
    "they"/"their"/"them", CR 603.2): the log names that player only then ("At the beginning of
    each upkeep, if a player cast two or more spells last turn, sacrifice ~." names nobody)."""
    return _THAT_PLAYER.search(text) is not None


def _remember_moved_source(g: Game, obj: GameObject, source: GameObject, controller: int) -> None:
    """CR 400.7e, 603.6c: an ability that triggered on its source moving off the battlefield
    ("When this Aura is put into a graveyard from the battlefield, return it …") finds the new
    object the source became only in the zone it went to: remember that object (its zone-change
    count), so that the card moving on again (exiled from the graveyard in response) isn't found.
    CR 400.7: likewise a permanent's ability refers to that permanent only — not to the new object
    it becomes if it is blinked before the ability resolves."""
    if source.zone is not Zone.STACK:
        g.set(obj, "lki", (*obj.lki, SourceSeen(controller, source.zcc, source.zone is Zone.BATTLEFIELD)))


def _use_up_delayed(g: Game, index: int, controller: int, subject: tuple[int, int] | None) -> None:
    """A delayed trigger triggers once (CR 603.7c): its entry is used up as it goes on the stack."""
    st = g.state
    if index in END_STEP_ABILITIES and subject is not None:
        # the first matching entry is used up
        what = END_STEP_ABILITIES[index][0]
        done = next(
            d for d in st.at_end_step if (d.object, d.zcc, d.controller, d.what) == (*subject, controller, what)
        )
        g.set(st, "at_end_step", tuple(d for d in st.at_end_step if d is not done))
    if index == DELAYED_DRAW and subject is not None:
        g.set(st, "delayed_draws", tuple(d for d in st.delayed_draws if d.uid != subject[0]))


def _trigger_x(source: GameObject, ability: TriggeredAbility, fired: DelayedReturnTrigger | None) -> int:
    """The X of a triggered ability whose text doesn't define it: a delayed triggered ability's is
    the X of the spell or ability that created it (CR 107.3n); a permanent's own enters-the-battlefield
    trigger's is the X of the spell that became it, remembered as it entered (107.3m); else 0."""
    if fired is not None:
        return fired.x
    if ability.event == "enters":
        # (as it last existed, if it has already left the battlefield: 603.10a, 608.2h)
        marks = source.marks if source.zone is Zone.BATTLEFIELD else source.left_marks
        return next((int(k[2:]) for k in marks if k.startswith("X ") and k[2:].isdigit()), 0)
    return 0


def _fired_delayed(g: Game, source: int, uid: int | None = None) -> DelayedReturnTrigger | None:
    """CR 603.7a, 603.7c: the entry of the delayed trigger that triggered for ``source`` (its
    ability; the one named ``uid``, if given); it is used up as it goes on the stack."""
    st = g.state
    entry = next((d for d in st.delayed if d.fired and d.object == source and uid in (None, d.uid)), None)
    if entry is None:
        return None
    g.set(st, "delayed", tuple(d for d in st.delayed if d is not entry))
    return entry


def _remove(g: Game, obj: GameObject, rule: str, why: str) -> None:
    """CR 603.3c–d: the ability is removed from the stack."""
    from arbiter.mtg.zones import remove_from_zone

    remove_from_zone(g, obj)
    g.journal.dict_del(g.state.objects, obj.id)
    g.log(ev.RemovedFromStack(rule, obj.id, why))


def _choose_mode(g: Game, obj: GameObject, source: GameObject, ability: TriggeredAbility, controller: int) -> None:
    """CR 603.3c: the mode is chosen as it is put on the stack; a mode whose targets can't be
    chosen can't be; with no mode left, the ability is removed from the stack."""
    from arbiter.mtg.casting import ask_trigger_mode
    from arbiter.mtg.casting.modes_chosen import chosen_by

    def possible(mode: SpellAbility) -> bool:
        return all(s.optional or tg.options(g, s, controller, source.id) for s in mode.targets)

    before = chosen_by(g, source, ability)  # CR 700.2: "choose one that hasn't been chosen"
    if not any(possible(m) for i, m in enumerate(ability.modes) if i not in before):
        _remove(
            g, obj, "603.3c", msg("{card}'s triggered ability (no mode can be chosen)", card=CardName(source.label))
        )
        return
    ask_trigger_mode(g, obj.id, controller)


def _choose_targets(g: Game, obj: GameObject, source: GameObject, ability: TriggeredAbility, controller: int) -> None:
    """CR 603.3d: targets are chosen as for a spell (601.2c); with no legal target for a
    required one, the ability is removed from the stack."""
    from arbiter.mtg.casting import CastProgress, continue_after_targets

    specs = ability.targets
    if reads_x(specs):
        specs = specs_for_x(specs, obj.x)  # CR 107.3m, 601.2c: "X target …" with its spell's X
    for spec in specs:
        # CR 115.5: the ability on the stack is no legal target for itself ("counter target spell,
        # activated ability, or triggered ability" with nothing else on the stack)
        found = [
            t for t in tg.options(g, spec, controller, source.id) if not (isinstance(t, ObjectRef) and t.id == obj.id)
        ]
        if not spec.optional and not found:
            _remove(g, obj, "603.3d", msg("{card}'s triggered ability (no legal target)", card=CardName(source.label)))
            return
    if specs:
        progress = CastProgress("trigger", obj.id, controller, g.journal.mark(), "targets", specs, (), None)
        continue_after_targets(g, progress)


def _put_unless_paid(g: Game, source: GameObject, controller: int, subject: tuple[int, int] | None) -> None:
    """The delayed trigger goes on the stack with the target fixed when it was created; the
    chance to pay it away is over (116.2c: "before that step")."""
    st = g.state
    found = [x for x in st.unless_paid if subject is not None and x.uid == subject[0]]
    if not found:
        return
    entry = found[0]
    g.set(st, "unless_paid", tuple(x for x in st.unless_paid if x.uid != entry.uid))
    obj = g.create(source.card, controller, Zone.STACK)
    g.set(obj, "source", source.id)
    g.set(obj, "ability", entry.ability)
    g.set(obj, "controller", controller)
    g.set(obj, "targets", (entry.target,))
    g.log(ev.TriggerPut("603.7", obj.id, source.label, entry.what))
