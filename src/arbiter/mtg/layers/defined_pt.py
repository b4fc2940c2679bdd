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
from arbiter.mtg.layers.work import BASIC_LAND_TYPES, count_of, fits

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def defined_value(g: Game, n: CountOf | DefinedNumber, o: GameObject) -> int:
    """The number now, for the object ``o`` whose ability defines it."""
    if isinstance(n, CountOf):
        return count_of(g, n, o.controller)
    return number_value(g, n, o)


def number_value(g: Game, n: DefinedNumber, o: GameObject | None, lki: bool = False, you: int | None = None) -> int:
    """``n`` now, for the object ``o`` (its controller, its counters, its name). ``lki``: ``o``
    is an instruction's source, read as it last existed on the battlefield once it has left
    (CR 608.2h) — a characteristic-defining ability reads the object where it is (604.3);
    ``you``: the instruction's controller (else ``o``'s). ``o`` None: counted for ``you`` alone,
    for a number that doesn't read its object (:func:`reads_source`) — "the total power of
    creatures you control" as a spell's total cost is determined (CR 601.2f)."""
    terms = [_term(g, t, o, lki, you) for t in n.terms]
    value = n.plus + n.times * sum(terms) - sum(_term(g, t, o, lki, you) for t in n.less)
    if n.half:  # "half …, rounded up / down" (CR 107.1a)
        value = (value + (1 if n.half == "up" else 0)) // 2
    return value


def reads_source(n: DefinedNumber) -> bool:
    """Whether ``n`` reads the object it is counted for — its counters, power, name, the choice
    made as it entered, the mana spent on it, or "other" than it — and not only its player's
    board (only those that don't are counted for a player alone by :func:`number_value`)."""
    return any(
        t.measure in _OF_THE_OBJECT or t.chosen or t.named or (t.what is not None and (t.what.other or t.what.or_self))
        for t in (*n.terms, *n.less)
    )


def _objects(g: Game, t: Term, o: GameObject | None, you: int) -> list[GameObject]:
    """The objects the term describes, in its zones (the battlefield when it names none)."""
    st = g.state
    found: list[GameObject] = []
    source = o.id if o is not None else None
    for zone in t.zones or (Zone.BATTLEFIELD,):
        if zone is Zone.BATTLEFIELD:
            ids: list[int] | tuple[int, ...] = st.battlefield
        else:
            ids = [oid for p in st.players for oid in p.zone(zone)]
        for oid in ids:
            x = st.objects[oid]
            if t.what is not None and not fits(g, t.what, x, you, source):
                continue
            if t.named and (o is None or x.face_down is not None or x.card.name != o.card.name):
                continue  # CR 201.2, 708.2a: a face-down permanent has no name
            found.append(x)
    return found


_OF_THE_OBJECT = frozenset({Measure.COUNTERS, Measure.COLORS_SPENT, Measure.MANA_SPENT, Measure.SOURCE_POWER})


def _of_the_object(g: Game, t: Term, o: GameObject, lki: bool) -> int:
    """A term about the object itself: its counters (CR 122.1), the colors or amount of mana spent
    to cast it (601.2h, kept on it as its costs were paid), its power now (208.1, 613.4)."""
    m = t.measure
    if m is Measure.COUNTERS:
        counters = o.left_counters if lki and o.zone is not Zone.BATTLEFIELD else o.counters
        return sum(n for kind, n in counters if kind == t.counter or not t.counter)
    if m is Measure.COLORS_SPENT:
        from arbiter.mtg.keywords.sunburst import colors_spent

        return colors_spent(o)
    if m is Measure.MANA_SPENT:
        from arbiter.mtg.keywords.increment import mana_spent_total

        return mana_spent_total(o)
    from arbiter.mtg.layers.queries import power

    return power(g, o)


def _term(g: Game, t: Term, o: GameObject | None, lki: bool = False, controller: int | None = None) -> int:
    """One addend's value now (``o`` None: counted for the player ``controller`` alone)."""
    from arbiter.mtg.layers.queries import card_types, colors

    you: int | None = controller if o is None or controller is not None else o.controller
    if t.chosen and o is not None:
        from arbiter.mtg.objects.chosen import chosen

        picked = chosen(o, ChoiceKey.PLAYER)
        you = picked if isinstance(picked, int) else None
    if you is None:
        return 0  # no player was chosen (it never entered the battlefield): nothing is counted
    m = t.measure
    if m in _OF_THE_OBJECT:
        return _of_the_object(g, t, o, lki) if o is not None else 0
    if m is Measure.OPPONENTS:  # CR 102.2, 102.3; a player who left the game is no one's opponent (800.4a)
        return sum(1 for p in g.state.players if p.index != you and not p.lost)
    if m in (Measure.LIFE_GAINED, Measure.CARDS_DRAWN, Measure.CARDS_DISCARDED):
        return _this_turn(g, m, you)
    if m is Measure.LIFE:
        return g.state.players[you].life
    if m is Measure.SPEED:  # CR 702.179f: no speed counts as 0
        from arbiter.mtg.speed import speed_of

        return speed_of(g.state, you)
    if m is Measure.PLAYER_COUNTERS:  # CR 122.1: "the number of experience counters you have"
        return g.state.players[you].counter(t.counter)
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

        return len({s for x in found for s in subtypes(g, x) if s in BASIC_LAND_TYPES})
    if m is Measure.COLORS:
        return len({c for x in found for c in colors(g, x)})
    if m is Measure.CARD_TYPES:
        return len({k for x in found for k in card_types(g, x)})
    if m is Measure.TOTAL_POWER:
        from arbiter.mtg.layers.queries import power

        return sum(power(g, x) for x in found)  # CR 208.1 (a negative total is 0 where it's used, 107.1b)
    if m in (Measure.GREATEST_POWER, Measure.GREATEST_TOUGHNESS):
        from arbiter.mtg.layers.queries import power, toughness

        stat = power if m is Measure.GREATEST_POWER else toughness
        return max((stat(g, x) for x in found), default=0)
    return sum(_symbols(x, t) for x in found)


def _symbols(x: GameObject, t: Term) -> int:
    """CR 202.1, 107.4e: the mana symbols of the term's color in ``x``'s mana cost, hybrid ones
    included."""
    cost = x.card.mana_cost
    letters = {c.value for c in t.colors | ({t.color} if t.color is not None else set())}
    if cost is None or not letters:
        return 0
    plain = sum(cost.colored["WUBRG".index(letter)] for letter in letters)
    return plain + sum(1 for sym in cost.other if letters & set(sym.split("/")))  # CR 700.5: once each


def _this_turn(g: Game, m: Measure, you: int) -> int:
    """The turn's history for player ``you``: the life gained (CR 119.3), the cards drawn (121.1),
    the cards discarded (701.9a)."""
    from arbiter.mtg import events as ev
    from arbiter.mtg.condition_check import this_turn

    if m is Measure.CARDS_DRAWN:
        return g.state.players[you].cards_drawn
    total = 0
    for e in this_turn(g):
        if m is Measure.LIFE_GAINED and isinstance(e, ev.LifeGained) and e.player == you:
            total += e.amount
        elif m is Measure.CARDS_DISCARDED and isinstance(e, ev.Discarded) and e.player == you:
            total += 1
    return total
