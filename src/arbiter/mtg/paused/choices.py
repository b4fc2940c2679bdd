"""Choices a spell or ability offers as it resolves (CR 608.2d): "you may …" (with "If you do,
…", 608.2e), "unless … pays" (608.2c, 117.1d: the payer may activate mana abilities), tapping or
untapping (701.26), a card put from the hand, and a color chosen (105.4). Also "end the turn"
(724.1), which stops the resolution."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg import effects
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose, UnlessPayDecision
from arbiter.mtg.amounts import count_now
from arbiter.mtg.costs.parts import DiscardCards
from arbiter.mtg.effects.continuous import COLOR_WORDS, ProtectionOfChosenColor
from arbiter.mtg.effects.keywords import CumulativeUpkeep
from arbiter.mtg.effects.library import Mill
from arbiter.mtg.effects.mana import add_mana
from arbiter.mtg.effects.optional_costs import EXILE_SEVERAL, cost_options, cost_prompt, do_picked, picks_one
from arbiter.mtg.effects.search_prohibitions import cant_search
from arbiter.mtg.effects.stack import UnlessPlayerPays
from arbiter.mtg.effects.tap import TapOrUntap
from arbiter.mtg.effects.that_card import reveal_library_top
from arbiter.mtg.energy import pay_energy
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.mana import AddManaOfChoice
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.selectors import Chosen
from arbiter.mtg.layers import card_types
from arbiter.mtg.mana.pool import POOL_ORDER, ManaCost
from arbiter.mtg.model import (
    CounterUnlessPays,
    EndTheTurn,
    GainKeywordUntilEOT,
    MayCostThen,
    MayDo,
    MayPayThen,
    PutCounters,
    PutFromHand,
    Sacrifice,
    SacrificeThisUnlessPay,
    SearchLibrary,
)
from arbiter.mtg.objects.counters import add_counters, untap
from arbiter.mtg.paused import unless_pays
from arbiter.mtg.paused.attack_choice import asks, followed
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.paused.energy_amount import ENERGY_AMOUNT_KINDS, begin_pay_energy_amount
from arbiter.mtg.paused.library import ask_library_search
from arbiter.mtg.paused.unpayable import CouldNotPay, could_not_pay
from arbiter.mtg.player_qualities import can_pay_life
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.turn import steps as turn
from arbiter.mtg.zones import discard, draw, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import Effect
    from arbiter.mtg.state import GameObject

# -- "You may …" (608.2d–e) -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MayChoosing:
    """ "You may <do something>." — yes or no."""

    may: MayDo | MayCostThen

    def answer(self, g: Game, at: At, answer: str) -> Next:
        yes, e, o, legal = answer == "yes", self.may, at.object(g), list(at.legal)
        if isinstance(e, MayCostThen) and yes and e.kind == "sacrifice several" and e.what is not None:
            # CR 701.21a: the player chooses which of them (none to choose with exactly that many)
            return _ask_inner(g, at, Sacrifice(Ref("you"), Chosen(e.amount, e.what)))
        if isinstance(e, MayCostThen):
            return Next.GO_ON if yes and _do_may_cost(g, at, e, None) else not_done(g, at, e)
        if yes and isinstance(e.effect, SearchLibrary):
            # "You may search your library for …": only if the player searches is the library searched
            # (and shuffled) — CR 701.23a, 701.24a
            return ask_library_search(g, at, e.effect, ())
        if yes and asks(e.effect) and e.then is None:
            return _ask_inner(g, at, followed(e.effect))
        if yes:
            effects.perform(g, o, (e.effect,), legal)
            then = if_you_do(e)
            if then is not None:
                effects.perform(g, o, (then,), legal)  # "If you do, …" (CR 608.2e)
            return Next.GO_ON
        if e.otherwise is not None:
            effects.perform(g, o, (e.otherwise,), legal)  # "If you don't, …"
        return Next.NOT_DONE  # CR 608.2e: "If you do" — they didn't


def _ask_inner(g: Game, at: At, e: Effect) -> Next:
    """ "You may have target opponent discard a card.": the instruction chosen is followed now,
    with the question it asks (CR 608.2c–d) — as any instruction would be."""
    from arbiter.mtg.paused import ASKERS

    ask = ASKERS.get(e)
    if ask is not None:
        return ask(g, at, e)
    effects.perform(g, at.object(g), (e,), list(at.legal))
    return Next.GO_ON


def begin_may(g: Game, at: At, e: MayDo) -> Next:
    o = at.object(g)
    if e.otherwise is not None and _cannot_do(g, at, e.effect):
        effects.perform(g, o, (e.otherwise,), list(at.legal))  # (fabricate: no permanent to put counters on)
        return Next.NOT_DONE
    if _no_such_card(g, o, e.effect):
        return Next.NOT_DONE  # CR 609.3: "You may reveal that card." with no card looked at asks nothing
    if _only_illegal_targets(at, e.effect):
        # CR 608.2b: "you may have target creature get -3/-3" on an illegal target does nothing; CR
        # 608.2d: an impossible option can't be chosen, so nothing is asked — and by 118.12 the
        # instruction wasn't followed: an "If you do" part doesn't happen, an "If you don't" does
        if e.otherwise is not None:
            effects.perform(g, o, (e.otherwise,), list(at.legal))
        return Next.NOT_DONE
    if e.then is not None and _too_few_counters(g, at, e.effect):
        return Next.NOT_DONE  # CR 609.3, 603.12: "You may remove a … counter … When you do" — it can't be done
    if _nothing_to_exile(g, at, e.effect):
        if e.otherwise is not None:
            effects.perform(g, o, (e.otherwise,), list(at.legal))  # "If you don't, …"
        return Next.NOT_DONE  # CR 608.2d, 609.3: an impossible option isn't offered; no "If you do"
    if isinstance(e.effect, SearchLibrary) and e.effect.searcher.kind == "you" and cant_search(g, o.controller):
        return Next.NOT_DONE  # CR 101.2: "You may search …" — a player who can't search can't choose to
    # (the card's own words: quoted in another language, as card text is)
    question = Choose(o.controller, Purpose.MAY, "608.2c", ("yes", "no"), Quoted(e.text(effects.printed_specs_of(o))))
    return pause(g, at, MayChoosing(e), question)


_TARGET_WORDS = frozenset({"target", "that", "it"})


def _only_illegal_targets(at: At, e: Effect) -> bool:
    """CR 608.2b: the instruction acts only on targets, and each of them is illegal now — it
    does nothing whatever the answer, so its controller isn't asked whether to follow it."""
    refs: list[Ref] = []
    _collect_refs(e, refs)
    return bool(refs) and all(
        r.kind in _TARGET_WORDS and r.index < len(at.legal) and not at.legal[r.index] for r in refs
    )


