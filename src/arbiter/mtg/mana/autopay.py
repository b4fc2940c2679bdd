"""Paying a cost automatically: which mana abilities to activate, and when to pay (CR 601.2g–h,
602.2b, 117.1d).

A game waiting for a payment (:class:`PayCostDecision` while casting or activating, or
:class:`UnlessPayDecision` while an effect resolves) is answered by a sequence of actions: mana
abilities activated one by one (605.3a), the colors they add chosen as the cost still needs them
(106.1), then ``Pay``. :func:`autopay` finds that sequence by trying it on the game itself and
returning it to where it was, so AI players, user interfaces and the scenario runner share one
payer — and when the cost can't be paid, the refusal they get is the engine's ruling.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.ruling import Illegal
from arbiter.i18n import msg
from arbiter.mtg.actions import Action, Activate, Choose, Pay, PayCostDecision, Pick, Purpose, UnlessPayDecision
from arbiter.mtg.costs.parts import PayMana, TapThis, UntapThis, counters_x
from arbiter.mtg.effects.chosen_mana import (
    AddManaOfChosenColor,
    AddManaOfTypeFrom,
    AddManaOrChosenColor,
    chosen_color_mana,
)
from arbiter.mtg.effects.mana import AddManaForEach
from arbiter.mtg.ir.abilities import ActivatedAbility
from arbiter.mtg.ir.mana import AddMana, AddManaX
from arbiter.mtg.layers import activated
from arbiter.mtg.mana.pool import POOL_ORDER, ManaCost, can_pay, pay, snow_of, split_snow
from arbiter.mtg.mana.spend_only import allows, paying_for, restriction_of, spendable
from arbiter.mtg.mana.triggered import any_mana_triggers

if TYPE_CHECKING:
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

_MAX_STEPS = 200  # a payment never needs more actions; a guard against a loop


@dataclass(frozen=True, slots=True)
class Payment:
    """The actions that answer the payment, in order. ``named_used``: how many of the sources
    the caller named were used. The payment may stop early at a question it doesn't answer (an
    object a mana ability's cost needs, 605.3b), whose answer is the caller's; after it, the game
    waits for the payment again."""

    actions: tuple[Action, ...]
    named_used: int = 0


@dataclass(frozen=True, slots=True)
class Unpayable:
    """The cost can't be paid this way: ``ruling`` is the engine's refusal (601.2h, 605.1a…)."""

    ruling: Illegal


def autopay(g: Game, named: Sequence[int] = ()) -> Payment | Unpayable:
    """The actions paying the cost the game waits for, tapping the ``named`` mana sources first
    (in order), then others that make the mana still needed. The game is left as it was."""
    keep = g.keep_history
    g.keep_history = True  # so that the trial can be taken back whatever the game keeps
    point = g.savepoint()
    try:
        if isinstance(g.pending, UnlessPayDecision):
            return _pay_unless(g, list(named))
        return _pay_cost(g, list(named))
    finally:
        g.restore(point)
        g.keep_history = keep


def _pay_cost(g: Game, queue: list[int]) -> Payment | Unpayable:
    """CR 601.2g–h, 602.2b: mana abilities activated (colors chosen as needed), then ``Pay``."""
    named = len(queue)
    actions: list[Action] = []
    for _ in range(_MAX_STEPS):
        dec = g.pending
        step: Action | Illegal
        if isinstance(dec, PayCostDecision) and g.state.cast is not None:
            step = _next_payment_step(g, queue)
        elif isinstance(dec, Choose) and dec.purpose is Purpose.COLOR and g.state.cast is not None:
            # CR 106.1, 605.3b: the color is part of paying only while a procedure is paid for; a
            # mana ability activated on its own (its mana cost now paid) asks its player
            step = Pick(needed_color(g))
        else:
            break
        if isinstance(step, Illegal):
            return Unpayable(step)
        ruling = g.apply(step)
        if isinstance(ruling, Illegal):
            return Unpayable(ruling)
        actions.append(step)
    return Payment(tuple(actions), named - len(queue))


def _pay_unless(g: Game, queue: list[int]) -> Payment | Unpayable:
    """CR 608.2c, 117.1d: mana abilities activated — the ``queue`` of named sources first, then in
    the order offered — until ``Pay`` is legal; a color a mana ability asks for as it resolves is
    one the cost still needs (605.3b, 106.1: a Treasure's "one mana of any color"). A cost that
    can't be paid that way can't be paid at all (118.3: the resources to pay it fully, for the
    "unless [a player pays]" of 118.12a — not a spell's casting cost, 601.2h)."""
    dec = g.pending
    assert isinstance(dec, UnlessPayDecision)
    cost, payer, named = ManaCost.parse(dec.cost), dec.player, len(queue)
    actions: list[Action] = []
    tried: set[int] = set()
    for _ in range(_MAX_STEPS):
        pending = g.pending
        step: Action | Illegal
        if isinstance(pending, Choose) and pending.purpose is Purpose.COLOR:
            allowed = tuple(o for o in pending.options if isinstance(o, str))
            step = Pick(_color_for(allowed, cost, g.state.players[payer].pool))
        elif Pay() in g.legal_actions():
            return Payment((*actions, Pay()), named - len(queue))
        elif queue:
            step = mana_action(g, queue.pop(0))
        else:
            # (a storage land's X is left to its player: its question would stop this payment, 107.3a)
            options = [a for a in g.legal_actions() if isinstance(a, Activate) and a.source not in tried
                       and not _x_counted(g, a)]  # fmt: skip
            options.sort(key=lambda a: _spends_more(g, a))  # CR 601.2g, 605.3b: the plain sources first
            if not options:
                break
            step = options[0]
            tried.add(step.source)
        if isinstance(step, Illegal):
            return Unpayable(step)
        if g.apply(step):
            actions.append(step)
    return Unpayable(Illegal(msg("the cost can't be paid"), ("118.3", "118.12a")))


def _x_counted(g: Game, a: Activate) -> bool:
    """Whether ``a``'s ability has a cost removing X counters, X announced as it is activated
    (CR 107.3a: the storage lands; the auto-payer doesn't choose that number)."""
    return bool(counters_x(activated(g, g.state.objects[a.source])[a.index].costs))


def needed_color(g: Game) -> str:
    """The color a mana ability should add (106.1): one the cost being paid still needs, among
    the colors offered; of combinations ("WU"), the one giving the most of what is needed."""
    dec = g.pending
    allowed = tuple(o for o in dec.options if isinstance(o, str)) if isinstance(dec, Choose) else tuple("WUBRG")
    cast = g.state.cast
    if cast is not None and cast.cost is not None:
        return _color_for(allowed, cast.cost, g.state.players[cast.player].pool)
    return allowed[0]


def _color_for(allowed: tuple[str, ...], cost: ManaCost | None, pool: Sequence[int]) -> str:
    """CR 106.1: of the colors (or combinations, "WU") ``allowed``, the one giving the most of the
    colors ``cost`` needs beyond the ``pool``; the first if none is short."""
    if cost is not None:
        short = [POOL_ORDER[i] for i, (need, have) in enumerate(zip(cost.colored, pool, strict=True))
                 if need > have and i < 5]  # fmt: skip
        best = max(allowed, key=lambda option: sum(option.count(c) for c in short))
        if any(c in best for c in short):
            return best
    return allowed[0]


def mana_action(g: Game, source: int) -> Activate | Illegal:
    """Activating the first mana ability of ``source`` (CR 605.1a: it must have one) — of those it
    has now (613.1f: one at its level or station symbol, 711.2, 721.2a; one granted to it)."""
    o = g.state.objects.get(source)
    if o is not None and o.card.mana_abilities and not g.state.grant_sources:
        return Activate(source, o.card.mana_abilities[0][0])
    index = next((i for i, a in enumerate(activated(g, o)) if a.is_mana), None) if o is not None else None
    if index is None:
        return Illegal(msg("a named mana source has no mana ability"), ("605.1a",))
    return Activate(source, index)


def _next_payment_step(g: Game, queue: list[int]) -> Action | Illegal:
    """One step of paying the cost in progress: ``Pay`` once the pool covers it, else a mana
    ability — of the next named source, else one making a color still needed, else one making
    mana of any color, each looked for among the plain sources before those costing a sacrifice,
    a discard or life (601.2g, 605.3b); ``Pay`` (refused, 601.2h) when nothing is left to activate."""
    st = g.state
    cast = st.cast
    assert cast is not None
    paying, kind = paying_for(g, cast)
    pool = spendable(g, cast.player, paying, kind)  # CR 106.6: with the restricted mana allowed for it
    if cast.cost is None or can_pay(pool, cast.cost):
        return Pay()
    options = [a for a in g.legal_actions() if isinstance(a, Activate) and _may_pay(g, a, cast.player, paying, kind)]
    tapper = _taps_for_own_cost(g, cast)
    if tapper is not None:
        # CR 601.2h, 602.2b: don't tap the permanent whose {T} is part of the cost being paid
        options = [a for a in options if a.source != tapper]
    need = [max(c - h, 0) for c, h in zip(cast.cost.colored, pool, strict=True)]
    # CR 601.2g, 605.3b: a source costing a sacrifice, a discard or life only when no plain one will do —
    # each kind of source (a fixed color, any color, one counted …) is looked for among the plain first
    plain = [a for a in options if not _spends_more(g, a)]
    ordered = plain + [a for a in options if a not in plain]
    if queue:
        return _named_step(g, queue.pop(0), ordered, need)
    best = _choice(g, plain, pool, cast.cost, need, plain_only=True) if len(plain) < len(options) else None
    if best is None:
        best = _choice(g, ordered, pool, cast.cost, need)
    return _sparing(g, best, pool, cast.cost, ordered) if best is not None else Pay()


def _choice(
    g: Game,
    options: list[Activate],
    pool: tuple[int, ...],
    cost: ManaCost,
    need: list[int],
    *,
    plain_only: bool = False,
) -> Activate | None:
    """The mana ability to activate next among ``options``: for a short {S} a snow source; else one
    making a color still needed (any mana when no color is short), then one of any color, one doing
    more than adding mana, one counting its amount, one offering a type, one a triggered mana ability
    helps. ``plain_only``: the plain sources are tried first, so a short {S} none of them can make
    is left to the costly ones (107.4h)."""
    st = g.state
    if _snow_short(pool, cost):
        # CR 107.4h: {S} is paid only with mana from a snow source — tap one of those first
        snowy = [a for a in options if "Snow" in st.objects[a.source].card.supertypes]
        if snowy:
            return next((a for a in snowy if _produces(g, a) is not None), snowy[0])
        if plain_only:
            return None
    fixed = [a for a in options if _produces(g, a) is not None]
    best = next((a for a in fixed if any(n and p for n, p in zip(need, _produces(g, a) or (), strict=True))), None)
    if best is None and not any(need) and fixed:
        best = fixed[0]  # no color is short: any mana will do
    if best is None:
        best = next((a for a in options if activated(g, st.objects[a.source])[a.index].wild), None)
    if best is None:
        # CR 605.1a, 601.2g: a mana ability doing more than adding mana ("Add {C}{C}. This land deals
        # 2 damage to you.") is still one; it is tapped last, for the mana it always makes
        best = _meeting([(a, m) for a in options if (m := _adds_with_more(g, a)) is not None], need)
    if best is None:
        # CR 605.3b, 106.4: an amount counted as the ability resolves ("Add {G} for each creature you
        # control", Gaea's Cradle) — the kind of mana is known, the amount is what the game counts
        best = _meeting([(a, m) for a in options if (m := _adds_counted(g, a)) is not None], need)
    if best is None:
        # CR 605.3b, 106.1, 106.7: one mana of a type chosen as it resolves among those it offers
        # then (Thriving lands, Fellwar Stone, Exotic Orchard); the type is chosen as needed
        best = _meeting([(a, m) for a in options if (m := _offered(g, a)) is not None], need)
    if best is None and any(need):
        best = _triggering(g, options, need)
    return best


def _spends_more(g: Game, a: Activate) -> bool:
    """CR 601.2g, 605.3b: whether the mana ability ``a`` costs more than {T}, {Q} or mana — a
    sacrifice, a discard, life (Thermopod's "Sacrifice a creature: Add {R}.", Skirge Familiar's
    "Discard a card: Add {B}.", Myr Convert's "{T}, Pay 2 life"). Which mana abilities to activate
    is the player's choice; the automatic payer makes such a one only when no other source will do,
    never spending a creature, a card or life while a land could pay."""
    ability = activated(g, g.state.objects[a.source])[a.index]
    return any(not isinstance(part, (PayMana, TapThis, UntapThis)) for part in ability.costs)


def _triggering(g: Game, options: list[Activate], need: list[int]) -> Activate | None:
    """CR 605.1b, 605.4a, 106.12a: a mana ability whose own mana isn't of a color still needed may
    still make one by a triggered mana ability ("Whenever enchanted Forest is tapped for mana, its
    controller adds an additional one mana of the chosen color.", Utopia Sprawl): each is tried on
    the game and taken back, and the first after which the pool holds more of a needed color is used."""
    cast = g.state.cast
    assert cast is not None
    if not any_mana_triggers(g):
        return None
    before = g.state.players[cast.player].pool
    for a in options:
        point = g.savepoint()
        try:
            if isinstance(g.apply(a), Illegal):
                continue
            while isinstance(g.pending, Choose) and g.pending.purpose is Purpose.COLOR:
                if isinstance(g.apply(Pick(needed_color(g))), Illegal):  # (Fertile Ground's "any color", 106.1)
                    break
            after = g.state.players[cast.player].pool
            if any(n and h > b for n, h, b in zip(need, after, before, strict=False)):
                return a
        finally:
            g.restore(point)
    return None


def _sparing(g: Game, best: Activate, pool: tuple[int, ...], cost: ManaCost, options: list[Activate]) -> Activate:
    """CR 605.3a, 601.2g: a mana ability with a mana cost of its own (Cabal Coffers' {2}) is paid
    from the floating mana when it can; if that would spend mana of a color ``cost`` still needs
    (the Swamps' {B} that Underworld Dreams' {B}{B}{B} needs), a source of other mana is tapped
    first (a Wastes' {C}), so that a cost that can be paid isn't refused."""
    ability = activated(g, g.state.objects[best.source])[best.index]
    own = next((p.cost for p in ability.costs if isinstance(p, PayMana)), None)
    if own is None or not can_pay(pool, own):
        return best
    after = pay(pool, own)
    lost = [i for i in range(5) if min(cost.colored[i], pool[i]) > after[i]]
    spare = (
        a for a in options
        if a != best and (m := _produces(g, a)) is not None and any(m) and not any(m[i] for i in lost)
    )  # fmt: skip
    return next(spare, best) if lost else best


def _meeting(makers: list[tuple[Activate, tuple[int, ...]]], need: list[int]) -> Activate | None:
    """The first mana ability making a kind of mana still needed (any, when no color is short)."""
    return next((a for a, m in makers if not any(need) or any(n and p for n, p in zip(need, m, strict=True))), None)


def _adds_counted(g: Game, a: Activate) -> tuple[int, ...] | None:
    """The kind of mana a mana ability adds "for each" of something (one unit per pool slot), if
    that is all it adds (None otherwise)."""
    ability = activated(g, g.state.objects[a.source])[a.index]
    counted = [e.mana for e in ability.effects if isinstance(e, AddManaForEach)]
    return counted[0] if len(counted) == 1 and len(ability.effects) == 1 else None


def _adds_with_more(g: Game, a: Activate) -> tuple[int, ...] | None:
    """The mana a mana ability with other effects besides one fixed "Add …" always makes (None
    for the others: those :func:`_produces` or ``wild`` already describe)."""
    ability = activated(g, g.state.objects[a.source])[a.index]
    adds = [e.mana for e in ability.effects if isinstance(e, AddMana)]
    if ability.produces is not None or ability.wild or len(adds) != 1:
        return None
    return adds[0]


def _offered(g: Game, a: Activate) -> tuple[int, ...] | None:
    """The types of mana a mana ability whose only instruction adds one mana of a type chosen as
    it resolves may add now, one unit per pool slot (None for other abilities, or none offered)."""
    ability = activated(g, g.state.objects[a.source])[a.index]
    if len(ability.effects) != 1:
        return None
    e, src = ability.effects[0], g.state.objects[a.source]
    if isinstance(e, AddManaOrChosenColor):
        types = e.offered(src)
    elif isinstance(e, AddManaOfTypeFrom):
        types = "".join(e.offered(g, src.controller))
    else:
        return None
    return tuple(1 if t in types else 0 for t in POOL_ORDER) if types else None


def _may_pay(g: Game, a: Activate, player: int, paying: GameObject | None, kind: str) -> bool:
    """Whether the mana ``a`` makes could pay for ``paying`` (CR 106.6: restricted mana only as allowed)."""
    restriction = restriction_of(activated(g, g.state.objects[a.source])[a.index].effects)
    return restriction is None or allows(g, restriction, player, paying, kind)


def _taps_for_own_cost(g: Game, cast: CastProgress) -> int | None:
    """The permanent whose {T} is part of the cost being paid, if any: an ability on the stack
    with {T} in its cost, or a mana ability (CR 605.3b) with {T} and a mana cost — tapping that
    permanent for mana would leave the {T} part unpayable (CR 601.2h via 602.2b)."""
    obj = g.state.objects[cast.obj]
    if cast.kind == "mana ability":
        abilities = activated(g, obj)
        taps = 0 <= cast.index < len(abilities) and abilities[cast.index].taps
        return obj.id if taps else None
    ability = obj.ability
    if isinstance(ability, ActivatedAbility) and ability.taps:
        return obj.source
    return None


def _snow_short(pool: tuple[int, ...], cost: ManaCost) -> bool:
    """Whether the pool lacks the snow mana the cost's {S} symbols need (CR 107.4h)."""
    snow, _ = split_snow(cost)
    return snow > sum(snow_of(pool))


def _produces(g: Game, a: Activate) -> tuple[int, ...] | None:
    """The mana a printed mana ability always makes, per pool slot (None: it varies) — also when
    that mana is restricted ("Spend this mana only …", CR 106.6): the caller offers such an
    ability only for a payment the restriction allows (:func:`_may_pay`)."""
    ability = activated(g, g.state.objects[a.source])[a.index]  # incl. abilities it has from others
    if len(ability.effects) == 1 and isinstance(ability.effects[0], AddManaOfChosenColor):
        # CR 614.12, 106.1: "Add one mana of the chosen color." — the color chosen as it entered
        return chosen_color_mana(g.state.objects[a.source])
    if ability.produces is None and restriction_of(ability.effects) is not None:
        adds = [e.mana for e in ability.effects if isinstance(e, AddMana)]
        if len(adds) == 1 and len(ability.effects) == 2:  # the mana, and the restriction on it
            return adds[0]
    return ability.produces


def _named_step(g: Game, source: int, options: list[Activate], need: list[int]) -> Action | Illegal:
    """A mana ability of a source the caller named: one making a color still needed if it has
    several (``pay: {mana: [ID]}`` in a scenario)."""
    chosen = [a for a in options if a.source == source]
    for a in chosen:
        ab = activated(g, g.state.objects[a.source])[a.index]
        colors = ab.wild_colors or "".join(e.colors for e in ab.effects if isinstance(e, AddManaX))  # (107.3a)
        makes = ab.produces or tuple(1 if c in colors else 0 for c in POOL_ORDER)
        if any(n and m for n, m in zip(need, makes, strict=False)):
            return a
    if chosen:
        return chosen[0]
    return mana_action(g, source)  # not offered: the engine rules on it
