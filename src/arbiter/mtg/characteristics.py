"""Current characteristics of objects: the layer system (CR 613) in the parts the engine runs.

Layer 6 (CR 613.1f): abilities added by static abilities of other permanents ("Creatures you
control have menace", "Other Merfolk … have islandwalk") and by resolved effects ("gains
flying until end of turn"), and removed by "loses all abilities" — applied in timestamp order
(613.7). Layer 7 (613.4): base power/toughness set by effects (7b), then modifications (7c:
"+N/+N" from statics and resolved effects, and counters).

Fast path: with no continuous effects in the game, the printed characteristics are returned
without any work, which keeps random playouts fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.counters import pt_from_counters
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.model import (
    Ability,
    ActivatedAbility,
    AttachedGrant,
    AttachedRestriction,
    CountOf,
    Filter,
    GrantToControlled,
    Keyword,
    LevelBand,
    NotCreatureUnlessDevotion,
    OpponentsCreaturesLose,
    Static,
)
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def _layer6(g: Game, o: GameObject) -> list[tuple[int, str, object]]:
    """Layer-6 effects on ``o`` as (timestamp, kind, value)."""
    st = g.state
    out: list[tuple[int, str, object]] = []
    if o.card.levels and o.zone is Zone.BATTLEFIELD:
        band = active_band(o)
        if band is not None:  # CR 711.2: the abilities of the level symbol it is at
            for a in band.abilities:
                out.append((o.timestamp, "keyword", a.name) if isinstance(a, Keyword) else (o.timestamp, "ability", a))
    for e in st.effects:
        if e.object_id == o.id and e.zcc == o.zcc and e.kind in ("lose_abilities", "keyword"):
            out.append((e.timestamp, e.kind, e.value))
    if "haste" in o.marks:
        out.append((o.timestamp, "keyword", "haste"))  # "It gains haste." for as long as it stays (unearth)
    for e in st.lasting:
        if e.kind == "haste while controlled" and e.object_id == o.id and e.zcc == o.zcc and o.controller == e.value:
            out.append((e.timestamp, "keyword", "haste"))  # CR 702.62a: cast with suspend
    if o.zone is Zone.BATTLEFIELD:
        for sid in st.grant_sources:
            source = st.objects[sid]
            for ab in _own_abilities(g, source):
                if isinstance(ab, GrantToControlled) and ab.keywords and _granted_to(g, ab, source, o):
                    out.extend((source.timestamp, "keyword", kw) for kw in ab.keywords)
                elif isinstance(ab, AttachedGrant) and source.attached_to == o.id:
                    # CR 613.1f: "Enchanted creature has flying" / has "{2}, Sacrifice ~: …"
                    out.extend((source.timestamp, "keyword", kw) for kw in ab.keywords)
                    out.extend((source.timestamp, "ability", a) for a in ab.granted)
                elif isinstance(ab, OpponentsCreaturesLose) and is_creature(g, o) and o.controller != source.controller:
                    out.append((source.timestamp, "lose_keyword", ab.keyword))
    out.sort(key=lambda t: t[0])
    return out


def active_band(o: GameObject) -> LevelBand | None:
    """CR 711.2, 711.5: the level symbol whose range holds its level counters, if any."""
    level = o.counter("level")
    return next((b for b in o.card.levels if b.active(level)), None)


def _own_abilities(g: Game, o: GameObject) -> tuple[Ability, ...]:
    """The object's abilities with only resolved effects applied (no statics of others), used
    for the sources of granting statics (a simplification of dependency, CR 613.8)."""
    if not g.state.effects:
        return o.card.abilities
    abilities = list(o.card.abilities)
    for e in g.state.effects:
        if e.object_id == o.id and e.zcc == o.zcc and e.kind == "lose_abilities":
            abilities = []
    return tuple(abilities)


def _granted_to(g: Game, ab: GrantToControlled, source: GameObject, o: GameObject) -> bool:
    if ab.self_only:
        return o.id == source.id and _condition_true(g, ab, source)
    if not _filtering.fits(g, ab.what, o, source.controller, source.id):
        return False
    return ab.condition is None or _condition_true(g, ab, source)


_CHECKING: set[tuple[int, int]] = set()


def _condition_true(g: Game, ab: GrantToControlled, source: GameObject) -> bool:
    """CR 611.3a: "as long as …" is checked whenever the characteristics are looked at. A
    condition that looks at what it changes (a creature's power while working out powers) is
    taken as false while it is being checked — the engine's stand-in for dependency, CR 613.8."""
    if ab.condition is None:
        return True
    key = (source.id, id(ab))
    if key in _CHECKING:
        return False
    from arbiter.mtg.condition_check import holds  # (it reads characteristics itself)

    _CHECKING.add(key)
    try:
        return holds(g, ab.condition, source.controller, source)
    finally:
        _CHECKING.discard(key)


def abilities(g: Game, o: GameObject) -> tuple[Ability, ...]:
    """CR 613.1f: the object's current abilities."""
    st = g.state
    if not st.effects and not st.grant_sources and not o.card.levels and not st.lasting and not o.marks:
        return o.card.abilities
    layer6 = _layer6(g, o)
    if not layer6:
        return o.card.abilities
    current = list(o.card.abilities)
    for _, kind, value in layer6:
        if kind == "lose_abilities":
            current = []
        elif kind == "keyword":
            current.append(Keyword(str(value)))
        elif kind == "ability" and isinstance(value, Ability):
            current.append(value)
        elif kind == "lose_keyword":
            current = [a for a in current if not (isinstance(a, Keyword) and a.name == value)]
    return tuple(current)


def colors(g: Game, o: GameObject) -> frozenset[Color]:
    """CR 613.1e (layer 5): the object's colors, the latest color-setting effect winning."""
    st = g.state
    current = o.card.colors
    if st.effects:
        best = -1
        for e in st.effects:
            if e.object_id == o.id and e.zcc == o.zcc and e.kind == "color" and e.timestamp > best:
                best = e.timestamp
                current = frozenset({e.value}) if isinstance(e.value, Color) else frozenset()
    return current


def activated(g: Game, o: GameObject) -> tuple[ActivatedAbility, ...]:
    """The object's activated abilities: printed ones, then those gained from other objects in
    timestamp order (scenario numbering; CR 602.5c tracks each gained ability separately)."""
    card = o.card
    if (g.state.grant_sources or card.levels) and o.zone is Zone.BATTLEFIELD and not card.gains_graveyard:
        current = abilities(g, o)
        if current is card.abilities:
            return card.activated
        # printed ones (unless lost), then gained ones in timestamp order (layer 6)
        return tuple(a for a in current if isinstance(a, ActivatedAbility))
    gains = card.gains_graveyard
    if gains is None or o.zone is not Zone.BATTLEFIELD:
        return card.activated
    if any(e.object_id == o.id and e.zcc == o.zcc and e.kind == "lose_abilities" for e in g.state.effects):
        return ()
    st = g.state
    gained: list[ActivatedAbility] = []
    cards = [st.objects[c] for p in st.players for c in p.graveyard]
    for c in sorted(cards, key=lambda x: x.timestamp):
        if _filtering.fits(g, gains, c, o.controller):
            gained.extend(a for a in c.card.activated)
    return (*card.activated, *gained)


def subtypes(g: Game, o: GameObject) -> tuple[str, ...]:
    """CR 613.1d (layer 4); CR 205.1b: becoming a creature type replaces the old ones."""
    current = o.card.subtypes
    best = -1
    for e in g.state.effects:
        if e.object_id == o.id and e.zcc == o.zcc and e.kind == "subtype" and e.timestamp > best:
            best = e.timestamp
            current = (str(e.value),)
    for e in g.state.lasting:
        # "it becomes a [subtype] in addition to its other types" (amass, CR 701.47a), in timestamp order
        if e.object_id == o.id and e.zcc == o.zcc and e.kind == "add subtype" and e.timestamp > best:
            current = current if e.value in current else (*current, str(e.value))
    return current


def has_keyword(g: Game, o: GameObject, keyword: str) -> bool:
    """CR 702: whether ``o`` has the keyword ability (lower-case name, e.g. ``"flying"``)."""
    st = g.state
    if not st.effects and not st.grant_sources and not o.card.levels and not st.lasting and not o.marks:
        return keyword in o.card.keywords
    return any(isinstance(a, Keyword) and a.name == keyword for a in abilities(g, o))


def keywords(g: Game, o: GameObject) -> set[str]:
    return {a.name for a in abilities(g, o) if isinstance(a, Keyword)}


def statics(g: Game, o: GameObject) -> list[Static]:
    """The static abilities that apply to ``o`` as its own: its current abilities' statics, and
    the restrictions an attached Aura or Equipment puts on it (those aren't abilities ``o`` has,
    so losing all abilities doesn't end them)."""
    out = [a for a in abilities(g, o) if isinstance(a, Static)]
    st = g.state
    if st.grant_sources and o.zone is Zone.BATTLEFIELD:
        for sid in st.grant_sources:
            source = st.objects[sid]
            if source.attached_to == o.id:
                out.extend(ab.rule for ab in _own_abilities(g, source) if isinstance(ab, AttachedRestriction))
    return out


def count_of(g: Game, c: CountOf, controller: int) -> int:
    """ "the number of <things>" as it is now (CR 608.2h): the objects in the filter's zone (the
    battlefield if it names none) that fit it, read for ``controller``."""
    st = g.state
    f = c.what
    zone = f.zone or Zone.BATTLEFIELD
    if zone is Zone.BATTLEFIELD:
        ids: tuple[int, ...] | list[int] = st.battlefield
    else:
        players = [controller] if f.controller == "you" else [p.index for p in st.players]
        ids = [oid for p in players for oid in st.players[p].zone(zone)]
    fits = _filtering.fits
    n = sum(1 for oid in ids if fits(g, f, st.objects[oid], controller))
    return n * c.times + c.plus


def _base_pt(g: Game, o: GameObject) -> tuple[int, int]:
    """The printed P/T, or what a characteristic-defining ability says (CR 604.3, 613.4a)."""
    card = o.card
    cda = card.pt_definition
    if cda is None:
        return card.power or 0, card.toughness or 0
    p = count_of(g, cda.power, o.controller)
    t = count_of(g, cda.toughness, o.controller) if cda.toughness is not None else card.toughness or 0
    return p, t


def _pt(g: Game, o: GameObject) -> tuple[int, int]:
    card = o.card
    p, t = _base_pt(g, o)
    st = g.state
    if card.levels and o.zone is Zone.BATTLEFIELD:
        band = active_band(o)
        if band is not None:
            p, t = band.power, band.toughness  # CR 711.2: base P/T, layer 7b, its own timestamp
    if st.effects:
        best = -1
        for e in st.effects:  # CR 613.4b: the latest base P/T setting wins
            if e.object_id == o.id and e.zcc == o.zcc and e.kind == "base_pt" and e.timestamp > best:
                best = e.timestamp
                assert isinstance(e.value, tuple)  # a base P/T setting holds (power, toughness)
                p, t = e.value
    if o.counters:
        dp, dt = pt_from_counters(o.counters)  # CR 122.1a, 613.4c: every +X/+Y and -X/-Y counter
        p += dp
        t += dt
    for b in st.boosts:
        if b.object_id == o.id and b.zcc == o.zcc:
            p += b.power
            t += b.toughness
    if st.grant_sources and o.zone is Zone.BATTLEFIELD:
        for sid in st.grant_sources:
            source = st.objects[sid]
            for ab in _own_abilities(g, source):
                if (
                    isinstance(ab, GrantToControlled) and (ab.power or ab.toughness) and _granted_to(g, ab, source, o)
                ) or (isinstance(ab, AttachedGrant) and source.attached_to == o.id):
                    times = (
                        count_of(g, ab.per, source.controller) if isinstance(ab, GrantToControlled) and ab.per else 1
                    )
                    p += ab.power * times  # CR 613.4c; "for each …" counted now (608.2h)
                    t += ab.toughness * times
    if (
        st.effects
        and sum(1 for e in st.effects if e.kind == "switch_pt" and e.object_id == o.id and e.zcc == o.zcc) % 2
    ):
        p, t = t, p  # CR 613.4d: switches last; two cancel out
    return p, t


def power(g: Game, o: GameObject) -> int:
    st = g.state
    if not st.effects and not st.grant_sources and not st.boosts and not o.counters and o.card.pt_definition is None:
        return o.card.power or 0
    return _pt(g, o)[0]


def toughness(g: Game, o: GameObject) -> int:
    st = g.state
    if not st.effects and not st.grant_sources and not st.boosts and not o.counters and o.card.pt_definition is None:
        return o.card.toughness or 0
    return _pt(g, o)[1]


def matches(g: Game, f: Filter, o: GameObject) -> bool:
    """Does ``o`` fit a description in a static ability ("white creatures", "Walls", "creatures
    with flying")? The one matcher, :func:`arbiter.mtg.filtering.fits`, read for its controller."""
    return _filtering.fits(g, f, o, o.controller)


def card_types(g: Game, o: GameObject) -> frozenset[CardType]:
    """CR 613.1d (layer 4): the object's card types — printed, then type-changing effects. On
    the battlefield a Theros god isn't a creature while its controller's devotion is too low;
    the effect comes from its own static ability, read from the card so that losing abilities
    in layer 6 doesn't undo it (613.5)."""
    card = o.card
    st = g.state
    if (not card.self_typed and not st.effects) or o.zone is not Zone.BATTLEFIELD:
        return card.types
    changes: list[tuple[int, bool]] = []  # (timestamp, becomes a creature?) in layer 4, 613.7
    for s in card.statics:
        if isinstance(s, NotCreatureUnlessDevotion) and devotion(g, o.controller, s.color) < s.count:
            changes.append((o.timestamp, False))
    for e in st.effects:
        if e.kind == "becomes_creature" and e.object_id == o.id and e.zcc == o.zcc:
            changes.append((e.timestamp, True))  # "becomes an artifact creature until end of turn" (crew)
    types = card.types
    for _, creature in sorted(changes):
        types = types | {CardType.CREATURE, CardType.ARTIFACT} if creature else types - {CardType.CREATURE}
    return types


def is_creature(g: Game, o: GameObject) -> bool:
    """Whether ``o`` is a creature now (layer 4)."""
    card = o.card
    if not card.self_typed and not g.state.effects:
        return card.is_creature
    return CardType.CREATURE in card_types(g, o)


def devotion(g: Game, player: int, color: Color) -> int:
    """CR 700.5: the mana symbols of that color (hybrid ones included) among the mana costs of
    permanents ``player`` controls."""
    st = g.state
    total = 0
    index = "WUBRG".index(color.value)
    for oid in st.battlefield:
        o = st.objects[oid]
        cost = o.card.mana_cost
        if o.controller != player or cost is None:
            continue
        total += cost.colored[index] + sum(1 for sym in cost.other if color.value in sym.split("/"))
    return total


# the matcher reads the characteristics above (an import cycle, so it is bound last, as a module)
from arbiter.mtg import filtering as _filtering  # noqa: E402
