"""Choices made as a permanent enters (CR 614.12, 614.1c).

A permanent whose card has "as ~ enters" replacement effects (:mod:`arbiter.mtg.ir.statics.as_enters`)
doesn't enter at once: its controller answers their questions first, one decision each
(``Choose`` with purpose "as enters") — which permanent it enters as a copy of (707.2), a color, a
creature type, a card name, a player, whether to pay life — and then it enters with the choices
applied (614.12: the characteristics it will have, taking into account the replacement effects
already chosen — a copy's own "as ~ enters" questions are asked after the copy is chosen).
``GameState.entering`` holds the progress; :func:`answer` takes each answer.

It enters this way when a permanent spell resolves (608.3a) and when a land is played (305.1).
A permanent an effect puts onto the battlefield (a fetched shock land, a reanimated Clone) is asked
as that effect puts it there, before anything else happens (no player has priority and nothing is
checked in between), and the answers are applied to it at once."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Quoted, Term, msg
from arbiter.i18n.text import join
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Pick, Purpose
from arbiter.mtg.card_names import named, offered_names, refusal
from arbiter.mtg.effects.life import lose_life
from arbiter.mtg.enums import CardType, ChoiceKey, Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.amplify import Amplify
from arbiter.mtg.ir.counter_choice import MayEnterWithCounter
from arbiter.mtg.ir.devour import Devour
from arbiter.mtg.ir.statics.as_enters import (
    AsEnters,
    AsEntersChoose,
    AsEntersPayLife,
    AsEntersReveal,
    DiscardInstead,
    EnterAsCopy,
    ReadAhead,
    SacrificeInstead,
)
from arbiter.mtg.keywords.amplify import amplify_counters, amplify_options
from arbiter.mtg.keywords.devour import devour_counters, devour_options, sacrifice_devoured
from arbiter.mtg.objects.aura_entering import ENTERING_TOGETHER, attach, hosts
from arbiter.mtg.objects.chosen import chosen
from arbiter.mtg.objects.copiable import become_copy, copiable_values, with_exceptions
from arbiter.mtg.objects.creature_types import CREATURE_TYPES
from arbiter.mtg.objects.enchant_legality import enchant_spec
from arbiter.mtg.objects.sagas import LORE, final_chapter
from arbiter.mtg.player_qualities import can_pay_life
from arbiter.mtg.state import PlayerRef
from arbiter.mtg.wording import article
from arbiter.mtg.zones import discard, move

if TYPE_CHECKING:
    from arbiter.mtg.actions import Action, Decision, Option
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Static
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject

COLOR_CHOICES = ("white", "blue", "black", "red", "green")  # CR 105.1
RESOLVING = "608.3a"  # a permanent spell resolves
PLAYED = "305.1"  # a land is played
PUT = "614.12"  # an effect put it onto the battlefield: asked as the effect finishes putting it there


@dataclass(frozen=True, slots=True)
class Entering:
    """A permanent about to enter while its controller answers its "as ~ enters" questions:
    ``by`` is how it enters (:data:`RESOLVING` or :data:`PLAYED`); ``card`` the characteristics it
    will have (a copy chosen changes them, 614.12); ``asked`` how many of their questions are
    answered; the answers so far."""

    obj: int
    player: int
    by: str
    card: CardDef
    asked: int = 0
    copied: bool = False
    chosen: tuple[tuple[ChoiceKey, str | int], ...] = ()
    pay_life: int = 0  # life paid as it enters (CR 119.4)
    tapped: bool = False  # it enters tapped (614.1c)
    counters: tuple[tuple[str, int], ...] = ()  # counters it enters with (614.1c, 122.6)
    haste: bool = False  # riot's "If you don't, it gains haste." (702.136a)
    devoured: tuple[int, ...] = ()  # the creatures it sacrifices as it enters (702.82a)
    revealed: tuple[int, ...] = ()  # the cards revealed for the amplify ability being asked (702.38a)
    looked: tuple[int, ...] = ()  # an opponent's hand its controller looks at while choosing (402.3)
    resume: Decision | None = None  # (put by an effect) the decision pending when it was put there
    wants_host: bool = False  # an Aura put there by an effect: what it will enchant is asked first (303.4f)
    host: int | PlayerRef = 0  # the object (or player) it enters attached to (303.4f)
    order: tuple[str, ...] = ()  # counter replacements its controller chose to apply first (616.1e)
    discarded: int = 0  # the land card discarded instead (Mox Diamond, 614.1a)
    to_graveyard: bool = False  # none discarded: put into its owner's graveyard instead (614.1a)
    sacrificed: tuple[int, ...] = ()  # the permanents sacrificed instead (Heart of Yavimaya, 614.1a)
    # (put by an effect) the permanents the same effect put there while this one's question waited:
    # (id, zone-change count, an Aura whose host is asked), asked in turn once this one is answered
    queued: tuple[tuple[int, int, bool], ...] = ()
    # the permanents that effect put there at the same time: none of them can be chosen (they
    # aren't on the battlefield yet as this one enters, 614.12, 303.4f)
    together: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class AuraHost:
    """CR 303.4f: "what will this Aura enchant?" — asked as an Aura an effect puts onto the
    battlefield enters (it isn't cast, so it targets nothing)."""

    noun: str  # the enchant ability's noun: "creature", "land you control"


@dataclass(frozen=True, slots=True)
class CounterOrder:
    """CR 616.1, 616.1e–f: which of the replacement effects that change how many counters are put
    (Hardened Scales, Corpsejack Menace) applies first to the counters it enters with — asked last,
    once its other answers are known, and again after each answer while the order still matters."""


def asks(o: GameObject) -> bool:
    """Does ``o`` have "as ~ enters" questions (CR 614.12)?"""
    return any(isinstance(s, AsEnters) for s in o.card.statics)


def asks_counter_order(g: Game, o: GameObject) -> bool:
    """Would ``o``, entering now, ask its controller to order counter replacements (CR 616.1)?"""
    from arbiter.mtg.replacement.counter_amounts import any_source

    if not g.state.grant_sources or not any_source(g):
        return False  # (the usual case, looked at cheaply: no counter replacement on the battlefield)
    return bool(_counter_order(g, Entering(o.id, o.controller, RESOLVING, o.card)))


def _counter_order(g: Game, e: Entering) -> tuple[str, list[tuple[str, int]]]:
    """CR 616.1e: the kind of counters whose order is still open for the permanent as it will
    enter, and the effects (key, source) its controller chooses among next; ("", []) if none."""
    from arbiter.mtg.replacement.counter_amounts import order_question
    from arbiter.mtg.replacement.enters import entering_counters

    st = g.state
    o = st.objects[e.obj]
    probe = o.clone()  # as it would exist on the battlefield (a look, nothing moves; 614.12)
    probe.zone, probe.card, probe.controller = Zone.BATTLEFIELD, e.card, e.player
    x_paid = o.x if e.by == RESOLVING else 0
    for kind, n in entering_counters(g, probe, x_paid, e.counters):
        # (a permanent it devours is sacrificed as it enters: its effect won't apply, 702.82a)
        found = [f for f in order_question(g, probe, kind, n, e.order) if f[1] not in e.devoured]
        if len(found) > 1:
            return kind, [(k, sid) for k, sid, _ in found]
    return "", []


def begin(g: Game, o: GameObject, by: str, player: int | None = None) -> None:
    """CR 614.12: ``o`` is about to enter — ask its questions (or enter at once when none is
    left to ask). ``player``: who will control it, when not its controller now — a land played
    from another player's cards enters under the control of the player who played it (110.2),
    who answers its questions ("As this land enters, you may pay 2 life")."""
    _ask_next(g, Entering(o.id, o.controller if player is None else player, by, o.card))


def put_by_effect(g: Game, o: GameObject, *, aura: bool = False) -> None:
    """CR 614.12: ``o`` was put onto the battlefield by an effect — its questions are asked now and
    their answers applied to it before the game goes on; ``aura``: it is an Aura, and what it
    enchants is asked first (303.4f)."""
    st = g.state
    if st.entering is None and (aura or asks(o)):
        _ask_next(g, Entering(o.id, o.controller, PUT, o.card, resume=st.pending, wants_host=aura))


def queue_put(g: Game, o: GameObject, *, aura: bool = False) -> None:
    """CR 614.12, 303.4f: ``o`` was put onto the battlefield by an effect while another permanent the
    effect put there waits for an answer (Living Death's creatures, all at once): its questions are
    asked after that one's."""
    st = g.state
    e = st.entering
    if e is None or e.by != PUT or e.obj == o.id or not (aura or asks(o)):
        return
    g.set(st, "entering", replace(e, queued=(*e.queued, (o.id, o.zcc, aura))))


@contextmanager
def entering_together(g: Game) -> Iterator[None]:
    """CR 614.12, 303.4f: the permanents an effect puts onto the battlefield inside this block enter
    at the same time. Their "as ~ enters" questions are asked once all of them are there, one
    permanent after another, and none of them can be chosen in another's answer — a permanent to
    copy, an object to enchant, a creature to devour: it isn't on the battlefield as they enter."""
    if ENTERING_TOGETHER.get() is not None:
        yield  # (within another such block: its permanents are all asked at its end)
        return
    found: list[tuple[int, int, bool | None]] = []
    token = ENTERING_TOGETHER.set(found)
    try:
        yield
    finally:
        ENTERING_TOGETHER.reset(token)
    st = g.state
    queued = tuple((oid, zcc, bool(aura)) for oid, zcc, aura in found if aura is not None)
    if not queued:
        return
    if st.entering is not None and st.entering.by == PUT:  # (another's question waits: these follow it)
        g.set(st, "entering", replace(st.entering, queued=(*st.entering.queued, *queued)))
        return
    _ask_queued(g, queued, st.pending, tuple(oid for oid, _, _ in found))


def _ask_queued(
    g: Game, queued: tuple[tuple[int, int, bool], ...], resume: Decision | None, together: tuple[int, ...]
) -> None:
    """The next of ``queued`` that is still there and has questions (CR 614.12)."""
    st = g.state
    for i, (oid, zcc, aura) in enumerate(queued):
        o = st.objects.get(oid)
        if o is None or o.zone is not Zone.BATTLEFIELD or o.zcc != zcc or not (aura or asks(o)):
            continue
        rest = queued[i + 1 :]
        later = Entering(oid, o.controller, PUT, o.card, resume=resume, wants_host=aura, queued=rest, together=together)
        _ask_next(g, later)
        return


def _questions(g: Game, e: Entering) -> list[AsEnters | AuraHost | CounterOrder]:
    """The questions of the card it will be, in printed order; a copy effect applies once (614.5).
    An Aura put there by an effect first asks what it will enchant (303.4f)."""
    spec = enchant_spec(e.card) if e.wants_host else None
    first: list[AsEnters | AuraHost] = [AuraHost(spec.noun)] if spec is not None else []
    kept = _kept(g, e)
    asked: list[AsEnters | AuraHost | CounterOrder] = [
        *first,
        *(
            s
            for s in e.card.statics
            if isinstance(s, AsEnters) and not (e.copied and isinstance(s, EnterAsCopy)) and (kept is None or s in kept)
        ),
    ]
    if e.by != PUT and g.state.grant_sources:
        asked.append(CounterOrder())  # CR 616.1: last, once the counters it enters with are known
    return asked


def _kept(g: Game, e: Entering) -> list[Static] | None:
    """CR 614.12: the statics it will have on the battlefield, continuous effects that already exist
    included — under Blood Moon a shock land has lost "As ~ enters, you may pay 2 life" (305.7) and
    asks nothing. None: nothing can change them (its printed ones)."""
    st = g.state
    o = st.objects[e.obj]
    if not (st.effects or st.grant_sources):
        return None
    probe = o.clone()  # as it would exist on the battlefield (a look, nothing moves)
    probe.zone, probe.card, probe.controller = Zone.BATTLEFIELD, e.card, e.player
    from arbiter.mtg.layers import statics

    return statics(g, probe)


def _ask_next(g: Game, e: Entering) -> None:
    st = g.state
    questions = _questions(g, e)
    while e.asked < len(questions):
        q = questions[e.asked]
        if isinstance(q, AsEntersChoose) and q.look_at_hand:
            # CR 402.3: shown to the player who chooses, first, and known to them while they choose
            e = replace(e, looked=_look_at_opponents_hand(g, e.player))
        options = _options(g, e, q)
        # CR 201.4: a card name is always asked — any card's name may be chosen, not only those offered
        if len(options) > 1 or (isinstance(q, AsEntersChoose) and q.key is ChoiceKey.CARD_NAME):
            g.set(st, "entering", e)
            rule = _rule(q)
            prompt = _order_prompt(g, e) if isinstance(q, CounterOrder) else _prompt(q)
            g.set(st, "pending", Choose(e.player, Purpose.AS_ENTERS, rule, options, prompt))
            return
        e = _apply(g, e, q, options[0] if options else None)
    _enter(g, e)


def _look_at_opponents_hand(g: Game, player: int) -> tuple[int, ...]:
    """ "look at an opponent's hand" (CR 402.3): shown to ``player`` alone (two players: the one
    opponent); the cards looked at."""
    from arbiter.mtg.effects.revealed_hand import look_at_hand

    look_at_hand(g, player, 1 - player)
    return tuple(g.state.players[1 - player].hand)


def _rule(q: AsEnters | AuraHost | CounterOrder) -> str:
    if isinstance(q, ReadAhead):
        return "702.155b"
    return "303.4f" if isinstance(q, AuraHost) else "616.1" if isinstance(q, CounterOrder) else "614.12"


def _order_prompt(g: Game, e: Entering) -> str:
    kind, found = _counter_order(g, e)
    st = g.state
    return msg(
        "{kind} counters put on {t}: choose the replacement effect applied first ({names})",
        kind=kind,
        t=CardName(st.objects[e.obj].label),
        names=join(CardName(st.objects[sid].label) for sid in dict.fromkeys(sid for _, sid in found)),
    )


def _options(g: Game, e: Entering, q: AsEnters | AuraHost | CounterOrder) -> tuple[Option, ...]:
    st = g.state
    if isinstance(q, CounterOrder):
        _, found = _counter_order(g, e)  # CR 616.1e: the source of each effect it may apply first
        return tuple(dict.fromkeys(sid for _, sid in found))
    if isinstance(q, AuraHost):
        probe = st.objects[e.obj].clone()  # CR 303.4f: as the Aura it will be (a copy: 707.5)
        probe.card, probe.controller = e.card, e.player
        return tuple(h for h in hosts(g, probe) if h not in e.together)
    if isinstance(q, EnterAsCopy):
        # CR 707.2, 614.12: a permanent on the battlefield it may copy (0: it enters as itself)
        on = [st.objects[i] for i in st.battlefield if i != e.obj and i not in e.together]
        return (*(p.id for p in on if fits(g, q.what, p, e.player, e.obj)), 0)
    if isinstance(q, Devour):
        return tuple(d for d in devour_options(g, q, e.obj, e.player, e.devoured) if d not in e.together)  # 702.82a
    if isinstance(q, Amplify):
        return amplify_options(g, e.card, e.obj, e.player, e.revealed)  # CR 702.38a
    if isinstance(q, MayEnterWithCounter):
        return ("yes", "no")  # CR 702.98a, 702.136a: "You may have this permanent enter with …"
    if isinstance(q, AsEntersPayLife):
        # CR 119.4: a player can pay life only if their life total is at least that much
        return ("yes", "no") if can_pay_life(g, e.player, q.amount) else ("no",)  # CR 119.4, 119.8
    if isinstance(q, DiscardInstead):  # CR 614.12: a land card of its controller's hand (0: none)
        hand = st.players[e.player].hand
        return (*(i for i in hand if i != e.obj and CardType.LAND in st.objects[i].card.types), 0)
    if isinstance(q, SacrificeInstead):
        return _sacrifice_options(g, e, q)
    if isinstance(q, ReadAhead):  # CR 702.155b: a number between one and its final chapter number
        return tuple(str(n) for n in range(1, final_chapter(e.card) + 1))
    if isinstance(q, AsEntersReveal):
        # CR 614.12: a card of that kind in its controller's hand to reveal (0: it enters tapped)
        hand = st.players[e.player].hand
        return (*(i for i in hand if i != e.obj and fits(g, q.what, st.objects[i], e.player, e.obj)), 0)
    assert isinstance(q, AsEntersChoose)
    if q.key is ChoiceKey.COLOR:
        return tuple(c for c in COLOR_CHOICES if c != q.other_than)
    if q.key is ChoiceKey.CREATURE_TYPE:
        return CREATURE_TYPES
    if q.key is ChoiceKey.CARD_NAME:
        return offered_names(g, e.player, e.looked, q.what)
    opponents = q.what == "an opponent"
    return tuple(PlayerRef(p.index) for p in st.players if not (opponents and p.index == e.player))


def _sacrifice_options(g: Game, e: Entering, q: SacrificeInstead) -> tuple[Option, ...]:
    """CR 614.1a, 701.21a: a permanent its controller controls that fits, one at a time (0: don't —
    it goes to its owner's graveyard; offered only before the first, and alone when too few fit)."""
    st = g.state
    skip = {e.obj, *e.together, *e.sacrificed}
    fit = tuple(i for i in st.battlefield if i not in skip and fits(g, q.what, st.objects[i], e.player, e.obj))
    if e.sacrificed:
        return fit
    return (*fit, 0) if len(fit) >= q.count else (0,)


def _prompt(q: AsEnters | AuraHost) -> str:
    if isinstance(q, SacrificeInstead):
        return msg(
            "sacrifice {noun} as it enters? (0: don't — it goes to its owner's graveyard instead)",
            noun=Quoted(q.what.text),
        )
    if isinstance(q, DiscardInstead):
        return msg("discard a land card as it enters? (0: don't — it goes to its owner's graveyard instead)")
    if isinstance(q, AuraHost):
        return msg("what it will enchant as it enters (it isn't targeted): {noun}", noun=Quoted(q.noun))
    if isinstance(q, EnterAsCopy):
        return msg("the permanent it enters as a copy of: {noun} (0: none)", noun=Quoted(q.noun))
    if isinstance(q, Devour):
        return msg("{devour}: a permanent to sacrifice as it enters (0: no more)", devour=Quoted(q.text().lower()))
    if isinstance(q, Amplify):
        return msg("{amplify}: a card sharing a creature type with it to reveal from your hand (0: no more)",
                   amplify=Quoted(q.text().lower()))  # fmt: skip
    if isinstance(q, MayEnterWithCounter):
        keyword = Term(q.keyword.lower())
        if q.haste_if_not:
            return msg(
                "{keyword}: have it enter with an additional +1/+1 counter? (if it doesn't, it gains haste)",
                keyword=keyword,
            )
        return msg("{keyword}: have it enter with an additional +1/+1 counter?", keyword=keyword)
    if isinstance(q, AsEntersPayLife):
        return msg("pay {amount} life? (if you don't, it enters tapped)", amount=q.amount)
    if isinstance(q, ReadAhead):
        return msg("read ahead: the number of lore counters it enters with")
    if isinstance(q, AsEntersReveal):
        return msg("reveal {card} from your hand? (0: don't — it enters tapped)",
                   card=Quoted(f"{article(q.what.text)} {q.what.text} card"))  # fmt: skip
    assert isinstance(q, AsEntersChoose)
    return msg("choose {what}", what=Term(q.what))


def _apply(g: Game, e: Entering, q: AsEnters | AuraHost | CounterOrder, value: Option | None) -> Entering:
    """Record the answer to ``q`` and move on to the next question."""
    if isinstance(q, CounterOrder):
        if not isinstance(value, int):
            return replace(e, asked=e.asked + 1)  # nothing (more) to order
        _, found = _counter_order(g, e)
        key = next(k for k, sid in found if sid == value)
        player = g.state.players[e.player].name
        source = CardName(g.state.objects[value].label)
        g.log(ev.EffectCreated("616.1e", player, msg("{card}'s effect is applied first", card=source)))
        return replace(e, order=(*e.order, key))  # CR 616.1f: and asked again while it matters
    if isinstance(q, AuraHost):
        if not isinstance(value, int | PlayerRef) and e.by == RESOLVING:
            # CR 303.4g: nothing to enchant, entering from the stack: its owner's graveyard instead
            return replace(e, asked=e.asked + 1, to_graveyard=True)
        return replace(e, asked=e.asked + 1, host=value if isinstance(value, int | PlayerRef) else 0)
    if isinstance(q, Devour) and isinstance(value, int) and value:
        return replace(e, devoured=(*e.devoured, value))  # CR 702.82a: and asked again
    if isinstance(q, SacrificeInstead) and isinstance(value, int) and value:
        e = replace(e, sacrificed=(*e.sacrificed, value))  # CR 614.1a: until as many as it says
        return e if len(e.sacrificed) < q.count else replace(e, asked=e.asked + 1)
    if isinstance(q, Amplify) and isinstance(value, int) and value:
        # CR 702.38a, 701.20a: revealed to all players
        g.log(
            ev.EffectCreated(
                "702.38a", g.state.objects[value].label, msg("is revealed from its owner's hand"), (value,)
            )
        )
        return replace(e, revealed=(*e.revealed, value))  # and asked again
    e = replace(e, asked=e.asked + 1, looked=())  # CR 402.3: the look ends with the choice it was for
    if isinstance(q, Amplify):  # CR 702.38a, 702.38b: its own cards only
        return replace(e, counters=(*e.counters, *amplify_counters(q, e.revealed)), revealed=())
    if isinstance(q, Devour):
        return replace(e, counters=(*e.counters, *devour_counters(q, e.devoured)))
    if isinstance(q, EnterAsCopy):
        if not isinstance(value, int) or value == 0:
            return e  # it enters as itself
        original = g.state.objects[value]
        values = with_exceptions(copiable_values(original), q.exceptions)
        name = g.state.objects[e.obj].label
        g.log(ev.EffectCreated("707.2", name, msg("enters as a copy of {original}", original=CardName(original.label))))
        extra = tuple((kind, 1) for kind, t in (q.exceptions.counters if q.exceptions else ()) if t in values.types)
        # CR 303.4f: a permanent that wasn't an Aura spell entering as a copy of an Aura (Copy
        # Enchantment) targets nothing: what it will enchant is asked as it enters
        host = e.wants_host or (values.is_aura and not g.state.objects[e.obj].card.is_aura)
        # CR 614.12: from now on, the questions are those of the permanent it will be
        return replace(e, card=values, asked=0, copied=True, counters=e.counters + extra, wants_host=host)
    if isinstance(q, MayEnterWithCounter):
        if value == "yes":  # CR 614.1c, 122.6: it enters with the counter
            return replace(e, counters=(*e.counters, ("+1/+1", 1)))
        return replace(e, haste=e.haste or q.haste_if_not)  # CR 702.136a
    if isinstance(q, AsEntersPayLife):
        if value == "yes":
            return replace(e, pay_life=e.pay_life + q.amount)
        return replace(e, tapped=True)
    if isinstance(q, DiscardInstead | SacrificeInstead):
        if not isinstance(value, int) or value == 0:
            return replace(e, to_graveyard=True)  # CR 614.1a: "If you don't, put it into … graveyard."
        return replace(e, discarded=value)
    if isinstance(q, ReadAhead):
        return _read_ahead(g, e, value)
    if isinstance(q, AsEntersReveal):
        if not isinstance(value, int) or value == 0:
            return replace(e, tapped=True)  # CR 614.1c: "If you don't, ~ enters tapped."
        card = g.state.objects[value]
        g.log(ev.EffectCreated("701.20a", card.label, msg("is revealed from its owner's hand"), (card.id,)))
        return e
    assert isinstance(q, AsEntersChoose)
    if q.tapped:
        e = replace(e, tapped=True)  # "~ enters tapped." (614.1d)
    if value is None:
        return e
    chosen = value.index if isinstance(value, PlayerRef) else value
    assert isinstance(chosen, str | int)
    shown = _shown(g, chosen, q.key)
    g.log(ev.EffectCreated("614.12", g.state.players[e.player].name, msg("chooses {shown}", shown=shown)))
    return replace(e, chosen=(*e.chosen, (q.key, chosen)))


def _read_ahead(g: Game, e: Entering, value: Option | None) -> Entering:
    """CR 702.155b, 714.3b: it enters with the chosen number of lore counters (122.6)."""
    n = int(value) if isinstance(value, str) and value.isdigit() else 1
    g.log(ev.EffectCreated("702.155b", g.state.players[e.player].name, msg("chooses {shown}", shown=str(n))))
    return replace(e, counters=(*e.counters, (LORE, n)))


def _shown(g: Game, value: str | int, key: ChoiceKey) -> str:
    """The choice as the log shows it: a player's name, a card's name, else a word (a color, a
    creature type) of the vocabulary."""
    if isinstance(value, int):
        return g.state.players[value].name
    return CardName(value) if key is ChoiceKey.CARD_NAME else Term(value)


def answer(g: Game, action: Action) -> None:
    """The answer to an "as ~ enters" question (CR 614.12)."""
    st = g.state
    dec, e = st.pending, st.entering
    assert isinstance(dec, Choose) and e is not None
    q = _questions(g, e)[e.asked]
    value = action.value if isinstance(action, Pick) else None
    if isinstance(q, AsEntersChoose) and q.key is ChoiceKey.CARD_NAME and value not in dec.options:
        value = named(g, q.what, value)  # CR 201.4: any card's name, not only one offered
        if value is None:
            raise IllegalAction(*refusal(q.what, action.value if isinstance(action, Pick) else action))
    elif not isinstance(action, Pick) or value not in dec.options:
        raise IllegalAction(msg("choose one of the options: {prompt}", prompt=dec.prompt), _rule(q))
    g.set(st, "entering", None)
    g.set(st, "pending", None)
    _ask_next(g, _apply(g, e, q, value))


def names_a_card(g: Game) -> bool:
    """Whether the pending question is "As ~ enters, choose a card name" (CR 201.4)."""
    st = g.state
    e, dec = st.entering, st.pending
    if e is None or not isinstance(dec, Choose) or dec.purpose != "as enters":
        return False
    q = _questions(g, e)[e.asked]
    return isinstance(q, AsEntersChoose) and q.key is ChoiceKey.CARD_NAME


def _enter(g: Game, e: Entering) -> None:
    """It enters with the choices applied (CR 614.12, 614.1c); then the game goes on as after
    the resolution (117.3b) or the land play (117.3c)."""
    st = g.state
    o = st.objects[e.obj]
    controller = o.controller
    if e.discarded or e.to_graveyard:
        _discard_instead(g, o, e)
        if e.to_graveyard:
            return
    sacrifice_devoured(g, e.devoured)  # CR 702.82a: as it enters, before it is there
    _sacrifice_instead(g, e.sacrificed)
    if e.by == PUT:
        _apply_entered(g, o, e)
        return
    if e.pay_life:
        lose_life(g, e.player, e.pay_life, "119.4")  # paying life (119.4)
    if e.copied:
        become_copy(g, o, e.card)
    if e.chosen:
        g.set(o, "chosen", e.chosen)
    g.set(st, "entering", e)  # (it is entering with its choices: not asked again as it is put there)
    if e.by == PLAYED:
        move(g, o, Zone.BATTLEFIELD, "305.1", "is played", controller=e.player)  # CR 110.2
        g.log(ev.LandPlayed("305.1", o.id, o.label, st.players[e.player].name))
    else:
        move(g, o, Zone.BATTLEFIELD, "608.3a", "enters")
        g.set(o, "controller", controller)
        if e.host:
            attach(g, o, e.host)  # CR 303.4f: a copy of an Aura, attached as it enters
    g.set(st, "entering", None)
    if e.tapped and not o.tapped:
        _enter_tapped(g, o)
    # (its counters — e.counters — were put as it entered, in one event with its own: apply_enters)
    _gain_haste(g, o, e)
    if e.by == PLAYED:
        g.set(st, "passes", 0)  # CR 117.3c: the player receives priority again
    else:
        g.set(st, "priority", st.active)  # CR 117.3b
        g.set(st, "passes", 0)
    g.set(st, "pending", None)


def nothing_to_discard_instead(g: Game, o: GameObject, player: int) -> bool:
    """CR 614.1a: ``o``, about to be put onto the battlefield by an effect under ``player``'s
    control, has "If ~ would enter, you may discard a land card instead. … If you don't, put it
    into its owner's graveyard." and ``player`` has no land card to discard (or "sacrifice two
    untapped lands instead" and too few of them): the replacement puts it into the graveyard
    instead — it never enters (nothing sees it enter or leave, 603.6a)."""
    if g.state.entering is not None:
        return False
    objects = g.state.objects
    for s in o.card.statics:
        if isinstance(s, DiscardInstead):
            return not any(CardType.LAND in objects[i].card.types for i in g.state.players[player].hand if i != o.id)
        if isinstance(s, SacrificeInstead):
            return _sacrifice_options(g, Entering(o.id, player, PUT, o.card), s) == (0,)
    return False


def _sacrifice_instead(g: Game, chosen: tuple[int, ...]) -> None:
    """CR 614.1a, 701.21a: the permanents chosen are sacrificed as it enters, before it is there."""
    for oid in chosen:
        o = g.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            move(g, o, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")


def _discard_instead(g: Game, o: GameObject, e: Entering) -> None:
    """CR 614.1a (Mox Diamond): the land card is discarded as the permanent enters; or, none
    discarded, the permanent is put into its owner's graveyard instead of onto the battlefield —
    and the game goes on as after the resolution (117.3b). The same for a permanent spell that
    would enter as a copy of an Aura with nothing to enchant (303.4g)."""
    st = g.state
    if e.discarded:
        card = st.objects[e.discarded]
        if card.zone is Zone.HAND:
            discard(g, card)
        return
    move(g, o, Zone.GRAVEYARD, "303.4g" if e.wants_host else "614.1a", "is put instead")
    if e.by != PUT:
        g.set(st, "priority", st.active)  # CR 117.3b
        g.set(st, "passes", 0)
        g.set(st, "pending", None)


def _apply_entered(g: Game, o: GameObject, e: Entering) -> None:
    """The answers, applied to the permanent an effect put onto the battlefield (CR 614.12)."""
    st = g.state
    if e.host:
        attach(g, o, e.host)  # CR 303.4f
    if e.pay_life:
        lose_life(g, e.player, e.pay_life, "119.4")
    if e.copied:
        become_copy(g, o, e.card)
    if e.chosen:
        g.set(o, "chosen", e.chosen)
    if e.tapped and not o.tapped:
        _enter_tapped(g, o)
    _add_counters(g, o, e.counters)
    _gain_haste(g, o, e)
    g.set(st, "pending", e.resume)
    if e.queued:
        _ask_queued(g, e.queued, e.resume, e.together)


def _enter_tapped(g: Game, o: GameObject) -> None:
    """CR 614.1c: an "as ~ enters" answer made it enter tapped ("As this land enters, you may pay
    2 life. If you don't, it enters tapped."); the log says so (it doesn't "become tapped")."""
    g.set(o, "tapped", True)
    g.log(ev.EffectCreated("614.1c", o.label, msg("enters tapped")))


def _gain_haste(g: Game, o: GameObject, e: Entering) -> None:
    """CR 702.136a: riot's "If you don't, it gains haste." — for as long as it stays on the
    battlefield (a new object after a zone change has no such mark, 400.7)."""
    if e.haste:
        g.set(o, "marks", o.marks | {"haste"})


def _add_counters(g: Game, o: GameObject, counters: tuple[tuple[str, int], ...]) -> None:
    """CR 614.1c, 122.6: it enters with these counters — but none a "can't" forbids (101.2), and as
    many as the replacement effects that change how many counters are put say (614.1a). (For a
    permanent an effect put there, these are put once its questions are answered.)"""
    from arbiter.mtg.objects.counters import counters_forbidden
    from arbiter.mtg.replacement.counter_amounts import counters_to_put

    for kind, n in counters:
        if counters_forbidden(g, o, kind):
            g.log(ev.EffectCreated("101.2", o.label, msg("can't have {kind} counters put on it", kind=kind)))
            continue
        n = counters_to_put(g, o, kind, n)
        have = dict(o.counters)
        have[kind] = have.get(kind, 0) + n
        g.set(o, "counters", tuple(have.items()))
        if n > 0:
            g.log(ev.CountersPut("122.6", o.label, kind, n, o.id))  # CR 122.6: given counters as it enters


__all__ = [
    "PLAYED",
    "PUT",
    "RESOLVING",
    "CounterOrder",
    "Entering",
    "answer",
    "asks",
    "asks_counter_order",
    "begin",
    "chosen",
    "entering_together",
    "nothing_to_discard_instead",
    "put_by_effect",
    "queue_put",
]
