"""An object's characteristics while the layer system is being applied to it (CR 613.1): the
record each layer changes in turn, the effects it has applied so far (for explanations) and the
effects already started on it (CR 613.6). While an object is being worked out, questions about it
(does it fit "all creatures"?) are answered from this record, which is what makes the set of
objects an effect applies to the set as of the layer it is applied in."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from arbiter.mtg.enums import Zone
from arbiter.mtg.layers.model import AppliedEffect, Characteristics, LayerStep

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import UnionType

    from arbiter.mtg.enums import CardType, Color
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.filters import CountOf, Filter
    from arbiter.mtg.state import GameObject, TurnEffect


class Work:
    """The characteristics being computed for one object (mutable, private to one computation)."""

    __slots__ = (
        "abilities",
        "all_types",
        "colors",
        "explaining",
        "layer",
        "o",
        "pending",
        "power",
        "started",
        "steps",
        "subtypes",
        "supertypes",
        "text_lost",
        "toughness",
        "types",
    )  # fmt: skip

    def __init__(self, o: GameObject, explaining: bool) -> None:
        card = o.card
        self.o = o
        self.types: frozenset[CardType] = card.types
        self.subtypes: tuple[str, ...] = card.subtypes
        self.supertypes: tuple[str, ...] = card.supertypes
        self.colors: frozenset[Color] = card.colors
        self.abilities: list[Ability] = list(card.abilities)
        self.power: int | None = card.power
        self.toughness: int | None = card.toughness
        self.all_types = False  # it has every creature type (CR 205.3m)
        self.started: set[tuple[int, int]] = set()  # (source id, ability id) applied in an earlier layer (613.6)
        self.text_lost = False  # CR 305.7: its rules-text abilities are gone
        self.layer = 0  # the last layer fully applied
        self.explaining = explaining
        self.pending: list[AppliedEffect] = []
        self.steps: list[LayerStep] = []

    def note(self, source: str, timestamp: int, rule: str, what: str) -> None:
        """Record an applied effect (only when explaining)."""
        if self.explaining:
            self.pending.append(AppliedEffect(source, timestamp, rule, what))

    def snapshot(self) -> Characteristics:
        return Characteristics(
            self.o.card.name,
            self.o.controller,
            self.types,
            self.subtypes,
            self.supertypes,
            self.colors,
            tuple(self.abilities),
            self.power,
            self.toughness,
            self.all_types,
        )

    def close(self, layer: str, name: str) -> None:
        """End a layer: with an explanation, keep its step."""
        if self.explaining:
            self.steps.append(LayerStep(layer, name, tuple(self.pending), self.snapshot()))
            self.pending = []


T = TypeVar("T")

PARTIAL: dict[int, Work] = {}
"""Objects being worked out now, by ``id()`` of the object: questions about them read the record."""


def fits(g: Game, f: Filter, o: GameObject, controller: int, source: int | None = None) -> bool:
    """The one matcher, :func:`arbiter.mtg.filtering.fits` (imported when first asked: it reads
    the characteristics this package computes)."""
    from arbiter.mtg.filtering import fits as matcher

    return matcher(g, f, o, controller, source)


def current_subtypes(g: Game, o: GameObject) -> tuple[str, ...]:
    from arbiter.mtg.layers.queries import subtypes

    return subtypes(g, o)


def current_is_creature(g: Game, o: GameObject) -> bool:
    from arbiter.mtg.layers.queries import is_creature

    return is_creature(g, o)


def effects_on(g: Game, o: GameObject, lasting: bool = True) -> tuple[TurnEffect, ...]:
    """The resolved continuous effects on ``o`` as it is now (CR 611.2, 400.7: not on an earlier
    object with its id) — those until end of turn, then (``lasting``) those with no end, each in
    its order; regeneration shields left out (no layer reads them). Read from an index of the
    effects by object, kept while the effect tuples are the same: a layer looks at one object's
    effects, not at every effect of the game (a {0} regeneration ability activated five hundred
    times in a turn made every characteristic query of the game slower)."""
    st = g.state
    if not st.effects and not (lasting and st.lasting):
        return ()
    index = g.journal.by_tuples(_BY_OBJECT, (st.effects, st.lasting), lambda: _by_object(st.effects, st.lasting))
    return index[0 if lasting else 1].get((o.id, o.zcc), ())


def from_effects(
    g: Game, o: GameObject, key: str, make: Callable[[tuple[TurnEffect, ...]], T], lasting: bool = True
) -> T:
    """``make(effects_on(g, o))`` — what a layer makes of the resolved effects on ``o`` alone (its
    records, whether one of them is of a kind) — kept while the game's effect tuples are the same:
    a look at an object with hundreds of effects on it (Chimeric Idol's "becomes", activated again
    and again, 611.2a) reads them once per change of the effects, not once per look. ``make`` must
    read nothing but the effects it is given; its value is shared (immutable)."""
    st = g.state
    if not st.effects and not (lasting and st.lasting):
        return make(())
    zones = (st.effects, st.lasting)
    return g.journal.by_tuples((key, o.id, o.zcc, lasting), zones, lambda: make(effects_on(g, o, lasting)))


def any_change(g: Game, o: GameObject, kinds: type | UnionType) -> bool:
    """Whether a resolved effect on ``o`` is of one of ``kinds`` (read once per change of the
    effects, :func:`from_effects`)."""
    return from_effects(g, o, f"any {kinds}", lambda found: any(isinstance(e.change, kinds) for e in found))


_BY_OBJECT = "effects by object"


def _by_object(
    effects: tuple[TurnEffect, ...], lasting: tuple[TurnEffect, ...]
) -> tuple[dict[tuple[int, int], tuple[TurnEffect, ...]], dict[tuple[int, int], tuple[TurnEffect, ...]]]:
    """(effects then lasting, effects only) by object id and zone-change count, each in order — but regeneration,
    prevention and redirection shields, which no layer reads (CR 701.19a: a replacement of the
    creature's destruction; 615.7, 614.9: effects that replace or prevent damage, read where damage
    is dealt)."""
    from arbiter.mtg.resolved import PreventionShield, RedirectionShield, RegenerationShield

    both: dict[tuple[int, int], list[TurnEffect]] = {}
    only: dict[tuple[int, int], list[TurnEffect]] = {}
    for e in effects:
        if isinstance(e.change, RegenerationShield | PreventionShield | RedirectionShield):
            continue
        both.setdefault((e.object_id, e.zcc), []).append(e)
        only.setdefault((e.object_id, e.zcc), []).append(e)
    for e in lasting:
        both.setdefault((e.object_id, e.zcc), []).append(e)
    return ({k: tuple(v) for k, v in both.items()}, {k: tuple(v) for k, v in only.items()})


BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})  # CR 205.3i, 305.6


def count_of(g: Game, c: CountOf, controller: int, source: int | None = None) -> int:
    """ "the number of <things>" as it is now (CR 608.2h): the objects in the filter's zone (the
    battlefield if it names none) that fit it, read for ``controller`` (and ``source``, for "named
    ~" and "other")."""
    from arbiter.mtg.ir.statics.layers import CountersOnSource, PlayerCountersHad, YourLifeTotal, YourSpeed
    from arbiter.mtg.party import PartySize, party_size

    if isinstance(c, PartySize):  # CR 700.8a: "creatures in your party"
        return party_size(g, controller) * c.times + c.plus
    if isinstance(c, YourLifeTotal):  # CR 119.1, 107.1b: the life total, negative too
        return g.state.players[controller].life * c.times + c.plus
    if isinstance(c, YourSpeed):  # CR 702.179f: the player's speed now, 0 with none
        from arbiter.mtg.speed import speed_of

        return speed_of(g.state, controller) * c.times + c.plus
    if isinstance(c, PlayerCountersHad):  # CR 122.1: counters on players; 800.4a: those still in the game
        whose = [p for p in g.state.players if (p.index != controller) == c.opponents and not p.lost]
        return sum(p.counter(c.kind) for p in whose) * c.times + c.plus
    if isinstance(c, CountersOnSource):  # CR 122.1: "for each charge counter on ~"
        held = g.state.objects[source].counters if source in g.state.objects else ()
        n = sum(k for kind, k in held if kind == c.kind or not c.kind)
        return n * c.times + c.plus
    st = g.state
    f = c.what
    zone = f.zone or Zone.BATTLEFIELD
    if zone is Zone.BATTLEFIELD:
        ids: tuple[int, ...] | list[int] = st.battlefield
    else:
        players = [controller] if f.controller == "you" else [p.index for p in st.players]
        ids = [oid for p in players for oid in st.players[p].zone(zone)]
    from arbiter.mtg.filtering import fits as matcher
    from arbiter.mtg.ir.statics.layers import BasicLandTypesAmong, CardTypesAmong

    found = [st.objects[oid] for oid in ids if matcher(g, f, st.objects[oid], controller, source)]
    if isinstance(c, CardTypesAmong):  # CR 205.2a: "card types among …" counts each card type once
        n = len({t for x in found for t in x.card.types})
    elif isinstance(c, BasicLandTypesAmong):  # CR 205.3i, 305.6: domain, each basic land type once
        n = len({s for x in found for s in current_subtypes(g, x) if s in BASIC_LAND_TYPES})
    else:
        n = len(found)
    return n * c.times + c.plus
