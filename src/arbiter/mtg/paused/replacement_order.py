"""The order of replacement and prevention effects, asked as an instruction is followed (CR 616.1,
616.1e–f). "Put a +1/+1 counter on target creature." with Hardened Scales ("that many plus one")
and Corpsejack Menace ("twice that many"): the permanent's controller chooses which applies first
(1 counter: (1 + 1) × 2 = 4, or 1 × 2 + 1 = 3). "~ deals 3 damage to any target." at a creature
with a redirection shield and a prevention shield: its controller chooses which applies first.
"You gain 3 life." with Angel of Vitality ("plus 1") and Boon Reflection ("twice"): the player does.
Asked only when the order changes the result; after each answer the effects that still apply are
looked at again (616.1f), and the instruction is then performed with the order chosen for each
event (each permanent or player affected)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.i18n.text import Text
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Option, Purpose
from arbiter.mtg.effects import damage_replacement
from arbiter.mtg.effects.counters import PutCounters, counter_recipients
from arbiter.mtg.effects.damage import DealDamage
from arbiter.mtg.effects.earthbend import Earthbend, earthbend_counters
from arbiter.mtg.effects.life import LifeChange, cant_gain
from arbiter.mtg.effects.resolution import amount_of, counted_now, describe_target, group_indices, group_ref, players_of
from arbiter.mtg.effects.selection import select
from arbiter.mtg.effects.zones import Destroy, regeneration_shield
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.amounts import Counted
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.keywords.replacements import destruction_event, destruction_options, option_names
from arbiter.mtg.layers import has_keyword
from arbiter.mtg.objects.last_known import source_as_it_last_existed
from arbiter.mtg.objects.shield_counters import SHIELD
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.replacement import ZoneEvent, counter_amounts, life_gain, zone_change
from arbiter.mtg.replacement.asked import log_choice
from arbiter.mtg.replacement.order import chosen_orders
from arbiter.mtg.state import ObjectRef, PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.effect import Effect
    from arbiter.mtg.state import GameObject, TargetRef

Ordered = PutCounters | DealDamage | LifeChange | Destroy
Orders = tuple[tuple[str, tuple[str, ...]], ...]  # by event: the keys of the effects chosen, in order


@dataclass(frozen=True, slots=True)
class Question:
    """One order question: the event it is about, who answers (616.1), the effects to choose
    among (each key and its source's id) and the prompt."""

    event: str
    player: int
    options: tuple[tuple[str, Option], ...]
    prompt: str


@dataclass(frozen=True, slots=True)
class OrderingReplacements:
    """The answer names the source of the effect applied next to ``event`` (``player`` answers);
    ``chosen``: the orders chosen so far, by event."""

    instruction: Ordered
    event: str
    player: int
    options: tuple[tuple[str, Option], ...]
    chosen: Orders

    def answer(self, g: Game, at: At, source: Option) -> Next:
        key = next(k for k, sid in self.options if sid == source)
        log_choice(g, self.player, source)
        chosen = dict(self.chosen)
        chosen[self.event] = (*chosen.get(self.event, ()), key)
        return _ask_or_do(g, at, self.instruction, tuple(chosen.items()))


def begin_ordered(g: Game, at: At, e: Ordered) -> Next:
    """CR 616.1: before the instruction is performed, each affected player (or permanent's
    controller) orders the effects that would apply, when the order matters."""
    return _ask_or_do(g, at, e, ())


def begin_earthbend(g: Game, at: At, e: Earthbend) -> Next:
    """CR 701.66a, 616.1: earthbend's land becomes a creature, then its +1/+1 counters are put as
    the ordinary instruction is — asking the order of the replacement effects that would apply."""
    counters = earthbend_counters(g, at.object(g), e, list(at.legal))
    return Next.GO_ON if counters is None else _ask_or_do(g, at, counters, ())


def begin_counted(g: Game, at: At, e: Counted) -> Next:
    """ "~ deals damage to target creature equal to the number of Mountains you control.", "Scry X,
    where X is …": the number counted now (CR 107.3c, 608.2h; nothing changes before it is
    performed), then the instruction it counts for is followed as it would be on its own — asking
    its own decisions or the order of the replacement effects that apply (616.1), if it does."""
    from arbiter.mtg.paused import ASKERS

    o = at.object(g)
    legal = list(at.legal)
    asked = e.times(counted_now(g, o, e.count, legal))
    ask = ASKERS.get(asked)
    if ask is not None:
        return ask(g, at, asked)
    effects.perform(g, o, (asked,), legal)
    return Next.GO_ON


def _ask_or_do(g: Game, at: At, e: Ordered, chosen: Orders) -> Next:
    """The next order question, or — none left — the instruction performed in the orders chosen."""
    o = at.object(g)
    legal = list(at.legal)
    orders = dict(chosen)
    q: Question | None
    if isinstance(e, PutCounters):
        q = _counter_question(g, at, e, orders)
    elif isinstance(e, DealDamage):
        q = _damage_question(g, at, e, orders)
    elif isinstance(e, Destroy):
        q = _destroy_question(g, at, e, orders)
    else:
        q = _life_question(g, at, e, orders)
    if q is not None:
        sources = tuple(dict.fromkeys(sid for _, sid in q.options))
        question = Choose(q.player, Purpose.REPLACEMENT_ORDER, "616.1", sources, q.prompt)
        return pause(g, at, OrderingReplacements(e, q.event, q.player, q.options, chosen), question)
    with chosen_orders(orders):
        effects.perform(g, o, (e,), legal)
    return Next.GO_ON


def _names(g: Game, options: tuple[tuple[str, Option], ...]) -> Text:
    """The sources of the effects, named as each language names the cards (or an effect named
    by what it is, when its source names another one too)."""
    return option_names(g, options)


def _counter_question(g: Game, at: At, e: PutCounters, orders: dict[str, tuple[str, ...]]) -> Question | None:
    """CR 616.1: the first permanent getting counters whose controller still has an order to choose."""
    o = at.object(g)
    for one in _each_instance(o, e):
        assert isinstance(one, PutCounters)
        for t in counter_recipients(g, o, one, list(at.legal)):
            event = counter_amounts.event_key(t)
            found = counter_amounts.order_question(g, t, e.kind, e.count, orders.get(event, ()))
            if found:
                options = tuple((k, sid) for k, sid, _ in found)
                prompt = msg(
                    "{kind} counters put on {t}: choose the replacement effect applied first ({names})",
                    kind=e.kind,
                    t=CardName(t.label),
                    names=_names(g, options),
                )
                return Question(event, t.controller, options, prompt)
    return None


def _damage_question(g: Game, at: At, e: DealDamage, orders: dict[str, tuple[str, ...]]) -> Question | None:
    """CR 616.1: the first recipient (the player, or the permanent's controller) who still has an
    order to choose for the damage."""
    o = at.object(g)
    source = source_as_it_last_existed(g, o)  # (as the damage itself is dealt: 113.7a, 608.2h)
    amount = amount_of(o, e.amount)
    for one in _each_instance(o, e):
        assert isinstance(one, DealDamage)
        for to in select(g, o, one.selector, list(at.legal)):
            who = _affected(g, to)
            if who is None:
                continue
            event = damage_replacement.event_key(to)
            found = damage_replacement.order_question(g, source or o, to, amount, False, orders.get(event, ()))
            if found:
                options = tuple((r.key, r.source) for r in found)
                prompt = msg(
                    "{amount} damage to {t}: choose the replacement or prevention effect applied first ({names})",
                    amount=amount,
                    t=describe_target(g, to),
                    names=_names(g, options),
                )
                return Question(event, who, options, prompt)
    return None


def _life_question(g: Game, at: At, e: LifeChange, orders: dict[str, tuple[str, ...]]) -> Question | None:
    """CR 616.1: the first player gaining life who still has an order to choose (119.10)."""
    o = at.object(g)
    amount = amount_of(o, e.amount)
    if e.lose or amount <= 0:
        return None
    for one in _each_instance(o, e):
        assert isinstance(one, LifeChange)
        for player in players_of(g, o, one.who, list(at.legal)):
            event = life_gain.event_key(player)
            if cant_gain(g, player) is not None:
                continue  # CR 119.7: no life gain event to replace
            found = life_gain.order_question(g, player, amount, orders.get(event, ()))
            if found:
                options = tuple((k, src.id) for k, src, _ in found)
                prompt = msg(
                    "{player} would gain {amount} life: choose the replacement effect applied first ({names})",
                    player=g.state.players[player].name,
                    amount=amount,
                    names=_names(g, options),
                )
                return Question(event, player, options, prompt)
    return None


def _destroy_question(g: Game, at: At, e: Destroy, orders: dict[str, tuple[str, ...]]) -> Question | None:
    """CR 616.1: the first permanent to be destroyed whose controller still chooses between a
    shield counter (122.1c) or a regeneration shield and umbra armor, or between two Auras with
    umbra armor (701.19a, 702.89a). An indestructible permanent isn't asked. The players choose
    in APNAP order (616.1, 101.4): the active player's permanents are asked about first."""
    o = at.object(g)
    st = g.state
    found = [to for to in select(g, o, e.selector, list(at.legal)) if isinstance(to, ObjectRef)]
    for to in sorted(found, key=lambda to: to.id in st.objects and st.objects[to.id].controller != st.active):
        t = st.objects.get(to.id)
        if t is None or t.zcc != to.zcc or t.zone is not Zone.BATTLEFIELD or orders.get(destruction_event(t)):
            continue
        if has_keyword(g, t, "indestructible"):
            continue
        shield = not e.no_regeneration and regeneration_shield(g, t) is not None
        options = tuple(destruction_options(g, t, shield, t.counter(SHIELD) > 0))
        if len(options) > 1:
            prompt = msg(
                "{t} would be destroyed: choose the replacement effect that applies ({names})",
                t=CardName(t.label),
                names=_names(g, options),
            )
            return Question(destruction_event(t), t.controller, options, prompt)
        if not options:
            q = _graveyard_question(g, t, orders)
            if q is not None:
                return q
    return None


def _graveyard_question(g: Game, t: GameObject, orders: dict[str, tuple[str, ...]]) -> Question | None:
    """CR 616.1, 616.1e–f: ``t``, destroyed, would be put into a graveyard, and two replacement
    effects on that move lead to different places (Legacy Weapon's "shuffle it into its owner's
    library instead" and Rest in Peace's "exile it instead"): its controller chooses which
    applies first."""
    event = zone_change.event_key(t)
    move = ZoneEvent(Zone.BATTLEFIELD, Zone.GRAVEYARD, "701.8", "is destroyed and put")
    found = zone_change.order_question(g, t, move, orders.get(event, ()))
    if not found:
        return None
    options = tuple((r.key, r.source) for r in found)
    prompt = msg(
        "{t} would be put into a graveyard: choose the replacement effect applied first ({names})",
        t=CardName(t.label),
        names=_names(g, options),
    )
    return Question(event, t.controller, options, prompt)


def _affected(g: Game, to: TargetRef) -> int | None:
    """CR 616.1: who orders the effects on damage to ``to`` — the player, or the permanent's
    controller (None: it isn't a permanent any more, so no damage is dealt to it)."""
    if isinstance(to, PlayerRef):
        return to.index
    t = g.state.objects.get(to.id) if isinstance(to, ObjectRef) else None
    if t is None or t.zcc != to.zcc or t.zone is not Zone.BATTLEFIELD:
        return None
    return t.controller


def _each_instance(o: GameObject, e: Effect) -> list[Effect]:
    """The instruction as :func:`~arbiter.mtg.effects.resolution.perform` follows it ("… on each of
    up to two target creatures": once for each chosen target)."""
    group = group_ref(e)
    if group is None:
        return [e]
    name, ref = group
    return [replace(e, **{name: Ref("target", i)}) for i in group_indices(o, ref.index)]


def register(askers: Askers) -> None:
    askers.add(PutCounters, begin_ordered, ordering=True)
    askers.add(DealDamage, begin_ordered, ordering=True)
    askers.add(LifeChange, begin_ordered, ordering=True)
    askers.add(Destroy, begin_ordered, ordering=True)
    askers.add(Counted, begin_counted, ordering=True)
    askers.add(Earthbend, begin_earthbend, ordering=True)
