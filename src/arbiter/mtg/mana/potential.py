"""What one permanent's mana abilities could add now, for the potential mana the legal actions
judge costs by (CR 601.2g: the player may activate mana abilities before paying; 106.7: the
types of mana an ability would produce if it resolved now).

A permanent counts once, by the most mana any one of its usable abilities would add (each such
ability taps it, or is used up by its cost, in every card the estimate meets). Mana of a single
known type is counted as that type; mana whose type is chosen as the ability resolves, or a
permanent whose abilities make different types, as mana of a color still to be chosen (the
``wild`` part of :data:`~arbiter.mtg.mana.pool.Potential`). That can only overestimate which
colors are reachable, never how much mana: a listed cast whose cost can't be paid after all is
cancelled at payment (601.2h), while a cast left out would be a legal action no player could find.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.effects.counters import PutCounters
from arbiter.mtg.ir.amounts import Count
from arbiter.mtg.ir.mana import AddMana, AddManaOfChoice, AddManaX
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.statics.defined_pt import Measure
from arbiter.mtg.mana.pool import POOL_ORDER

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import ActivatedAbility
    from arbiter.mtg.state import GameObject

_NONE = (0, 0, 0, 0, 0, 0)


def ability_units(g: Game, o: GameObject, ability: ActivatedAbility) -> tuple[str, ...]:
    """The mana ``ability`` of ``o`` would add if it resolved now, unit by unit: each unit the types
    it may be, in W U B R G C order (one letter: a known type; several: chosen as it resolves).
    CR 106.7, 605.3b; "for each" and "where X is" counted now (608.2h)."""
    from arbiter.mtg.effects.chosen_mana import AddManaOfOneColor, AddManaOfTypeFrom
    from arbiter.mtg.effects.colors_among import AddManaOfColorAmong, colors_among
    from arbiter.mtg.effects.imprint import AddManaOfExiledColors, exiled_colors
    from arbiter.mtg.effects.mana import AddManaForEach, mana_count
    from arbiter.mtg.effects.resolution import counted_now
    from arbiter.mtg.ir.amounts import Counted
    from arbiter.mtg.mana.could_produce import made_by

    units: list[str] = []
    put: dict[str, int] = {}  # counters an earlier instruction puts on ~ (608.2c: in order)
    for e in ability.effects:
        if isinstance(e, PutCounters) and isinstance(e.on, Ref) and e.on.kind == "this" and not e.each_of:
            put[e.kind] = put.get(e.kind, 0) + e.count
            continue
        if isinstance(e, Counted):  # "Add X mana of any one color, where X is ~'s power." (608.2h)
            e = e.times(counted_now(g, o, e.count, []) + _grown(e.count, put))
        if isinstance(e, AddManaOfOneColor):
            if e.count > 0:
                units.extend(["WUBRG"] * e.count)
            continue
        if isinstance(e, AddMana):
            units.extend(t for t, n in zip(POOL_ORDER, e.mana, strict=False) for _ in range(n))
        elif isinstance(e, AddManaOfChoice):
            kinds = "".join(t for t in POOL_ORDER if t in ("".join(e.combos) if e.combos else e.colors))
            units.extend([kinds] * e.count)
        elif isinstance(e, AddManaX):
            # CR 107.3a, 118.3: the most it could add — as many as the counters its cost may remove
            kinds = "".join(t for t in POOL_ORDER if t in e.colors)
            units.extend([kinds] * (o.counter(e.kind) + e.first))
        elif isinstance(e, AddManaForEach):
            n = mana_count(g, o, e.per)  # CR 605.3b, 608.2h: counted as it resolves
            units.extend(t for t, k in zip(POOL_ORDER, e.mana, strict=False) for _ in range(k * n))
        else:
            if isinstance(e, AddManaOfTypeFrom):
                types = e.offered(g, o.controller)
            elif isinstance(e, AddManaOfExiledColors):
                types = exiled_colors(g, o)
            elif isinstance(e, AddManaOfColorAmong):
                types = colors_among(g, o, e.what)
            else:
                types = made_by(g, o, e)
            kinds = "".join(t for t in POOL_ORDER if t in types)
            if kinds:
                units.append(kinds)
    return tuple(units)


def _grown(count: Count, put: dict[str, int]) -> int:
    """How much an earlier "Put a charge counter on ~." of the same ability adds to "the number of
    charge counters on ~" (Empowered Autogenerator: counted as the mana is added, 608.2c)."""
    number = count.number
    if not put or number is None or number.less or number.half:
        return 0
    grown = 0
    for term in number.terms:
        if term.measure is Measure.COUNTERS and term.what is None and not term.zones:
            grown += put.get(term.counter, 0) if term.counter else sum(put.values())
    return grown * number.times


def ability_output(g: Game, o: GameObject, ability: ActivatedAbility) -> tuple[tuple[int, ...], int]:
    """What ``ability`` of ``o`` would add now, as the quick estimate counts it: (amounts of known
    types in W U B R G C order, mana of a type chosen as it resolves)."""
    amounts = [0] * 6
    wild = 0
    for unit in ability_units(g, o, ability):
        if len(unit) == 1:
            amounts[POOL_ORDER.index(unit)] += 1
        else:
            wild += 1
    return tuple(amounts), wild


def best_output(outputs: list[tuple[tuple[int, ...], int]]) -> tuple[tuple[int, ...], int]:
    """One permanent's contribution, given what each of its usable abilities would add: one
    ability's output as it is; several — the most mana any of them adds, of the one type they
    all make, else of a color still to be chosen."""
    if len(outputs) == 1:
        return outputs[0]
    most = max(sum(amounts) + wild for amounts, wild in outputs)
    kinds = {i for amounts, _ in outputs for i, n in enumerate(amounts) if n}
    if len(kinds) == 1 and not any(wild for _, wild in outputs):
        only = next(iter(kinds))
        return tuple(most if i == only else 0 for i in range(6)), 0
    return _NONE, most
