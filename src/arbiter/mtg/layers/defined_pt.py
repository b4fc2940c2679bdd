"""Computing the number a characteristic-defining ability defines (CR 604.3, 613.4a): "the number
of <things>" (:class:`~arbiter.mtg.ir.filters.CountOf`) or a
:class:`~arbiter.mtg.ir.statics.defined_pt.DefinedNumber` — read as it is now, for the object's
controller (or the player chosen as it entered, 614.12), in whatever zone the object is (604.3:
the ability works everywhere)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import ChoiceKey, Zone
from arbiter.mtg.ir.filters import CountOf
from arbiter.mtg.ir.statics.defined_pt import DefinedNumber, Measure, Term
from arbiter.mtg.layers.work import count_of, fits

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # CR 305.6


def defined_value(g: Game, n: CountOf | DefinedNumber, o: GameObject) -> int:
    """The number now, for the object ``o`` whose ability defines it."""
    if isinstance(n, CountOf):
        return count_of(g, n, o.controller)
    return n.plus + n.times * sum(_term(g, t, o) for t in n.terms)


def _objects(g: Game, t: Term, o: GameObject, you: int) -> list[GameObject]:
    """The objects the term describes, in its zones (the battlefield when it names none)."""
    st = g.state
    found: list[GameObject] = []
    for zone in t.zones or (Zone.BATTLEFIELD,):
        if zone is Zone.BATTLEFIELD:
            ids: list[int] | tuple[int, ...] = st.battlefield
        else:
            ids = [oid for p in st.players for oid in p.zone(zone)]
        for oid in ids:
            x = st.objects[oid]
            if t.what is not None and not fits(g, t.what, x, you, o.id):
                continue
            if t.named and (x.face_down is not None or x.card.name != o.card.name):
                continue  # CR 201.2, 708.2a: a face-down permanent has no name
            found.append(x)
    return found


def _term(g: Game, t: Term, o: GameObject) -> int:
    """One addend's value now."""
    from arbiter.mtg.layers.queries import card_types, colors

    you: int | None = o.controller
    if t.chosen:
        from arbiter.mtg.objects.chosen import chosen

        picked = chosen(o, ChoiceKey.PLAYER)
        you = picked if isinstance(picked, int) else None
    if you is None:
        return 0  # no player was chosen (it never entered the battlefield): nothing is counted
    m = t.measure
    if m is Measure.COUNTERS:
        return o.counter(t.counter)
    if m is Measure.LIFE:
        return g.state.players[you].life
    if m is Measure.PARTY:
        from arbiter.mtg.party import party_size

        return party_size(g, you)
    found = _objects(g, t, o, you)
    if m is Measure.OBJECTS:
        return len(found)
    if m in (Measure.GREATEST_MANA_VALUE, Measure.TOTAL_MANA_VALUE):
        values = [x.card.mana_cost.mana_value if x.card.mana_cost is not None else 0 for x in found]
        if m is Measure.TOTAL_MANA_VALUE:
            return sum(values)
        return max(values, default=0)
    if m is Measure.BASIC_LAND_TYPES:
        from arbiter.mtg.layers.queries import subtypes

        return len({s for x in found for s in subtypes(g, x) if s in _BASIC_LAND_TYPES})
    if m is Measure.COLORS:
        return len({c for x in found for c in colors(g, x)})
    if m is Measure.CARD_TYPES:
        return len({k for x in found for k in card_types(g, x)})
    return sum(_symbols(x, t) for x in found)


def _symbols(x: GameObject, t: Term) -> int:
    """CR 202.1, 107.4e: the mana symbols of the term's color in ``x``'s mana cost, hybrid ones
    included."""
    cost = x.card.mana_cost
    if cost is None or t.color is None:
        return 0
    letter = t.color.value
    return cost.colored["WUBRG".index(letter)] + sum(1 for sym in cost.other if letter in sym.split("/"))