def _collect_refs(x: object, out: list[Ref]) -> None:
    if isinstance(x, Ref):
        out.append(x)
    elif isinstance(x, tuple):
        for y in x:
            _collect_refs(y, out)
    elif (fields := getattr(x, "__dataclass_fields__", None)) is not None:
        for f in fields:
            _collect_refs(getattr(x, f), out)


def _no_such_card(g: Game, o: GameObject, e: Effect) -> bool:
    """An instruction on "that card" (CR 608.2c) when the earlier one found none — Delver of
    Secrets' look at the top card of an empty library."""
    from arbiter.mtg.effects.that_card import PutThatCardInto, PutThatCardOntoBattlefield, RevealThatCard, that_card

    return isinstance(e, RevealThatCard | PutThatCardOntoBattlefield | PutThatCardInto) and that_card(g, o) is None


def _too_few_counters(g: Game, at: At, e: Effect) -> bool:
    """ "You may remove a menace counter from it. When you do, …" (Biting-Palm Ninja) when it has
    fewer such counters than the instruction removes: the action can't be done (609.3), so there's
    nothing to ask, and nothing "when you do" / "if you do" follows (603.12, 608.2e)."""
    from arbiter.mtg.effects.counters import RemoveCountersFrom

    if not isinstance(e, RemoveCountersFrom) or e.count <= 0:
        return False
    permanent = effects.permanent_of(g, at.object(g), e.to, list(at.legal))
    return permanent is None or permanent.counter(e.kind) < e.count


