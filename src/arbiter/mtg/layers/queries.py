"""The questions the rest of the engine asks about an object's current characteristics (CR 613),
each with a fast path: with no continuous effect that could apply, the printed value is the
answer and no work is done (this keeps random playouts fast)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from arbiter.mtg import resolved
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.ir.abilities import ActivatedAbility, Keyword, Static
from arbiter.mtg.ir.statics.conditional import RulesWhile
from arbiter.mtg.ir.statics.grants import AttachedRestriction
from arbiter.mtg.ir.statics.group_rules import GroupRule
from arbiter.mtg.layers.ability_layer import active_band as active_band
from arbiter.mtg.layers.pipeline import compute
from arbiter.mtg.layers.sources import color_sources, each_source, late_abilities, type_sources
from arbiter.mtg.layers.work import PARTIAL, any_change, count_of, fits
from arbiter.mtg.objects.counters import keyword_counters
from arbiter.mtg.objects.creature_types import CREATURE_TYPES

__all__ = ["count_of"]

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.state import GameObject


def _no_ability_effects(g: Game, o: GameObject) -> bool:
    st = g.state
    return (
        not st.effects and not st.grant_sources and not o.card.bands and not st.lasting and not o.marks
        and not keyword_counters(o)
        and not (st.encoded and any(link.creature == o.id for link in st.encoded))  # (cipher's grant, 702.99a)
    )  # fmt: skip


def abilities(g: Game, o: GameObject) -> tuple[Ability, ...]:
    """CR 613.1f: the object's current abilities (the printed tuple itself when nothing changed)."""
    if _no_ability_effects(g, o) and id(o) not in PARTIAL:
        return o.card.abilities
    current = compute(g, o, 6).abilities
    printed = o.card.abilities
    if len(current) == len(printed) and all(a is b for a, b in zip(current, printed, strict=True)):
        return printed
    return tuple(current)


def colors(g: Game, o: GameObject) -> frozenset[Color]:
    """CR 613.1e (layer 5): the object's colors."""
    # CR 613.1e: an Aura's static ("is a black Zombie in addition to its other colors") changes
    # them too, not only resolved effects
    st = g.state
    if (
        not st.effects
        and not st.lasting
        and id(o) not in PARTIAL
        and not (o.zone is Zone.BATTLEFIELD and color_sources(g))
    ):
        return o.card.colors
    return compute(g, o, 5).colors


def activated(g: Game, o: GameObject) -> tuple[ActivatedAbility, ...]:
    """The object's activated abilities: printed ones, then those gained from other objects in
    timestamp order (scenario numbering; CR 602.5c tracks each gained ability separately)."""
    card = o.card
    st = g.state
    # CR 305.7: a land whose land types an effect changed has the new types' mana abilities;
    # 613.1f: an object that lost all abilities (Oko's Elk, for the rest of the game) has none
    changing = resolved.GainAbility | resolved.LandTypes | resolved.LoseAbilities | resolved.LoseAbility
    gained_here = bool(st.effects or st.lasting) and any_change(g, o, changing)
    if (st.grant_sources or card.bands or gained_here) and o.zone is Zone.BATTLEFIELD and not card.gains_graveyard:
        current = abilities(g, o)
        if current is card.abilities:
            return card.activated
        # printed ones (unless lost), then gained ones in timestamp order (layer 6)
        return tuple(a for a in current if isinstance(a, ActivatedAbility))
    gains = card.gains_graveyard
    if gains is None or o.zone is not Zone.BATTLEFIELD:
        return card.activated
    if any_change(g, o, resolved.LoseAbilities):
        return ()
    gained: list[ActivatedAbility] = []
    cards = [st.objects[c] for p in st.players for c in p.graveyard]
    for c in sorted(cards, key=lambda x: x.timestamp):
        if fits(g, gains, c, o.controller):
            gained.extend(a for a in c.card.activated)
    return (*card.activated, *gained)


