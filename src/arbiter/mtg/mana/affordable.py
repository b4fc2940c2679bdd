"""Whether the mana a player could make would pay a spell's mana cost — judged unit by unit, for
the boards the quick estimate (:func:`~arbiter.mtg.mana.abilities.potential_mana`) can't read
exactly (CR 601.2g: mana abilities may be activated before the cost is paid; 601.2h).

The quick estimate counts mana whose type is chosen as it resolves as mana of *any* color, and
leaves out mana abilities with a mana cost of their own (a Signet's "{1}, {T}: Add {W}{B}.") and
mana only some spells may be spent on (106.6). Here each permanent's usable mana abilities are
its options; each option adds units of mana, each unit one of a set of types (Karplusan Forest:
``C`` or ``RG``; Jagged Barrens: ``BR``); an option with a mana cost adds that cost to what must
be paid. A choice of option per permanent (or none) pays the cost if the units can be matched
to its symbols — Hall's condition for each set of the cost's mana types, and enough units in all
for the rest (107.4a–b: colored symbols need their color, generic any mana).

Bounded: at most :data:`CHOICES` combinations of options are tried; beyond that, with {S}
symbols or Phyrexian ones (life may pay them, 107.4f), the answer is None — the caller keeps the
quick estimate. A unit that may be of any of several types counts for each, so "three mana of
any one color" can seem more flexible than it is, and an object sacrificed for mana may also be
counted for a mana ability of its own; such a misjudgement lists a cast that is then cancelled at
payment (601.2h). Mana that may be spent only to activate abilities (106.6) pays only the chosen
mana abilities' own costs. A mana ability with a mana cost and no {T} ("{R}: Add {B}.") is an
option once, twice, … as often as the other mana there could pay its cost (601.2g, 605.3a).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from arbiter.mtg.costs.parts import (
    DiscardThis,
    ExertThis,
    ExileThis,
    ExileThisFromGraveyard,
    ExileThisFromHand,
    PayLife,
    PayMana,
    RemoveCounters,
    RemoveCountersAndSacrifice,
    ReturnOne,
    ReturnThis,
    SacrificeOne,
    SacrificeThis,
    TapUntapped,
    UntapThis,
)
from arbiter.mtg.enums import CardType, Color
from arbiter.mtg.layers import activated
from arbiter.mtg.mana.pool import POOL_ORDER, ManaCost, Potential, could_pay, resolutions, split_snow
from arbiter.mtg.mana.potential import ability_units
from arbiter.mtg.mana.spend_only import SpendRestriction, allows, for_source, restriction_of

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import ActivatedAbility
    from arbiter.mtg.state import GameObject

CHOICES = 256  # the most combinations of options tried for one cost
# marks a unit of mana that may be spent only to activate abilities (CR 106.6: Omen Hawker's)
ABILITIES_ONLY = "*"
REPEATS = 16  # the most activations in a row of an ability that costs only life
PAID_REPEATS = 6  # the most activations in a row counted of a mana ability with a mana cost
# (the abilities' own mana costs, the units they add, whether one ability alone: its own mana can't pay its cost)
Option = tuple[tuple[ManaCost, ...], tuple[str, ...], bool]


def could_pay_exactly(
    g: Game, player: int, cost: ManaCost, paying: GameObject, kind: str = "spell", exclude: int = 0
) -> bool | None:
    """Whether ``player``'s pool and mana abilities could pay ``cost`` of the spell ``paying``
    (``kind`` "spell") or of an ability of the permanent ``paying`` (``kind`` "ability"), without
    the mana abilities of ``exclude`` (None: not judged here — see the module's bounds)."""
    if split_snow(cost)[0] or any(s.endswith("/P") or s == "P" for s in cost.other):
        return None
    fixed = _pool_units(g, player, paying, kind)
    if kind == "spell":
        fixed += _helpers(g, player, paying)
    choosers: list[list[Option]] = []
    owners: list[GameObject] = []
    st = g.state
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != player or oid == exclude:
            continue
        options = _options(g, o, player, paying, kind)
        if not options:
            continue
        if all(not c and len(u) <= 1 and not (u and u[0].startswith(ABILITIES_ONLY)) for c, u, _ in options):
            merged = "".join(t for t in POOL_ORDER if any(t in u[0] for _, u, _ in options if u))
            if merged:
                fixed.append(merged)  # (one unit, whichever ability: of any type one of them makes)
            continue
        choosers.append(options)
        owners.append(o)
    _repeat_paid(g, player, paying, kind, fixed, choosers, owners)
    total = 1
    for options in choosers:
        total *= len(options) + 1
        if total > CHOICES:
            return None
    return _search(choosers, 0, [cost], fixed, ())


def _repeat_paid(
    g: Game, player: int, paying: GameObject, kind: str, fixed: list[str], choosers: list[list[Option]],
    owners: list[GameObject],
) -> None:  # fmt: skip
    """CR 601.2g, 605.3a: a mana ability with a mana cost and no {T} ("{R}: Add {B}.", Agent of
    Stromgald) may be activated again as long as its cost can be paid — counted once, then twice,
    … (each a choice of its own), as many times as the other mana there could pay its cost, at
    most :data:`PAID_REPEATS` times."""
    for n, o in enumerate(owners):
        if not any(_paid_repeatable(ab) for ab in activated(g, o)):
            continue
        others = len(fixed) + sum(max(len(u) for _, u, _ in opts) for m, opts in enumerate(choosers) if m != n)
        choosers[n] = _options(g, o, player, paying, kind, others)


def _paid_repeatable(ability: ActivatedAbility) -> bool:
    """Whether ``ability`` is a mana ability with a mana cost that may be activated again and again
    (no {T}, no limit per turn — its other cost parts are counted by :func:`_times`)."""
    cost = ability.mana_cost
    return (
        ability.is_mana and cost is not None and cost.total > 0 and not ability.taps
        and not (ability.once_each_turn or ability.once)
    )  # fmt: skip


def _search(
    choosers: list[list[Option]], i: int, costs: list[ManaCost], units: list[str], chosen: tuple[Option, ...]
) -> bool:
    """Try each permanent's options in turn (or leave it unused). CR 601.2g, 605.3a: a mana
    ability's own mana cost is paid before it adds its mana, so from the other units."""
    if i == len(choosers):
        return _leaf(costs, units, chosen)
    if _search(choosers, i + 1, costs, units, chosen):
        return True
    return any(
        _search(choosers, i + 1, [*costs, *option[0]], [*units, *option[1]], (*chosen, option))
        for option in choosers[i]
    )


def _leaf(costs: list[ManaCost], units: list[str], chosen: tuple[Option, ...]) -> bool:
    """Whether one choice of options pays: ``costs[0]`` (what is being paid for) and the chosen
    abilities' own costs together, each alone ability's cost from the units it doesn't add itself;
    mana that may pay only for abilities (:data:`ABILITIES_ONLY`) pays only their own costs."""
    if not all(_matches(list(own), _without(units, made)) for own, made, alone in chosen if own and alone):
        return False
    if not any(u.startswith(ABILITIES_ONLY) for u in units):
        return _matches(costs, units)
    plain = [u for u in units if not u.startswith(ABILITIES_ONLY)]
    if len(costs) == 1:
        return _matches(costs, plain)
    return _split_matches(costs[0], costs[1:], units)


def _split_matches(first: ManaCost, own: list[ManaCost], units: list[str]) -> bool:
    """CR 106.6, 107.4a–b: whether ``units`` pay ``first`` and the abilities' costs ``own``
    together when some units may pay only the latter — a matching of each mana symbol to a unit
    it may be paid with (each hybrid symbol in either reading, 107.4e)."""
    for reading in _readings([first, *own]):
        pips: list[tuple[bool, str]] = []  # (the first cost's, the type it needs or "" for generic)
        for n, cost in enumerate(reading):
            pips.extend((n == 0, POOL_ORDER[i]) for i in range(6) for _ in range(cost.colored[i]))
            pips.extend((n == 0, "") for _ in range(cost.generic))
        if len(pips) <= len(units) and _all_matched(pips, units):
            return True
    return False


def _readings(costs: list[ManaCost]) -> list[list[ManaCost]]:
    """Every reading of ``costs`` with their hybrid symbols resolved (CR 107.4e)."""
    out: list[list[ManaCost]] = [[]]
    for c in costs:
        ways = [c] if not c.other else [
            ManaCost(c.generic + r.generic, tuple(a + b for a, b in zip(c.colored, r.colored, strict=True)))
            for r in resolutions(ManaCost(0, (0,) * 6, 0, c.other))
        ]  # fmt: skip
        out = [[*done, w] for done in out for w in ways]
    return out


def _all_matched(pips: list[tuple[bool, str]], units: list[str]) -> bool:
    """A matching of every pip to its own unit (augmenting paths: a few dozen of each at most)."""
    owner: list[int] = [-1] * len(units)

    def fits(pip: tuple[bool, str], unit: str) -> bool:
        return not (pip[0] and unit.startswith(ABILITIES_ONLY)) and (not pip[1] or pip[1] in unit)

    def augment(p: int, seen: set[int]) -> bool:
        for u, unit in enumerate(units):
            if u not in seen and fits(pips[p], unit):
                seen.add(u)
                if owner[u] < 0 or augment(owner[u], seen):
                    owner[u] = p
                    return True
        return False

    return all(augment(p, set()) for p in range(len(pips)))


def _without(units: list[str], made: tuple[str, ...]) -> list[str]:
    """``units`` less one of each unit in ``made``."""
    rest = list(units)
    for unit in made:
        rest.remove(unit)
    return rest


def _matches(costs: list[ManaCost], units: list[str]) -> bool:
    """Whether ``units`` could pay every cost in ``costs`` together (their hybrid symbols in any
    reading, CR 107.4e)."""
    generic = sum(c.generic for c in costs)
    colored = [sum(c.colored[i] for c in costs) for i in range(6)]
    readings: list[tuple[int, list[int]]] = [(generic, colored)]
    for c in costs:
        if c.other:
            readings = [
                (g0 + r.generic, [a + b for a, b in zip(col, r.colored, strict=True)])
                for g0, col in readings
                for r in resolutions(ManaCost(0, (0,) * 6, 0, c.other))
            ]
    return any(_hall(gen, col, units) for gen, col in readings)


def _hall(generic: int, colored: list[int], units: list[str]) -> bool:
    """CR 107.4a–b: each colored symbol paid by a unit of its type, the generic part by any unit —
    possible exactly when every set of needed types has enough units that can be one of them."""
    needed = sum(colored)
    if len(units) < needed + generic:
        return False
    kinds = [POOL_ORDER[i] for i in range(6) if colored[i]]
    for size in range(1, len(kinds) + 1):
        for group in combinations(kinds, size):
            want = sum(colored[POOL_ORDER.index(t)] for t in group)
            if sum(1 for u in units if any(t in u for t in group)) < want:
                return False
    return True


_HELPERS = frozenset({"convoke", "improvise", "delve"})
_SYMBOL = {Color.WHITE: "W", Color.BLUE: "U", Color.BLACK: "B", Color.RED: "R", Color.GREEN: "G"}


def _helpers(g: Game, player: int, paying: GameObject) -> list[str]:
    """What may pay for ``paying`` besides mana: each untapped creature tapped for convoke, for
    {1} or one mana of its color (CR 702.51a); each untapped artifact for improvise (702.126a)
    and each other card in its caster's graveyard for delve (702.66a), for {1} (a unit of no type
    pays only generic mana). A creature counted here may be counted for its mana ability too."""
    kws = paying.card.keywords & _HELPERS
    if not kws:
        return []
    from arbiter.mtg.layers import card_types, colors, is_creature

    st = g.state
    units: list[str] = []
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != player or o.tapped:
            continue
        if "convoke" in kws and is_creature(g, o):
            units.append("".join(_SYMBOL[c] for c in colors(g, o) if c in _SYMBOL))
        elif "improvise" in kws and CardType.ARTIFACT in card_types(g, o):
            units.append("")
    if "delve" in kws:
        units.extend("" for c in st.players[player].graveyard if c != paying.id)
    return units


def _pool_units(g: Game, player: int, paying: GameObject, kind: str) -> list[str]:
    """The mana already in ``player``'s pool, and the restricted mana that may pay for ``paying``."""
    p = g.state.players[player]
    units = [t for t, n in zip(POOL_ORDER, p.pool, strict=False) for _ in range(n)]
    for amounts, restriction in p.restricted:
        mark = "" if allows(g, restriction, player, paying, kind) else _mark(restriction)
        if mark is not None:
            units.extend(mark + t for t, n in zip(POOL_ORDER, amounts, strict=False) for _ in range(n))
    return units


def _mark(restriction: SpendRestriction) -> str | None:
    """How a unit of mana ``restriction`` keeps from paying for this cost counts: as mana for the
    chosen mana abilities' own costs (CR 106.6, "Spend this mana only to activate abilities"),
    or not at all (None)."""
    if restriction.forbidden is None and (restriction.any_ability or restriction.sources is not None):
        return ABILITIES_ONLY  # (for some abilities: counted for any chosen mana ability's cost, an overestimate)
    return None


def _options(g: Game, o: GameObject, player: int, paying: GameObject, kind: str, supply: int = 0) -> list[Option]:
    """What each usable mana ability of ``o`` would add (and its own mana cost), CR 605.3b, 106.7;
    mana it may not be spent on ``paying`` is left out (106.6). An ability whose cost taps,
    sacrifices or discards other objects counts when there is something to choose (118.3), though
    the object it uses up may have made mana of its own — an overestimate, as the module says.
    ``supply``: how many units of mana the player's other sources could make — an ability with a
    mana cost and no {T} is then an option once, twice, … as often as they could pay its cost."""
    from arbiter.mtg.mana.abilities import ability_error, is_plain_tap

    out: list[Option] = []
    taps: list[bool] = []
    again: list[Option] = []  # abilities with a mana cost activated more than once
    for i, ab in enumerate(activated(g, o)):
        if not ab.is_mana:
            continue
        restriction = restriction_of(ab.effects)
        if restriction is not None and restriction.chosen_type:
            restriction = for_source(g, restriction, o)  # CR 106.6: "of the chosen type"
        mark: str | None = ""
        if restriction is not None and not allows(g, restriction, player, paying, kind):
            mark = _mark(restriction)
            if mark is None:
                continue
        if is_plain_tap(ab):
            if o.tapped or (o.sick and _sick(g, o)):
                continue
        elif ability_error(g, player, o, i, ab, True, mana=False):
            continue  # (its own mana cost is found in the search, from the other units)
        made = ability_units(g, o, ab)
        if mark:
            made = tuple(mark + u for u in made)
        if not made:
            continue
        if ab.mana_cost is None or not _paid_repeatable(ab):
            out.append(((ab.mana_cost,) if ab.mana_cost is not None else (), made * _times(g, o, ab, player), True))
            taps.append(ab.taps)
            continue
        # CR 601.2g, 605.3a: activated again while its cost can be paid — once, twice, … (each
        # activation's cost from mana it doesn't make itself)
        out.append(((ab.mana_cost,), made, True))
        taps.append(False)  # (used beside another ability of ``o``: counted once)
        most = min(_times(g, o, ab, player), PAID_REPEATS, max(1, supply // ab.mana_cost.total))
        again.extend(((ab.mana_cost,) * times, made * times, True) for times in range(2, most + 1))
    if len(out) > 1 and not all(taps):
        # one ability that taps it, and each that doesn't (Eye of Ramos: "{T}: Add {U}." and
        # "Sacrifice ~: Add {U}."), used together (CR 605.3a: each is activated on its own)
        # (their mana may pay each other's costs: not judged one by one)
        free = [opt for opt, t in zip(out, taps, strict=True) if not t]
        together = [c for costs, _, _ in free for c in costs], [u for _, units, _ in free for u in units]
        out.append((tuple(together[0]), tuple(together[1]), False))
        out.extend(
            ((*costs, *together[0]), (*units, *together[1]), False)
            for (costs, units, _), t in zip(out[: len(taps)], taps, strict=True)
            if t
        )
    return out + again


def _times(g: Game, o: GameObject, ability: ActivatedAbility, player: int) -> int:
    """How often ``ability`` could be activated in a row: once with {T}, a limit per turn or a
    cost that uses up the object; else as often as each part of its cost can be paid again
    (CR 601.2h) — life as the life total pays it (119.4), "Sacrifice a creature" or "Tap two
    untapped Elves you control" by the objects that could be chosen, "Remove a charge counter from
    ~" by its counters — and :data:`REPEATS` times for a part not counted here (an overestimate:
    the listing must not leave out what could be paid). At most :data:`REPEATS` times. A mana
    cost isn't counted here: :func:`_options` bounds it by the other mana there."""
    costs = ability.costs
    if ability.taps or not costs or ability.once_each_turn or ability.once:
        return 1
    if ability.mana_cost is not None and not _paid_repeatable(ability):
        return 1
    times = ability.per_turn or REPEATS
    for c in costs:
        if isinstance(c, _USED_UP):
            return 1
        if isinstance(c, PayMana):
            continue  # (its mana: counted by the caller, from the other mana there, CR 601.2g)
        if isinstance(c, PayLife):
            n = g.state.players[player].life // c.amount if c.amount > 0 else REPEATS
        elif isinstance(c, SacrificeOne | ReturnOne | TapUntapped):
            from arbiter.mtg.costs.paying import options

            each = c.count if isinstance(c, TapUntapped) else 1
            n = len(options(g, c, player, o.id, ())) // max(each, 1)
        elif isinstance(c, RemoveCounters) and c.x:
            return 1  # (X of its counters: once, counted whole by the mana it adds, 107.3a)
        elif isinstance(c, RemoveCounters):
            n = o.counter(c.kind) // max(c.count, 1)
        else:
            n = REPEATS
        times = min(times, n)
    return max(1, min(REPEATS, times))


# cost parts that use up the object itself: its ability can't be activated again (CR 601.2h)
_USED_UP = (
    SacrificeThis, ExileThis, ExileThisFromGraveyard, ExileThisFromHand, ReturnThis, DiscardThis,
    RemoveCountersAndSacrifice, UntapThis, ExertThis,
)  # fmt: skip


def _sick(g: Game, o: GameObject) -> bool:
    """CR 302.6: a creature's {T} abilities wait until it has been under its controller's control
    since their most recent turn began (haste aside, 702.10c)."""
    from arbiter.mtg.layers import has_keyword, is_creature

    return is_creature(g, o) and not has_keyword(g, o, "haste")


def affordable(
    g: Game, player: int, potential: Potential, cost: ManaCost, paying: GameObject, kind: str = "spell",
    exclude: int = 0,
) -> bool:  # fmt: skip
    """Whether the listing should count ``cost`` of the spell ``paying`` (or, ``kind`` "ability",
    of an ability of ``paying``; see :func:`could_pay_exactly`) as payable: the quick estimate
    ``potential`` (made without ``exclude``), checked unit by unit where it may be wrong — it
    overestimates when some of its mana is of a type chosen as it resolves (``wild``), and
    underestimates when the player has mana it leaves out (restricted mana, mana abilities with a
    mana cost)."""
    fast = could_pay(*potential, cost)
    if fast:
        if not potential[1]:
            return True
    elif not (kind == "spell" and paying.card.keywords and paying.card.keywords & _HELPERS) and not _left_out(
        g, player
    ):
        return False
    exact = could_pay_exactly(g, player, cost, paying, kind, exclude)
    # (undetermined: listed — a cast or activation cancelled at payment is allowed, a legal one
    # left out of the list is not)
    return True if exact is None else exact


def ability_affordable(g: Game, player: int, o: GameObject, ability: ActivatedAbility, potential: Potential) -> bool:
    """CR 602.2b, 601.2f–h: whether the listing should count the mana in the total cost of
    ``ability`` of ``o`` as payable by ``player`` — X as 0 (107.3), Phyrexian symbols paid with
    life only as far as the life total pays them (107.4f, 119.4: :func:`phyrexian_readings`), the
    reductions and increases that apply counted (601.2f). ``potential`` is the player's quick
    estimate; a {T} ability can't be paid for with its own source's mana (its mana abilities
    would tap or sacrifice the object the cost taps, 601.2g–h)."""
    from arbiter.mtg.costs.ability_total import ability_total
    from arbiter.mtg.mana.abilities import potential_mana

    total = ability_total(g, o, player, ability, ability.mana_cost)
    if total is None:
        return True
    exclude = o.id if ability.taps and _all_tap(g, o) else 0
    if exclude:
        potential = potential_mana(g, player, exclude)
    # CR 107.4f, 119.4: a Phyrexian symbol paid with life only from a life total that pays it
    life = sum(c.amount for c in ability.costs if isinstance(c, PayLife))
    for cost in phyrexian_readings(g, player, total, life) if total.other else (total,):
        if not (cost.generic or cost.other or any(cost.colored)):
            return True
        if affordable(g, player, potential, cost, o, "ability", exclude):
            return True
    return False


def phyrexian_readings(g: Game, player: int, cost: ManaCost, life: int = 0) -> list[ManaCost]:
    """The mana to find for ``cost`` when its Phyrexian symbols are paid with as much life as
    ``player`` could pay besides ``life`` paid by the rest of the cost (CR 107.4f: a symbol is one
    mana of its color(s) or 2 life; 119.4: life is paid only from a life total at least as large;
    118.3: not where paying life is forbidden) — one cost for each choice of the symbols left to
    pay with mana (paying a symbol with life never makes the mana harder to find). Hybrid symbols
    are kept, to be read either way (107.4e)."""
    from arbiter.mtg.costs.paying import life_error
    from arbiter.mtg.legal_casts import cheapest

    phyrexian = [sym for sym in cost.other if "P" in sym.split("/")]
    if not phyrexian:
        return [cost]
    paid = 0  # how many symbols life could pay
    while paid < len(phyrexian) and life_error(g, player, life + 2 * (paid + 1)) is None:
        paid += 1
    base = cheapest(cost)
    out: list[ManaCost] = []
    seen: set[tuple[str, ...]] = set()
    for mana in combinations(sorted(phyrexian), len(phyrexian) - paid):
        if mana in seen:
            continue
        seen.add(mana)
        colored = list(base.colored)
        other = list(base.other)
        for sym in mana:
            colors = [c for c in sym.split("/") if c != "P"]
            if len(colors) == 1:
                colored[POOL_ORDER.index(colors[0])] += 1
            else:
                other.append("/".join(colors))  # (a hybrid Phyrexian symbol paid with mana: hybrid, 107.4f)
        out.append(ManaCost(base.generic, tuple(colored), base.x, tuple(other), cost.text))
    return out


def _all_tap(g: Game, o: GameObject) -> bool:
    """Whether ``o`` has mana abilities and every one of them taps it — then none can help pay a
    cost that taps it too (CR 601.2g before 601.2h); one that doesn't (Cryptic Trilobite's "Remove
    a +1/+1 counter from ~: Add {C}{C}.") still may."""
    mana = [a for a in activated(g, o) if a.is_mana] if g.state.effects or g.state.grant_sources else [
        a for _, a in o.card.mana_abilities
    ]  # fmt: skip
    return bool(mana) and all(a.taps for a in mana)


_KEYS = (("mana left out", 0), ("mana left out", 1))


def _left_out(g: Game, player: int) -> bool:
    """Whether ``player`` has mana the quick estimate leaves out: restricted mana in the pool, or a
    permanent with a mana ability that has a mana cost, objects to choose for its cost, no {T}
    (usable beside one that taps it), or restricted mana (CR 106.6)."""
    st = g.state
    if st.players[player].restricted:
        return True
    key = _KEYS[player] if player < len(_KEYS) else ("mana left out", player)
    if st.effects or st.grant_sources or st.lasting:  # (abilities the layers may give or take, 613.1f)
        return g.journal.remembered(key, lambda: _has_left_out(g, player, True))
    # (read only from the battlefield's cards and their controllers)
    return g.journal.by_content(key, (st.battlefield,), lambda: _has_left_out(g, player, False))


def _has_left_out(g: Game, player: int, layered: bool) -> bool:
    st = g.state
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != player or not (o.card.mana_abilities or layered):
            continue
        for ab in activated(g, o) if layered else (a for _, a in o.card.mana_abilities):
            if not ab.is_mana:
                continue
            restriction = restriction_of(ab.effects)
            restricted = restriction is not None and restriction.forbidden is None
            if ab.mana_cost is not None or ab.needs_choices or restricted or not ab.taps:
                return True
    return False