def _nothing_to_exile(g: Game, at: At, e: Effect) -> bool:
    """ "You may exile it. If you do, create a token that's a copy of that creature." (Nightmare
    Shepherd) when the card has left the graveyard — exiled by another Shepherd's ability or by a
    Scavenging Ooze in response, it is a new object (400.7): exiling it is impossible (608.2d,
    609.3), so nothing is asked and "If you do" doesn't follow (608.2e)."""
    from arbiter.mtg.effects.zones import EXILED_FROM, ExileIt

    if not isinstance(e, ExileIt):
        return False
    t = effects.permanent_of(g, at.object(g), e.to, list(at.legal))
    return t is None or t.zone not in EXILED_FROM


def _cannot_do(g: Game, at: At, e: Effect) -> bool:
    """ "Put N +1/+1 counters on it" when it is no longer on the battlefield (CR 702.123a's
    ruling: then the tokens are created)."""
    if isinstance(e, PutCounters) and isinstance(e.on, Ref) and e.on.kind in ("this", "it_self"):
        source = effects.permanent_of(g, at.object(g), e.on, list(at.legal))
        return source is None or source.zone is not Zone.BATTLEFIELD
    return False


@dataclass(frozen=True, slots=True)
class MayCost:
    """ "You may discard a card / sacrifice a … . If you do, …": the card or permanent (0: don't)."""

    may: MayCostThen

    def answer(self, g: Game, at: At, card: int) -> Next:
        return Next.GO_ON if card and _do_may_cost(g, at, self.may, card) else not_done(g, at, self.may)