def board_types_printed(g: Game) -> bool:
    """Whether no effect changes any permanent's types now (layer 4): no effect of a resolved
    spell or ability, no lasting type change and no static ability that changes types
    (Opalescence, 613.1d). The board-wide part of :func:`_types_quiet`, for callers that ask
    about every permanent at once."""
    st = g.state
    if st.effects:
        return False
    if st.lasting and any(isinstance(e.change, resolved.Becomes | resolved.LandTypes) for e in st.lasting):
        return False  # (awaken, 702.113a; a land type with no end, 305.7)
    return not type_sources(g)


def _types_quiet(g: Game, o: GameObject) -> bool:
    if id(o) in PARTIAL:
        return False
    if o.zone is not Zone.BATTLEFIELD:
        return True
    return not o.card.self_typed and board_types_printed(g)


def supertypes(g: Game, o: GameObject) -> tuple[str, ...]:
    """CR 205.4, 613.1d (layer 4): the object's supertypes — printed (a copy's: the copied ones,
    707.2), then the effects that make it legendary (a Ring-bearer, 701.54c)."""
    st = g.state
    if _types_quiet(g, o) and not st.lasting and not st.rings:
        return o.card.supertypes
    return compute(g, o, 4).supertypes


def subtypes(g: Game, o: GameObject) -> tuple[str, ...]:
    """CR 613.1d (layer 4): the object's subtypes."""
    st = g.state
    if _types_quiet(g, o) and not st.lasting:
        return o.card.subtypes
    return compute(g, o, 4).subtypes


def has_all_creature_types(g: Game, o: GameObject) -> bool:
    """CR 205.3m: "with all creature types" (an animated Mutavault)."""
    if _types_quiet(g, o):
        return False
    return compute(g, o, 4).all_types


_CREATURE_TYPE_SET = frozenset(CREATURE_TYPES)


def is_every_creature_type(g: Game, o: GameObject) -> bool:
    """CR 702.73a: changeling means "this object is every creature type" — a characteristic-defining
    ability, so it works in every zone (604.3) and before any ability is removed (613.3); or CR
    205.3m: an effect gave it all creature types (an animated Mutavault). On the battlefield both
    are read from layer 4, where an effect that sets creature types later replaces them (205.1a)."""
    if _types_quiet(g, o):
        return "changeling" in o.card.keywords
    return compute(g, o, 4).all_types


def has_subtype(g: Game, o: GameObject, kind: str) -> bool:
    """CR 205.3: whether ``o`` has the subtype ``kind`` now (layer 4) — any creature type, if it is
    every creature type (702.73a, 205.3m): a changeling is an Army, a Cat, a Fox, an Assassin."""
    if kind in subtypes(g, o):
        return True
    return kind in _CREATURE_TYPE_SET and is_every_creature_type(g, o)


def card_types(g: Game, o: GameObject) -> frozenset[CardType]:
    """CR 613.1d (layer 4): the object's card types — printed, then type-changing effects."""
    if _types_quiet(g, o):
        return o.card.types
    return compute(g, o, 4).types


def is_creature(g: Game, o: GameObject) -> bool:
    """Whether ``o`` is a creature now (layer 4)."""
    if _types_quiet(g, o):
        return o.card.is_creature
    return CardType.CREATURE in compute(g, o, 4).types


def has_keyword(g: Game, o: GameObject, keyword: str) -> bool:
    """CR 702: whether ``o`` has the keyword ability (lower-case name, e.g. ``"flying"``)."""
    if _no_ability_effects(g, o) and id(o) not in PARTIAL:
        return keyword in o.card.keywords
    return any(isinstance(a, Keyword) and a.name == keyword for a in abilities(g, o))


def keywords(g: Game, o: GameObject) -> set[str]:
    return {a.name for a in abilities(g, o) if isinstance(a, Keyword)}


def rules_apply(g: Game, a: RulesWhile, o: GameObject) -> bool:
    """CR 611.3a: whether the rules of "as long as …" / "unless …" apply now."""
    from arbiter.mtg.condition_check import holds  # (it reads characteristics itself)

    return holds(g, a.condition, o.controller, o) != a.unless


