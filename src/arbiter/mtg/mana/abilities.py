"""Mana abilities (CR 605): the one ruling on whether one may be activated now, activating it, the
objects its cost needs, paying its mana cost with other mana abilities, and the color of the mana
it makes (106.1).

Every path that activates a mana ability — at priority (117.1d), while casting or activating
(601.2g, 602.2b), while an effect asks for a payment (608.2c: "unless … pays"), while paying a
cost to attack or block (508.1i, 509.1e) — and the listing of legal actions ask
:func:`mana_ability_error`, so they cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg.abilities.limits import record_once_each_turn, restriction_error, where_error
from arbiter.mtg.actions import (
    Choose,
    Decision,
    DeclareAttackersDecision,
    DeclareBlockersDecision,
    Option,
    PayCostDecision,
    Priority,
    UnlessPayDecision,
)
from arbiter.mtg.costs import paying as costs
from arbiter.mtg.costs.parts import TapThis, counters_x, with_loyalty_x
from arbiter.mtg.effects import add_mana, perform
from arbiter.mtg.effects.mana import snow_source
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.mana import AddManaOfChoice, AddManaX
from arbiter.mtg.layers import activated, has_keyword, is_creature
from arbiter.mtg.mana.pool import Potential, add
from arbiter.mtg.mana.potential import ability_output, best_output
from arbiter.mtg.mana.spend_only import SpendRestriction, can_spend, for_source, restrict, restriction_of, spend
from arbiter.mtg.mana.triggered import ManaToChoose, tapped_for_mana
from arbiter.mtg.mana.triggered_by_mana import look_before_mana_ability, resolve_triggered_mana_abilities
from arbiter.mtg.model import ActivatedAbility
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.effect import Effect


@dataclass(frozen=True, slots=True)
class ManaCostChoice:
    """A mana ability waiting for an object its cost needs ("Sacrifice a creature", 601.2h)."""

    source: int
    index: int  # the ability's index among its source's activated abilities
    player: int
    chosen: tuple[int, ...]  # the objects chosen so far
    resume: Decision | None  # the decision the game returns to
    x: int | None = None  # the number announced for its cost (CR 107.3a); None: being asked for


@dataclass(frozen=True, slots=True)
class ManaColorChoice:
    """A resolving mana ability waiting for the color of its mana (CR 106.1, 605.3b)."""

    player: int
    amount: int
    source: str  # the source's name, for the log
    resume: Decision | None
    snow: bool = False  # the source is a snow permanent (CR 106.3, for {S})
    tapped: int | None = None  # the permanent tapped for this mana (its triggered mana abilities, 106.12a)
    queue: tuple[ManaToChoose, ...] = ()  # triggered mana abilities' mana still to choose after it (605.4a)
    waiting_before: int = -1  # triggers waiting before the ability was activated (605.1b: the rest it triggered)
    restriction: SpendRestriction | None = None  # how the mana may be spent (CR 106.6)
    then: tuple[Effect, ...] = ()  # the ability's instructions after the mana, carried out once it is added (608.2c)
    obj: int = -1  # the mana ability's source, for ``then``


# -- the ruling --------------------------------------------------------------------------------

_MAY_PAY = (Priority, UnlessPayDecision)  # decisions during which their player may make mana


def payment_error(g: Game, player: int) -> IllegalAction | None:
    """CR 605.3a, 117.1d: whether ``player`` may activate mana abilities now — holding priority,
    paying for a spell or ability (601.2g), an effect's "unless … pays" (608.2c), or a cost to
    attack or block (508.1i, 509.1e)."""
    st = g.state
    dec = st.pending
    if isinstance(dec, _MAY_PAY) and dec.player == player:
        return None
    if isinstance(dec, PayCostDecision) and st.cast is not None and st.cast.player == player:
        return None
    if isinstance(dec, Choose) and dec.purpose == "assist amount" and dec.player == player:
        return None  # CR 702.132a: the player helping to pay a spell with assist
    if isinstance(dec, DeclareAttackersDecision | DeclareBlockersDecision) and dec.player == player:
        from arbiter.mtg.combat.phase import combat_costs_possible

        if combat_costs_possible(g):
            return None
        rule = "508.1i" if isinstance(dec, DeclareAttackersDecision) else "509.1e"
        return IllegalAction(msg("no cost to attack or block needs mana now"), rule, "605.3a")
    return IllegalAction(msg("mana abilities can be activated only with priority or while paying a cost"), "605.3a")


def _not_mana_now(g: Game, o: GameObject) -> IllegalAction:
    """CR 117.1b, 605.3a: an ability that isn't a mana ability, asked for while the game waits for
    something other than its player's priority — a payment (601.2g) or another decision, such as
    declaring attackers (508.1, no player has priority until 508.2)."""
    card = CardName(o.label)
    if isinstance(g.state.pending, PayCostDecision | UnlessPayDecision) or g.state.cast is not None:
        text = msg(
            "{card}'s ability isn't a mana ability: only mana abilities can be activated while paying", card=card
        )
        return IllegalAction(text, "601.2g", "605.3a", "605.1a")
    text = msg(
        "{card}'s ability isn't a mana ability, and no player has priority now: it can be activated only with priority",
        card=card,
    )
    return IllegalAction(text, "117.1b", "605.3a")


def mana_ability_error(g: Game, player: int, source: int, index: int) -> IllegalAction | None:
    """The one ruling on "may ``player`` activate the ``index``-th activated ability of ``source``,
    a mana ability, now?" — the refusal, or None. CR 605.3a (when, and only abilities of permanents
    one controls unless the ability's own text names another zone, 113.6), 602.2 (who), 602.5e
    ("only as an instant": with priority), 602.1b/602.5b (its restrictions, "once each turn"
    included), 605.3c (not again while it is being activated), 118.3/602.2b (every part of its
    cost payable now: {T} untapped and not summoning sick (302.6), objects to choose, and its mana
    with the pool and the player's other mana abilities, 601.2g)."""
    st = g.state
    o = st.objects.get(source)
    if o is None:
        return IllegalAction(msg("there is no object with id {source}", source=source), "602.2", "605.3a")
    abilities = activated(g, o)
    if not 0 <= index < len(abilities):
        return IllegalAction(
            msg("{card} has no activated ability number {index}", card=CardName(o.label), index=index + 1), "602.1"
        )
    ability = abilities[index]
    if not ability.is_mana:
        return _not_mana_now(g, o)
    error = payment_error(g, player)
    if error is not None:
        return error
    if st.grant_sources or st.lasting:
        from arbiter.mtg.abilities.prohibitions import activation_forbidden

        error = activation_forbidden(g, o, True)  # CR 602.5: Arrest, Null Rod; detain (701.35a)
        if error is not None:
            return error
    if (
        is_plain_tap(ability) and o.zone is Zone.BATTLEFIELD and o.controller == player and not o.tapped
        and not (o.sick and is_creature(g, o) and not has_keyword(g, o, "haste"))
    ):  # fmt: skip
        return None  # (what ability_error finds of a land's {T} ability that can be paid: nothing)
    return ability_error(g, player, o, index, ability, isinstance(st.pending, Priority))


def payment_context(g: Game, player: int) -> bool | None:
    """For listing: None if ``player`` may activate no mana ability now (:func:`payment_error`),
    else whether they hold priority (602.5e) — judged once for every object listed."""
    if payment_error(g, player) is not None:
        return None
    return isinstance(g.state.pending, Priority)


_PLAIN: dict[int, tuple[ActivatedAbility, bool]] = {}  # id → (the ability, kept alive; is it plain)


def is_plain_tap(ability: ActivatedAbility) -> bool:
    """Whether the ability's only cost is {T} and its text sets no limit on its activation — the
    land's and the mana creature's ability, for which only 302.6 remains to be judged."""
    hit = _PLAIN.get(id(ability))
    if hit is None:
        plain = (
            len(ability.costs) == 1
            and isinstance(ability.costs[0], TapThis)
            and not (ability.instant_speed or ability.your_turn or ability.once_each_turn or ability.window)
            and not (ability.once or ability.exhaust or ability.per_turn or ability.max_speed)
            and ability.only_if is None
            and ability.min_counters is None
            and not (ability.from_hand or ability.from_graveyard or ability.activators)
        )
        hit = _PLAIN[id(ability)] = (ability, plain)
    return hit[1]


def activatable(
    g: Game,
    player: int,
    o: GameObject,
    abilities: tuple[tuple[int, ActivatedAbility], ...],
    context: bool | None = None,
) -> list[int]:
    """The indices among ``abilities`` (``o``'s mana abilities, by index) that
    :func:`mana_ability_error` would allow ``player`` to activate now — for listing legal actions.
    ``context`` is :func:`payment_context`, judged once by a caller listing many objects (judged
    here at the first candidate when not given). Gives the same answers as the ruling, faster."""
    out: list[int] = []
    for i, ab in abilities:
        if ab.taps and o.tapped:
            continue  # refused by its cost (118.3) — skipped without building the refusal, the commonest case
        if context is None:
            context = payment_context(g, player)
            if context is None:
                return []
        if is_plain_tap(ab) and o.zone is Zone.BATTLEFIELD and o.controller == player:
            # CR 605.3a, 602.2 hold; its cost is {T} of an untapped permanent: only 302.6 is left
            # (and 602.5: an Aura like Arrest forbidding its activation)
            if not (o.sick and is_creature(g, o) and not has_keyword(g, o, "haste")) and not (
                (g.state.grant_sources or g.state.lasting) and _forbidden(g, o)
            ):
                out.append(i)
        elif ability_error(g, player, o, i, ab, context) is None:
            out.append(i)
    return out


def ability_error(
    g: Game, player: int, o: GameObject, index: int, ability: ActivatedAbility, priority: bool, mana: bool = True
) -> IllegalAction | None:
    """The part of :func:`mana_ability_error` about the ability itself (its context judged);
    without ``mana``, its own mana cost isn't judged (a caller that finds that mana itself)."""
    if ability.instant_speed and not priority:
        return IllegalAction(
            msg(
                "{card}'s ability can be activated only as an instant: only while you have priority",
                card=CardName(o.label),
            ),
            "602.5e",
        )
    error = where_error(o, ability, player) or restriction_error(g, o, ability, index, player)
    if error is not None:
        return error
    progress = g.state.cast
    while progress is not None:
        if progress.kind == "mana ability" and progress.obj == o.id and progress.index == index:
            return IllegalAction(
                msg("{card}'s mana ability is being activated already", card=CardName(o.label)), "605.3c"
            )
        progress = progress.outer
    error = costs.cost_error(g, o, ability, player)
    if error is None and ability.mana_cost is not None and mana:
        # CR 601.2g, 605.3a: its own mana cost, from the pool (mana it may be spent on, 106.6) and
        # the mana the player's other permanents could make, judged as for any cost
        from arbiter.mtg.legal_casts import cheapest
        from arbiter.mtg.mana.affordable import affordable

        cost = ability.mana_cost
        exclude = o.id if ability.taps else 0  # (its own other mana abilities may pay a cost without {T})
        if not affordable(g, player, potential_mana(g, player, exclude), cheapest(cost), o, "ability", exclude):
            return IllegalAction(
                msg("not enough mana, even with your mana abilities, to pay {cost}", cost=cost.text), "118.3"
            )
    return error


def could_tap_for_mana(g: Game, source: GameObject, player: int) -> bool:
    """CR 601.2g–h, 605.3a, 107.6: whether a mana ability ``player`` could activate while paying a
    cost would tap the untapped permanent ``source`` — one of its own with {T} in its cost (a
    granted "{T}: Add one mana of any color." too) or another's that taps "an untapped creature
    you control" (Springleaf Drum). Mana abilities are activated before the costs are paid, so a
    {Q} in the cost may then untap it. The tapping ability's own mana cost isn't judged here (an
    overestimate: the payment itself is judged when it is made, 601.2h)."""
    from arbiter.mtg.costs.parts import TapUntapped, UntapThis

    st = g.state
    if source.zone is not Zone.BATTLEFIELD or source.tapped:
        return False
    layered = bool(st.effects or st.grant_sources or st.lasting)  # (613.1f: lasting effects too)
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != player or not (layered or o.card.mana_abilities):
            continue
        abilities = activated(g, o) if layered else o.card.activated
        for i, ab in enumerate(abilities):
            if not ab.is_mana or any(isinstance(c, UntapThis) for c in ab.costs):
                continue
            if o is source:
                if not ab.taps:
                    continue
            elif not any(
                isinstance(c, TapUntapped) and source.id in costs.options(g, c, player, oid, ()) for c in ab.costs
            ):
                continue
            if ability_error(g, player, o, i, ab, False, mana=False) is None:
                return True
    return False


def potential_mana(g: Game, player: int, exclude: int = 0) -> Potential:
    """The pool plus what ``player``'s mana abilities without a mana cost or choices could add now,
    one per permanent other than ``exclude`` (and how much of it is of a color chosen on
    resolution) — what could pay a mana ability's own mana cost (601.2g)."""
    st = g.state
    pool = st.players[player].pool
    wild = 0
    changed = bool(st.grant_sources or st.effects or st.lasting)  # (613.1f: lasting effects too)
    for oid in st.battlefield:
        o = st.objects[oid]
        if oid == exclude or o.controller != player:
            continue
        mana = o.card.mana_abilities
        if changed and not o.card.gains_graveyard:
            current = activated(g, o)
            if current is not o.card.activated:  # CR 613.1d, 613.1f: what the layers leave it
                mana = tuple((i, a) for i, a in enumerate(current) if a.is_mana)
        if not mana:
            continue
        usable: list[ActivatedAbility] = []
        for i, ab in mana:
            restriction = restriction_of(ab.effects)
            if ab.mana_cost is not None or ab.needs_choices or (restriction is not None and not restriction.forbidden):
                continue  # (restricted mana, CR 106.6, can't pay just any cost; mana kept only from spells can)
            if is_plain_tap(ab):
                # what ability_error judges of it on the battlefield under its controller: {T} (118.3), 302.6
                if o.tapped or (o.sick and is_creature(g, o) and not has_keyword(g, o, "haste")):
                    continue
            elif ability_error(g, player, o, i, ab, True):
                continue
            usable.append(ab)
        if not usable:
            continue
        if len(usable) == 1 and usable[0].produces is not None:
            pool = add(pool, usable[0].produces, "Snow" in o.card.supertypes)  # snow mana pays {S} (107.4h)
            continue
        # CR 601.2g, 106.7: the most this permanent's abilities could add, of the types they'd make
        made, more = best_output([ability_output(g, o, ab) for ab in usable])
        if any(made):
            pool = add(pool, made, "Snow" in o.card.supertypes)
        wild += more
    return pool, wild


# -- activating --------------------------------------------------------------------------------


def activate_mana(g: Game, player: int, source: int, index: int, x: int | None = None) -> None:
    """Activate a mana ability for every caller, after :func:`mana_ability_error` (CR 605.3a);
    ``x``: the number announced for a cost that removes X counters (107.3a), None: asked for."""
    error = mana_ability_error(g, player, source, index)
    if error is not None:
        raise error
    o = g.state.objects[source]
    ability = activated(g, o)[index]
    if x and not counters_x(ability.costs):
        raise IllegalAction(msg("{card}'s mana ability has no X in its cost", card=CardName(o.label)), "107.3")
    activate_mana_ability(g, o, ability, (), player=player, index=index, x=x)


def with_announced(g: Game, o: GameObject, ability: ActivatedAbility, player: int, x: int) -> ActivatedAbility:
    """CR 107.3a, 601.2b via 602.2b: a mana ability whose cost removes X counters ("Remove X
    storage counters from ~", "Remove any number of …", 107.1c) with ``x`` announced — its cost
    removes that many, its instruction adds the mana they count. A number the counters there can't
    pay is refused before anything is done (118.3), as is a negative one (107.1b)."""
    if x < 0:
        raise IllegalAction(msg("X can't be negative"), "107.1b", "107.3a")
    fixed = replace(
        ability,
        costs=with_loyalty_x(ability.costs, x),
        effects=tuple(e.fixed(x) if isinstance(e, AddManaX) else e for e in ability.effects),
    )
    error = costs.cost_error(g, o, fixed, player)
    if error is not None:
        raise error
    return fixed


def _ask_x(g: Game, o: GameObject, index: int, player: int, kind: str) -> None:
    """CR 107.3a, 601.2b via 602.2b (and 107.1c for "any number"): the number of counters the
    cost removes is announced first — offered from 0 to the counters there are (118.3)."""
    st = g.state
    g.set(st, "mana_cost_choice", ManaCostChoice(o.id, index, player, (), st.pending))
    options = tuple(range(o.counter(kind) + 1))
    g.set(st, "pending", Choose(player, "x", "107.3a", options, msg("choose the value of X")))


def answer_mana_x(g: Game, choice: Option) -> None:
    """The number announced for a mana ability's cost (CR 107.3a); the ability goes on: its other
    choices, its mana cost, then it resolves (605.3b). A number not offered is refused and the
    question stays (118.3)."""
    st = g.state
    waiting: ManaCostChoice | None = st.mana_cost_choice
    dec = st.pending
    assert waiting is not None and isinstance(dec, Choose)
    if not isinstance(choice, int) or isinstance(choice, bool) or choice not in dec.options:
        top = max((o for o in dec.options if isinstance(o, int)), default=0)
        raise IllegalAction(
            msg("choose a value of X from 0 to {top}: the cost can't remove more counters than there are", top=top),
            "107.3a", "118.3",
        )  # fmt: skip
    g.set(st, "mana_cost_choice", None)
    g.set(st, "pending", waiting.resume)
    o = st.objects[waiting.source]
    ability = activated(g, o)[waiting.index]
    activate_mana_ability(g, o, ability, waiting.chosen, player=waiting.player, index=waiting.index, x=choice)


def activate_mana_ability(
    g: Game,
    o: GameObject,
    ability: ActivatedAbility,
    chosen: tuple[int, ...] = (),
    *,
    player: int | None = None,
    index: int | None = None,
    x: int | None = None,
) -> None:
    """CR 605.3b: a mana ability resolves immediately; it doesn't use the stack. The number its
    cost removes is announced first (``x``, asked for when None: 107.3a, 601.2b); objects its cost
    needs ("Sacrifice a creature") are chosen next, one decision each (601.2h via 605.3b). A mana
    cost the pool can't pay yet is paid like a spell's: other mana abilities first (605.3a,
    601.2g). The game then returns to the decision it came from."""
    st = g.state
    who = o.controller if player is None else player
    at = activated(g, o).index(ability) if index is None else index
    kind = counters_x(ability.costs)
    if kind and x is None:
        _ask_x(g, o, at, who, kind)
        return
    if kind and x is not None:
        ability = with_announced(g, o, ability, who, x)
    needed = costs.choices_needed(ability) if ability.needs_choices else []
    if len(chosen) < len(needed):
        part = needed[len(chosen)]
        options = costs.options(g, part, who, o.id, chosen)
        if not options:
            raise IllegalAction(msg('nothing can be chosen to pay "{text}"', text=part.text()), "118.3", "605.3b")
        g.set(st, "mana_cost_choice", ManaCostChoice(o.id, at, who, chosen, st.pending, x))
        g.set(st, "pending", Choose(who, "mana cost", "605.3b", options, part.text()))
        return
    cost = ability.mana_cost
    if cost is not None and cost.total and (not can_spend(g, who, cost, o, "ability") or _untap_waits(o, ability)):
        # (CR 106.6; CR 601.2g, 107.6: its untapped source may be tapped for mana before {Q} is paid)
        _ask_mana_payment(g, o, at, who, chosen, x)
        return
    _pay_and_resolve(g, o, ability, at, who, chosen)


def _untap_waits(o: GameObject, ability: ActivatedAbility) -> bool:
    """Whether ``ability``'s cost untaps ``o`` ({Q}, CR 107.6) while ``o`` is untapped: paid only
    once a mana ability has tapped it (601.2g–h)."""
    from arbiter.mtg.costs.parts import UntapThis

    return not o.tapped and any(isinstance(c, UntapThis) for c in ability.costs)


def _ask_mana_payment(
    g: Game, o: GameObject, index: int, player: int, chosen: tuple[int, ...], x: int | None = None
) -> None:
    """CR 605.3a, 601.2g via 602.2b: the mana ability's mana cost isn't in the pool — the player
    activates other mana abilities, then pays (or cancels: CR 733 reverses everything since)."""
    from arbiter.mtg.casting.progress import CastProgress

    st = g.state
    cost = activated(g, o)[index].mana_cost
    assert cost is not None
    progress = CastProgress(
        "mana ability", o.id, player, g.journal.mark(), "pay", (), (), cost,
        choices=chosen, index=index, resume=st.pending, outer=st.cast, x=x,
    )  # fmt: skip
    g.set(st, "cast", progress)
    g.set(st, "pending", PayCostDecision(player, o.card.name, cost.text))


def finish_mana_payment(g: Game, progress: CastProgress) -> None:
    """``Pay`` for a mana ability's mana cost (601.2h): pay, then it resolves (605.3b) and the game
    returns to the procedure and decision it was activated during."""
    st = g.state
    g.set(st, "cast", progress.outer)
    g.set(st, "pending", progress.resume)
    o = st.objects[progress.obj]
    ability = activated(g, o)[progress.index]
    if progress.x is not None:  # CR 107.3a: the number announced as it was activated
        ability = with_announced(g, o, ability, progress.player, progress.x)
    _pay_and_resolve(g, o, ability, progress.index, progress.player, progress.choices)


def _pay_and_resolve(
    g: Game, o: GameObject, ability: ActivatedAbility, index: int, player: int, chosen: tuple[int, ...]
) -> None:
    """CR 601.2h, 605.3b: pay the whole cost, then the ability resolves at once."""
    st = g.state
    waiting_before = look_before_mana_ability(g)  # CR 605.1b: what this ability's activation triggers is told apart
    costs.pay(g, o, ability, player, chosen)
    cost = ability.mana_cost
    if cost is not None:
        if not can_spend(g, player, cost, o, "ability"):  # CR 106.6: mana restricted to abilities may
            raise IllegalAction(msg("the mana in your pool can't pay {cost}", cost=cost.text), "605.3b", "601.2h")
        spend(g, player, cost, o, "ability")
    record_once_each_turn(g, o, ability, index)  # CR 602.5b
    resume = st.pending
    if isinstance(resume, Priority):
        if st.passes:  # (bookkeeping: a write of the same value is skipped)
            g.set(st, "passes", 0)  # CR 117.3c
        g.set(st, "pending", None)
    holder = st.players[o.controller]
    before = holder.pool
    effects, then = ability.effects, _after_chosen_mana(ability)
    if then:
        effects = effects[: len(effects) - len(then)]  # CR 608.2c: "Add one mana of any color. Draw a card."
    perform(g, o, effects, [])
    restriction = for_source(g, restriction_of(ability.effects), o)
    if restriction is not None:  # CR 106.6: the mana it added may be spent only so
        restrict(g, o.controller, tuple(a - b for a, b in zip(holder.pool[:6], before[:6], strict=True)), restriction)
    tapped = o.id if ability.taps else None  # CR 106.12: tapped for mana
    waiting: ManaColorChoice | None = st.mana_choice
    if waiting is not None:  # an instruction asks for the type of its mana (106.7): triggers wait for it
        g.set(st, "mana_choice", replace(waiting, tapped=tapped, waiting_before=waiting_before))
        return
    wild = ability.wild
    if not wild:
        resolve_triggered_mana_abilities(g, waiting_before)  # CR 605.4a
        if tapped is not None:
            produced = tuple(a - b for a, b in zip(holder.pool[:6], before[:6], strict=True))
            _ask_queued(g, tapped_for_mana(g, o, player, produced), resume)
        return
    # CR 605.3b / 106.1: the color (or the combination of mana) is chosen as the mana ability resolves
    combos = ability.wild_combos
    g.set(
        st, "mana_choice",
        ManaColorChoice(
            player, 1 if combos else wild, o.card.name, resume, snow_source(g, o), tapped, (), waiting_before,
            for_source(g, restriction_of(ability.effects), o), then, o.id,
        ),
    )  # fmt: skip
    colors: tuple[str, ...] = combos or tuple(ability.wild_colors)
    if len(colors) == 1:  # (only one color: nothing to choose)
        answer_color(g, colors[0])
        return
    prompt = msg("choose which mana to add") if combos else msg("choose a color")
    g.set(st, "pending", Choose(player, "color", "106.1", colors, prompt))


def _after_chosen_mana(ability: ActivatedAbility) -> tuple[Effect, ...]:
    """CR 608.2c: a mana ability's instructions after the one whose color is chosen as it resolves
    (Chromatic Sphere's "Draw a card."), carried out after the choice; () for most mana abilities."""
    effects = ability.effects
    if not ability.wild or len(effects) < 2:
        return ()
    last = max((i for i, e in enumerate(effects) if isinstance(e, AddManaOfChoice)), default=len(effects) - 1)
    return effects[last + 1 :]


def answer_mana_cost(g: Game, choice: Option) -> None:
    """The object chosen for a mana ability's cost; the ability goes on (or asks again)."""
    assert isinstance(choice, int)  # one of the options: objects' ids
    st = g.state
    waiting: ManaCostChoice | None = st.mana_cost_choice
    assert waiting is not None
    g.set(st, "mana_cost_choice", None)
    g.set(st, "pending", waiting.resume)
    o = st.objects[waiting.source]
    ability = activated(g, o)[waiting.index]
    activate_mana_ability(
        g, o, ability, (*waiting.chosen, choice), player=waiting.player, index=waiting.index, x=waiting.x
    )


def answer_color(g: Game, color: Option) -> None:
    """The chosen color's mana (or combination: "WU") is added; the game returns to the decision
    it came from."""
    assert isinstance(color, str)  # one of the options: colors
    st = g.state
    waiting: ManaColorChoice | None = st.mana_choice
    assert waiting is not None
    mana = tuple(waiting.amount * color.count(c) for c in "WUBRGC")
    g.set(st, "mana_choice", None)
    add_mana(g, waiting.player, mana, waiting.source, waiting.snow)
    if waiting.restriction is not None:
        restrict(g, waiting.player, mana, waiting.restriction)  # CR 106.6
    if waiting.then:
        # CR 608.2c, 605.3b: the instructions after the mana ("Draw a card.") follow its color's choice
        perform(g, st.objects[waiting.obj], waiting.then, [])
    if waiting.waiting_before >= 0:
        resolve_triggered_mana_abilities(g, waiting.waiting_before)  # CR 605.4a
    queue = list(waiting.queue)
    if waiting.tapped is not None and waiting.tapped in st.objects:
        # CR 605.4a: its triggered mana abilities resolve now, before the game goes on
        queue = tapped_for_mana(g, st.objects[waiting.tapped], waiting.player, mana) + queue
    _ask_queued(g, queue, waiting.resume)


def _ask_queued(g: Game, queue: list[ManaToChoose], resume: Decision | None) -> None:
    """The next color a triggered mana ability's mana waits for (CR 605.4a, 106.1), else the game
    returns to the decision the mana ability was activated during."""
    st = g.state
    if not queue:
        pending = None if isinstance(resume, Priority) else resume
        if st.pending is not pending:  # (bookkeeping: a write of the same value is skipped)
            g.set(st, "pending", pending)
        return
    first = queue[0]
    g.set(st, "mana_choice", ManaColorChoice(first.player, 1, first.source, resume, first.snow, None, tuple(queue[1:])))
    g.set(st, "pending", Choose(first.player, "color", "106.1", first.options, msg("choose a color")))


def _forbidden(g: Game, o: GameObject) -> bool:
    """CR 602.5: an Aura like Arrest, or a static like Null Rod's, forbids activating ``o``'s mana abilities."""
    from arbiter.mtg.abilities.prohibitions import activation_forbidden

    return activation_forbidden(g, o, True) is not None