def not_done(g: Game, at: At, e: MayCostThen) -> Next:
    """The action wasn't done (declined or impossible): "Sacrifice ~ unless you …" sacrifices the
    source now, "Tap ~ unless you …" taps it (CR 118.12a: "If you don't, sacrifice / tap ~"); else
    past its "If you do" (608.2c)."""
    if not e.unless:
        return Next.NOT_DONE
    source = at.source(g)
    if source is not None and source.zone is Zone.BATTLEFIELD and e.unless_verb == "Tap":
        if not source.tapped:  # CR 701.26a (an already tapped permanent is unaffected, 609.3)
            g.set(source, "tapped", True)
            g.log(ev.Tapped("701.26a", source.id, source.label))
    elif source is not None and source.zone is Zone.BATTLEFIELD:
        move(g, source, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    return Next.GO_ON


def begin_may_cost(g: Game, at: At, e: MayCostThen) -> Next:
    """ "You may <do something>. If you do, …" / "Sacrifice ~ unless you <do something>."."""
    step = _begin_may_cost(g, at, e)
    return not_done(g, at, e) if step is Next.NOT_DONE else step


def _begin_may_cost(g: Game, at: At, e: MayCostThen) -> Next:
    """ "You may <do something>. If you do, …": the controller decides now (CR 608.2d) — which
    card or permanent (0: don't), or yes/no. NOT_DONE when it can't be done at all (nothing to
    discard or sacrifice, not enough life, 119.4; the source is gone)."""
    st = g.state
    o = at.object(g)
    player = st.players[o.controller]
    source = at.source(g)
    if e.kind == "sacrifice several" and not _controls_enough(g, e, o.controller):
        return Next.NOT_DONE  # CR 118.12a: not with fewer than that many
    if e.kind in ENERGY_AMOUNT_KINDS:  # CR 107.14, 608.2d: an amount of energy chosen now
        return begin_pay_energy_amount(g, at, e)
    if e.kind == EXILE_SEVERAL:
        from arbiter.mtg.paused.exile_several import begin_exile_several

        return begin_exile_several(g, at, e)  # CR 118.12, 608.2d: that many cards, chosen one by one
    if e.kind == "discard at random" and not player.hand:
        return Next.NOT_DONE  # CR 701.9b: no card to discard
    if picks_one(e):
        # CR 118.12: one object of the described kind ("sacrifice a Food", "return an untapped Island …")
        picks = cost_options(g, e, o.controller, source)
        if not picks:
            return Next.NOT_DONE
        question = Choose(o.controller, _PICK_PURPOSE[e.kind], "608.2c", (*picks, 0), cost_prompt(e))
        return pause(g, at, MayCost(e), question)
    if e.kind in ("discard", "sacrifice"):
        if e.kind == "discard":
            options = player.hand
        else:
            mine = [st.objects[oid] for oid in st.battlefield if st.objects[oid].controller == o.controller]
            options = tuple(
                p.id for p in mine if (not e.types or card_types(g, p) & e.types) and not (e.another and p is source)
            )
        if not options:
            return Next.NOT_DONE
        what = msg("discard a card") if e.kind == "discard" else msg("sacrifice {noun}", noun=Quoted(e.noun))
        purpose = Purpose.DISCARD if e.kind == "discard" else Purpose.SACRIFICE
        question = Choose(o.controller, purpose, "608.2c", (*options, 0), msg("{what} (0: don't)", what=what))
        return pause(g, at, MayCost(e), question)
    if e.kind in ("sacrifice self", "exile self") and (source is None or source.zone is not Zone.BATTLEFIELD):
        return Next.NOT_DONE
    if e.kind == "exile dead self" and not _dead_source_there(source):
        return Next.NOT_DONE  # (it left the graveyard: the ability can't find it, CR 400.7)
    if e.kind == "pay life" and not can_pay_life(g, o.controller, e.amount):
        return Next.NOT_DONE  # CR 119.4, 119.8: only from a life total at least that large, able to change
    if e.kind == "pay energy" and player.energy < e.amount:
        return Next.NOT_DONE  # CR 107.14: paying {E} removes an energy counter the player has
    if e.kind == "mill" and len(player.library) < e.amount:
        return Next.NOT_DONE  # CR 701.17b: not more cards than the library holds
    return pause(g, at, MayChoosing(e), Choose(o.controller, Purpose.MAY, "608.2c", ("yes", "no"), e.head()))


_PICK_PURPOSE = {
    "discard": Purpose.DISCARD, "sacrifice": Purpose.SACRIFICE, "return": Purpose.RETURN,
    "tap": Purpose.TAP_CHOSEN, "exile from graveyard": Purpose.MOVE_CHOSEN, "exile from hand": Purpose.MOVE_CHOSEN,
    "blight": Purpose.BLIGHT,
}  # fmt: skip


def _do_may_cost(g: Game, at: At, e: MayCostThen, chosen: int | None) -> bool:
    """Do the optional action; if it was done, what "if you do" says (CR 608.2e). True if done."""
    st = g.state
    o = at.object(g)
    done = True
    if e.kind == "discard" and chosen is not None:
        discard(g, st.objects[chosen])
    elif chosen is not None and picks_one(e):
        done = do_picked(g, e, st.objects[chosen])
    elif e.kind == "sacrifice" and chosen is not None:
        victim = st.objects[chosen]
        done = victim.zone is Zone.BATTLEFIELD
        if done:
            move(g, victim, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
            if getattr(o.ability, "keyword_text", None) == "Exploit" and o.source is not None:
                g.log(ev.Exploited("702.110b", o.source, o.label))  # "When ~ exploits a creature"
    elif e.kind == "exile dead self":
        source = at.source(g)
        done = _dead_source_there(source)
        if done and source is not None:
            move(g, source, Zone.EXILE, "406.2", "is exiled and put")  # CR 603.6c: the card in the graveyard
    elif e.kind in ("sacrifice self", "exile self"):
        source = at.source(g)
        done = source is not None and source.zone is Zone.BATTLEFIELD
        if done and source is not None:
            sacrifice = e.kind == "sacrifice self"
            zone, rule = (Zone.GRAVEYARD, "701.21a") if sacrifice else (Zone.EXILE, "406.2")
            move(g, source, zone, rule, "is sacrificed and put" if sacrifice else "is exiled and put")
    elif e.kind == "discard at random":
        from arbiter.mtg.costs.paying import discard_at_random

        discard_at_random(g, o.controller, DiscardCards(e.amount, at_random=True))  # CR 701.9b
    elif e.kind == "pay life":
        effects.lose_life(g, o.controller, e.amount, "119.4")
    elif e.kind == "pay energy":
        pay_energy(g, o.controller, e.amount)
    elif e.kind == "mill":
        effects.perform(g, o, (Mill(e.amount, Ref("you")),), list(at.legal))  # CR 701.17a
    elif e.kind == "draw":
        draw(g, o.controller, "121.1")
    elif e.kind == "reveal top":
        done = reveal_library_top(g, o, o.controller)  # CR 701.20a: none to reveal, not done
    then = if_you_do(e)
    if done and then is not None:
        effects.perform(g, o, (then,), list(at.legal))
    return done


def _controls_enough(g: Game, e: MayCostThen, player: int) -> bool:
    """ "… unless you sacrifice two Swamps": whether ``player`` controls that many (CR 701.21a)."""
    st = g.state
    mine = [st.objects[oid] for oid in st.battlefield if st.objects[oid].controller == player]
    return e.what is not None and sum(1 for p in mine if fits(g, e.what, p, player)) >= e.amount


def _dead_source_there(source: GameObject | None) -> bool:
    """ "When ~ dies, you may exile it.": the card it became is still in the graveyard (a token
    has ceased to exist, CR 111.7) — the ability finds it there (603.6c, 400.7)."""
    return source is not None and source.zone is Zone.GRAVEYARD and not source.is_token


def if_you_do(e: MayDo | MayCostThen) -> Effect | None:
    """What "If you do, …" says, done with the optional action — unless it asks a question
    itself: then it is the next instruction (``resolution.IfYouDid``), run or skipped (608.2e)."""
    return e.then if e.then is not None and not asks(e.then) else None


@dataclass(frozen=True, slots=True)
class PuttingFromHand:
    """ "You may put a … card from your hand onto the battlefield." (0: none)"""

    def answer(self, g: Game, at: At, card: int) -> Next:
        if card:
            chosen = g.state.objects[card]
            move(g, chosen, Zone.BATTLEFIELD, "608.2c", "is put", controller=at.object(g).controller)
            g.set(chosen, "controller", at.object(g).controller)
        return Next.GO_ON


def begin_put_from_hand(g: Game, at: At, e: PutFromHand) -> Next:
    st = g.state
    player = at.object(g).controller
    options = tuple(
        c for c in st.players[player].hand
        if st.objects[c].card.types & e.types and (not e.basic or "Basic" in st.objects[c].card.supertypes)
    )  # fmt: skip
    if not options:
        return Next.GO_ON
    prompt = msg("put {noun} card from your hand onto the battlefield (0: none)", noun=Quoted(e.noun))
    putting = PuttingFromHandTapped() if e.tapped else PuttingFromHand()
    return pause(g, at, putting, Choose(player, Purpose.PUT_FROM_HAND, "608.2c", (*options, 0), prompt))


@dataclass(frozen=True, slots=True)
class PuttingFromHandTapped(PuttingFromHand):
    """ "… onto the battlefield tapped.": the card put enters tapped (CR 110.5b)."""

    def answer(self, g: Game, at: At, card: int) -> Next:
        with entering_tapped():  # CR 110.5b, 614.1d: it enters tapped
            return PuttingFromHand.answer(self, g, at, card)


# -- "unless … pays" and "you may pay" (608.2c, 117.1d) ---------------------------------------

Payable = MayPayThen | CumulativeUpkeep | SacrificeThisUnlessPay | CounterUnlessPays | UnlessPlayerPays


@dataclass(frozen=True, slots=True)
class PayingOrNot:
    """A payment asked during the resolution; ``subject``: the spell countered or the permanent
    sacrificed unless it is paid (for "you may pay", the resolving object)."""

    payable: Payable
    subject: int

    def answer(self, g: Game, at: At, paid: bool) -> Next:
        st = g.state
        o, e = at.object(g), self.payable
        subject = st.objects[self.subject]
        if isinstance(e, UnlessPlayerPays) and not paid:
            return unless_pays.not_paid(g, at, e)  # CR 118.12: the instruction is followed
        if paid:
            payer = st.players[subject.controller if isinstance(e, CounterUnlessPays) else o.controller]
            if isinstance(e, UnlessPlayerPays):
                payer = st.players[unless_pays.payer_of(g, at, e) or 0]
            cost = e.times(subject.counter("age")) if isinstance(e, CumulativeUpkeep) else e.cost
            g.log(ev.ManaPaid("608.2c", payer.name, cost.text, o.label))
            if isinstance(e, MayPayThen) and not asks(e.effect):
                effects.perform(g, o, (e.effect,), list(at.legal))  # "If you do, …"
        elif isinstance(e, MayPayThen) and e.otherwise is not None:
            effects.perform(g, o, (e.otherwise,), list(at.legal))  # "Otherwise, …" (702.59a)
        elif isinstance(e, MayPayThen):
            return Next.NOT_DONE  # declined: "If you do" doesn't happen (CR 608.2c)
        elif isinstance(e, UnlessPlayerPays):
            pass  # declined: nothing happens
        elif isinstance(e, CounterUnlessPays):
            effects.counter(g, subject, e.instead)  # (CR 614.1a: "exile it instead")
        elif subject.zone is Zone.BATTLEFIELD:
            move(g, subject, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
        return Next.GO_ON


def ask_payment(g: Game, at: At, e: Payable, payer: int, cost: str, subject: GameObject) -> Next:
    """Ask ``payer`` to pay ``cost`` (CR 608.2c, 117.1d) — or, when they can't (118.3), decline for
    them: declining is the only answer, and a question with one answer isn't asked ("Pay {2}{U}{U}.
    If you don't, you lose the game." with too few lands: the game is lost)."""
    o = at.object(g)
    if could_not_pay(g, payer, cost, o):
        g.log(CouldNotPay("118.3", g.state.players[payer].name, cost, o.label))
        return PayingOrNot(e, subject.id).answer(g, at, False)
    return pause(g, at, PayingOrNot(e, subject.id), UnlessPayDecision(payer, cost, subject.id))


_ask_payment = ask_payment


def begin_may_pay(g: Game, at: At, e: MayPayThen) -> Next:
    o = at.object(g)
    return _ask_payment(g, at, e, o.controller, e.cost.text, o)


def begin_cumulative_upkeep(g: Game, at: At, e: CumulativeUpkeep) -> Next:
    """CR 702.24a: put an age counter on it, then pay for each, or sacrifice it."""
    source = at.source(g)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return Next.GO_ON
    add_counters(g, source, "age", 1, "702.24a")
    age = source.counter("age")
    if not age:
        return Next.GO_ON
    return _ask_payment(g, at, e, at.object(g).controller, e.times(age).text, source)


def begin_sacrifice_unless_pay(g: Game, at: At, e: SacrificeThisUnlessPay) -> Next:
    source = at.source(g)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return Next.GO_ON
    return _ask_payment(g, at, e, at.object(g).controller, e.cost.text, source)


def begin_counter_unless_pays(g: Game, at: At, e: CounterUnlessPays) -> Next:
    o = at.object(g)
    target = effects.spell_target(g, o, e.to, list(at.legal))
    if target is None:
        return Next.GO_ON
    if e.cost.x or (e.for_each and e.x is not None):
        # CR 107.3: "{X}" is the X announced for the countering spell or ability (601.2b), or the
        # count its "where X is …" names as it resolves (608.2h); "{1} for each …" (107.1c) too
        n = count_now(g, o, e.x) if e.x is not None else o.x
        e = replace(e, cost=ManaCost.parse(f"{{{n}}}") or e.cost)
    return _ask_payment(g, at, e, target.controller, e.cost.text, target)


# -- tap or untap (701.26), a color (105.4), ending the turn (724.1) --------------------------


@dataclass(frozen=True, slots=True)
class TappingOrUntapping:
    """CR 701.26: "tap or untap target permanent" — ``target`` is that permanent."""

    target: int

    def answer(self, g: Game, at: At, choice: str) -> Next:
        target = g.state.objects[self.target]
        if target.zone is Zone.BATTLEFIELD:
            if choice == "tap" and not target.tapped:
                g.set(target, "tapped", True)
                g.log(ev.Tapped("701.26a", target.id, target.label))
            elif choice == "untap" and target.tapped and untap(g, target, "701.26b"):
                g.log(ev.BecameUntapped("701.26b", target.id, target.label))
        return Next.GO_ON


def begin_tap_or_untap(g: Game, at: At, e: TapOrUntap) -> Next:
    o = at.object(g)
    target = effects.permanent_of(g, o, e.to, list(at.legal))
    if target is None or target.zone is not Zone.BATTLEFIELD:
        return Next.GO_ON
    choices = ("tap", "untap", "neither") if e.may else ("tap", "untap")
    prompt = msg("tap or untap {card}", card=CardName(target.label))
    question = Choose(o.controller, Purpose.TAP_OR_UNTAP, "701.26", choices, prompt)
    return pause(g, at, TappingOrUntapping(target.id), question)


@dataclass(frozen=True, slots=True)
class ChoosingColor:
    """ "… gains protection from the color of your choice …" (CR 702.16, the color per 105.4)."""

    protection: ProtectionOfChosenColor

    def answer(self, g: Game, at: At, color: str) -> Next:
        gain = GainKeywordUntilEOT(self.protection.to, f"protection from {color}")
        effects.perform(g, at.object(g), (gain,), list(at.legal))
        return Next.GO_ON


def begin_chosen_color(g: Game, at: At, e: ProtectionOfChosenColor) -> Next:
    """The color is chosen as it resolves (CR 105.4, 608.2d)."""
    o = at.object(g)
    target = effects.permanent_of(g, o, e.to, list(at.legal))
    if target is None or target.zone is not Zone.BATTLEFIELD:
        return Next.GO_ON
    if e.artifacts:  # CR 702.16a: "protection from artifacts" is one of the choices
        prompt = msg("choose artifacts or a color")
        question = Choose(o.controller, Purpose.CHOSEN_COLOR, "702.16a", ("artifacts", *COLOR_WORDS), prompt)
    else:
        question = Choose(o.controller, Purpose.CHOSEN_COLOR, "105.1", COLOR_WORDS, msg("choose a color"))
    return pause(g, at, ChoosingColor(e), question)


@dataclass(frozen=True, slots=True)
class ChoosingManaColor:
    """ "Add one mana of any color." in an ability that resolves from the stack — one that isn't
    a mana ability because it targets (CR 605.1a, Deathrite Shaman): the color, or which
    combination of mana, is chosen as it resolves (106.1, 608.2d)."""

    add: AddManaOfChoice

    def answer(self, g: Game, at: At, choice: str) -> Next:
        _add_chosen_mana(g, at.object(g), self.add, choice)
        return Next.GO_ON


def _add_chosen_mana(g: Game, o: GameObject, e: AddManaOfChoice, choice: str) -> None:
    symbols = choice if e.combos else choice * e.count
    mana = [0] * len(POOL_ORDER)
    for c in symbols:
        mana[POOL_ORDER.index(c)] += 1
    add_mana(g, o.controller, tuple(mana), o.card.name)


def begin_mana_of_choice(g: Game, at: At, e: AddManaOfChoice) -> Next:
    o = at.object(g)
    options: tuple[str, ...] = e.combos or tuple(e.colors)
    if len(options) == 1:
        _add_chosen_mana(g, o, e, options[0])
        return Next.GO_ON
    prompt = msg("choose which mana to add") if e.combos else msg("choose a color")
    return pause(g, at, ChoosingManaColor(e), Choose(o.controller, Purpose.MANA_COLOR, "106.1", options, prompt))


def end_the_turn(g: Game, at: At, e: EndTheTurn) -> Next:
    turn.end_the_turn(g)  # CR 724.1: the rest of the resolution doesn't happen
    return Next.STOPPED


def register(askers: Askers) -> None:
    askers.add(MayDo, begin_may)
    askers.add(MayCostThen, begin_may_cost)
    askers.add(PutFromHand, begin_put_from_hand)
    askers.add(MayPayThen, begin_may_pay)
    askers.add(CumulativeUpkeep, begin_cumulative_upkeep)
    askers.add(SacrificeThisUnlessPay, begin_sacrifice_unless_pay)
    askers.add(CounterUnlessPays, begin_counter_unless_pays)
    askers.add(TapOrUntap, begin_tap_or_untap)
    askers.add(ProtectionOfChosenColor, begin_chosen_color)
    askers.add(EndTheTurn, end_the_turn)
    askers.add(AddManaOfChoice, begin_mana_of_choice)