def current_statics(g: Game, o: GameObject) -> tuple[Static, ...]:
    """CR 604.1, 613.1f: the static abilities ``o`` has now — its printed ones unless an effect took
    them (Blood Moon's Mountains, 305.7; "loses all abilities"), and those it gained. A rule a
    permanent's static ability makes for other objects and players (a cost change, "You have no
    maximum hand size") exists only while the permanent has that ability."""
    current = abilities(g, o)
    if current is o.card.abilities:
        return o.card.statics
    return tuple(a for a in current if isinstance(a, Static))


def statics(g: Game, o: GameObject) -> list[Static]:
    """The static abilities that apply to ``o`` as its own: its current abilities' statics, and
    the restrictions an attached Aura or Equipment puts on it (those aren't abilities ``o`` has,
    so losing all abilities doesn't end them)."""
    out: list[Static] = []
    for a in abilities(g, o):
        if isinstance(a, RulesWhile):
            out.append(a)
            if rules_apply(g, a, o):
                out.extend(a.rules)  # CR 611.3a: "as long as …" / "unless …", checked now
        elif isinstance(a, Static):
            out.append(a)
    st = g.state
    if st.grant_sources and o.zone is Zone.BATTLEFIELD:
        for source in each_source(g):
            if source.attached_to == o.id:
                out.extend(ab.rule for ab in late_abilities(g, source) if isinstance(ab, AttachedRestriction))
            if _has_group_rules(source.card):
                # CR 604.2: "Creatures can't block." — the rule on each permanent of the group
                out.extend(
                    ab.rule for ab in late_abilities(g, source)
                    if isinstance(ab, GroupRule) and fits(g, ab.what, o, source.controller, source.id)
                )  # fmt: skip
    if st.effects and o.zone is Zone.BATTLEFIELD:
        from arbiter.mtg.effects.group_this_turn import group_rules_on

        out.extend(group_rules_on(g, o))  # CR 611.2a, 611.2c: "Creatures without flying can't block this turn."
    return out


def controlled_statics(g: Game, player: int) -> Iterator[tuple[GameObject, Static]]:
    """CR 113.6, 604.1: the static abilities of the permanents ``player`` controls, each with its
    permanent — as each has its abilities now (613.1f; :func:`statics`), permanents in the order
    they became sources of rules for others (``grant_sources``). Emblems aren't permanents."""
    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is Zone.BATTLEFIELD and src.controller == player:
            for s in statics(g, src):
                yield src, s


def _has_group_rules(card: CardDef) -> bool:
    return any(isinstance(a, GroupRule) for a in card.abilities)


def _pt_quiet(g: Game, o: GameObject) -> bool:
    st = g.state
    return (
        not st.effects
        and not st.grant_sources
        and not st.boosts
        and not o.counters
        and o.card.pt_definition is None
        and not st.lasting  # "+N/+N for as long as ~ remains tapped" (611.2b)
        and id(o) not in PARTIAL
    )


def power(g: Game, o: GameObject) -> int:
    if _pt_quiet(g, o):
        return o.card.power or 0
    return compute(g, o, 7).power or 0


def toughness(g: Game, o: GameObject) -> int:
    if _pt_quiet(g, o):
        return o.card.toughness or 0
    return compute(g, o, 7).toughness or 0


def matches(g: Game, f: Filter, o: GameObject) -> bool:
    """Does ``o`` fit a description in a static ability ("white creatures", "Walls", "creatures
    with flying")? The one matcher, :func:`arbiter.mtg.filtering.fits`, read for its controller."""
    return fits(g, f, o, o.controller)


def devotion(g: Game, player: int, color: Color, *more: Color) -> int:
    """CR 700.5: the mana symbols of that color (hybrid ones included) among the mana costs of
    permanents ``player`` controls; with ``more`` colors, devotion to [color 1] and [color 2]: a
    symbol of either color or of both counts once."""
    st = g.state
    total = 0
    letters = {c.value for c in (color, *more)}
    for oid in st.battlefield:
        o = st.objects[oid]
        cost = o.card.mana_cost
        if o.controller != player or cost is None:
            continue
        total += sum(cost.colored["WUBRG".index(letter)] for letter in letters)
        total += sum(1 for sym in cost.other if letters & set(sym.split("/")))
    return total
