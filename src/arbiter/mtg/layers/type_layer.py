"""Layer 4 (CR 613.1d): type-changing effects — the Theros gods' devotion rule, crewed Vehicles,
"becomes a <subtype>", animated lands, amass's "in addition to its other types", and the statics
of Blood Moon, Urborg and Opalescence (with 305.7 for land types)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial
from typing import TYPE_CHECKING

from arbiter.i18n import Term, Words, msg
from arbiter.mtg import resolved
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import BASIC_LAND_MANA, IntrinsicManaAbility, Static, mana_ability
from arbiter.mtg.ir.impending import IMPENDING_PAID, NotCreatureWhileImpending
from arbiter.mtg.ir.permanent_keywords import LivingMetal
from arbiter.mtg.ir.reconfigure import NotCreatureWhileAttached
from arbiter.mtg.ir.statics.attached_characteristics import AttachedCharacteristics
from arbiter.mtg.ir.statics.grants import NotCreatureUnlessDevotion
from arbiter.mtg.ir.statics.layers import TypeChange
from arbiter.mtg.ir.station import StationCreature
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.layers.order import Layered, apply_in_order
from arbiter.mtg.layers.runs import Runs
from arbiter.mtg.layers.sources import each_source, early_abilities, type_change_fits, type_sources
from arbiter.mtg.layers.work import from_effects
from arbiter.mtg.objects.creature_types import CREATURE_TYPES
from arbiter.mtg.objects.subtypes import ARTIFACT_TYPES, ENCHANTMENT_TYPES, LAND_TYPES, PLANESWALKER_TYPES

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.layers.work import Work
    from arbiter.mtg.state import GameObject, TurnEffect


def _always(w: Work) -> bool:
    return True


def _add_creature_artifact(w: Work) -> None:
    w.types = w.types | {CardType.CREATURE, CardType.ARTIFACT}


def _add_creature(w: Work) -> None:
    w.types = w.types | {CardType.CREATURE}


def _not_creature(w: Work) -> None:
    """The object isn't a creature (a Theros god's devotion rule, 702.151b reconfigure). CR 205.1a:
    with its creature type removed it loses its creature types too, unless it is kindred (205.3m:
    kindred shares the creature types)."""
    w.types = w.types - {CardType.CREATURE}
    if CardType.KINDRED not in w.types:
        w.subtypes = tuple(s for s in w.subtypes if s not in CREATURE_TYPES)
        w.all_types = False


def _add_subtype(value: str) -> Layered:
    def apply(w: Work) -> None:
        if value not in w.subtypes:
            w.subtypes = (*w.subtypes, value)

    return Layered(0, "", "613.1d", msg("is a {value} in addition to its other types", value=value), _always, apply)


@lru_cache(maxsize=1024)
def _animate(a: Animation) -> Layered:
    """CR 205.1a–b: the new types and subtypes, keeping what ``a.retain`` says of the old. One
    record for each animation (its ``apply`` the same function each time: the same effect made
    again, 613.7, is seen as the same)."""

    def apply(w: Work) -> None:
        if a.retain == "all":
            w.types = w.types | a.types
            w.subtypes = (*w.subtypes, *(s for s in a.subtypes if s not in w.subtypes))
        elif a.retain == "noncreature":
            w.types = w.types | a.types
            if a.subtypes or a.all_creature_types:
                w.subtypes = (*(s for s in w.subtypes if s not in CREATURE_TYPES), *a.subtypes)
        else:
            w.types = a.types
            w.subtypes = (*(s for s in w.subtypes if _still_fits(s, a)), *a.subtypes)
        # CR 205.1a: named creature types replace every creature type it had (a changeling's too)
        replaced = a.retain == "none" or (a.retain == "noncreature" and (a.subtypes or a.all_creature_types))
        w.all_types = a.all_creature_types or (w.all_types and not replaced)

    if a.power is not None:
        pt = f"{a.power}/{a.toughness}"
        what = (
            msg("becomes a {pt} creature with all creature types", pt=pt)
            if a.all_creature_types
            else msg("becomes a {pt} creature", pt=pt)
        )
    else:
        words = (*a.subtypes, *sorted(t.name.capitalize() for t in a.types))
        what = msg("becomes {words}", words=Words(tuple(Term(w) for w in words)))
    rule = "205.1b" if a.retain != "none" else "205.1a"
    return Layered(0, "", rule, what, _always, apply, idempotent=_idempotent(a))


def _idempotent(a: Animation) -> bool:
    """Applying the animation twice in a row does what applying it once does: it adds its types
    and subtypes to what is there ("all"), or replaces the creature types (and, with "none", the
    card types) by its own — true when each subtype it names is a creature type, which the second
    application takes away and puts back in the same place (205.1a)."""
    return a.retain == "all" or all(s in CREATURE_TYPES for s in a.subtypes)


def _changes_types(a: Animation) -> bool:
    return bool(a.types or a.subtypes or a.all_creature_types)


def _still_fits(subtype: str, a: Animation) -> bool:
    """CR 205.1a: an old subtype stays when it belongs to a card type the object still has and no
    subtype of its set was named (creature types never: the new ones were named with the type)."""
    if subtype in CREATURE_TYPES:
        return False
    for card_type, subtypes in _SUBTYPE_SETS:
        if subtype in subtypes:
            return card_type in a.types and not any(s in subtypes for s in a.subtypes)
    return bool(a.types & {CardType.ARTIFACT, CardType.ENCHANTMENT, CardType.PLANESWALKER})


_SUBTYPE_SETS = (
    (CardType.LAND, LAND_TYPES), (CardType.ARTIFACT, ARTIFACT_TYPES), (CardType.ENCHANTMENT, ENCHANTMENT_TYPES),
    (CardType.PLANESWALKER, PLANESWALKER_TYPES),
)  # fmt: skip


_LAND_TYPES = LAND_TYPES
"""CR 205.3i: the land types."""


def _set_land_types(w: Work, new: tuple[str, ...]) -> None:
    """CR 305.7: the old land types and the rules-text abilities go; the basic types' mana
    abilities come (abilities other effects granted stay: those are added in layer 6)."""
    w.subtypes = (*(s for s in w.subtypes if s not in _LAND_TYPES), *new)
    w.abilities = [mana_ability(BASIC_LAND_MANA[t], intrinsic=True) for t in new if t in BASIC_LAND_MANA]
    w.text_lost = True


def _add_land_types(w: Work, new: tuple[str, ...]) -> None:
    """CR 305.7 (last sentence): it keeps its types and text and gains the new types' mana abilities."""
    for t in new:
        if t not in w.subtypes:
            w.subtypes = (*w.subtypes, t)
            if t in BASIC_LAND_MANA:
                w.abilities.append(mana_ability(BASIC_LAND_MANA[t], intrinsic=True))


def _land_types(change: resolved.LandTypes) -> Layered:
    """CR 305.7: "Target land becomes an Island [in addition to its other types]" from a resolved
    spell or ability — the land types set, or added."""

    def apply(w: Work) -> None:
        if change.add:
            _add_land_types(w, change.types)
        else:
            _set_land_types(w, change.types)

    words = Words(tuple(Term(t) for t in change.types))
    what = (
        msg("is {words} in addition to its other types", words=words) if change.add else msg("is {words}", words=words)
    )
    return Layered(0, "", "305.7", what, _always, apply)


def _type_change(g: Game, ab: TypeChange, source: GameObject) -> Layered:
    def applies(w: Work) -> bool:
        return type_change_fits(g, ab, source, w.o)

    def apply(w: Work) -> None:
        w.types = w.types | ab.types
        if ab.set_land_types:
            _set_land_types(w, ab.subtypes)
        elif CardType.LAND in w.types and all(s in _LAND_TYPES for s in ab.subtypes):
            _add_land_types(w, ab.subtypes)
        else:
            w.subtypes = (*w.subtypes, *(s for s in ab.subtypes if s not in w.subtypes))

    what = ab.text().replace("~", source.card.name)
    return Layered(source.timestamp, source.card.name, "613.1d", what, applies, apply, True, (source.id, id(ab)))


def _attached_types(ab: AttachedCharacteristics, source: GameObject) -> Layered:
    """CR 613.1d, 613.7e: an Aura's "Enchanted land is an Island." (305.7) or "Enchanted creature is
    a blue Frog creature …" (205.1a–b), with the Aura's timestamp."""
    name = source.card.name
    if ab.land_types:
        animate = _animate(ab.animation).apply if ab.animation.types else None

        def apply(w: Work) -> None:
            if animate is not None:  # "Enchanted permanent is a colorless Forest land." (205.1a first)
                animate(w)
            _set_land_types(w, ab.land_types)

        words = Words(tuple(Term(t) for t in (*ab.land_types, *(t.name.capitalize() for t in ab.animation.types))))
        return Layered(source.timestamp, name, "305.7", msg("is {words}", words=words), _always, apply)
    return _stamped(_animate(ab.animation), source.timestamp, name)


def _stamped(e: Layered, timestamp: int, source: str) -> Layered:
    return Layered(timestamp, source, e.rule, e.what, e.applies, e.apply, e.reads, e.key, e.idempotent)


def _unless_devotion(g: Game, o: GameObject, s: Static) -> Layered | None:
    """A Theros god: "As long as your devotion to <color> is less than N, ~ isn't a creature." (700.5)."""
    assert isinstance(s, NotCreatureUnlessDevotion)
    if _devotion(g, o.controller, s) >= s.count:
        return None
    return Layered(o.timestamp, o.card.name, "613.1d", msg("isn't a creature"), _always, _not_creature)


def _while_impending(g: Game, o: GameObject, s: Static) -> Layered | None:
    """CR 702.176a: cast for its impending cost and with a time counter on it, it's not a creature."""
    if IMPENDING_PAID not in o.marks or o.counter("time") <= 0:
        return None
    return Layered(o.timestamp, o.card.name, "702.176a", msg("isn't a creature"), _always, _not_creature)


def _while_attached(g: Game, o: GameObject, s: Static) -> Layered | None:
    """CR 702.151b: attached by its reconfigure ability, it isn't a creature until unattached."""
    if o.attached_to is None:
        return None
    return Layered(o.timestamp, o.card.name, "702.151b", msg("isn't a creature"), _always, _not_creature)


def _living_metal(g: Game, o: GameObject, s: Static) -> Layered | None:
    """CR 702.161a: during your turn, an artifact creature in addition to its other types."""
    if g.state.active != o.controller:
        return None
    what = msg("is an artifact creature during your turn (living metal)")
    return Layered(o.timestamp, o.card.name, "702.161a", what, _always, _add_creature_artifact)


def _station_creature(g: Game, o: GameObject, s: Static) -> Layered | None:
    """CR 721.2b: with N or more charge counters, a creature in addition to its other types."""
    from arbiter.mtg.objects.stations import creature_symbol  # (it registers an effect handler)

    if creature_symbol(o) is not s:
        return None
    return Layered(o.timestamp, o.card.name, "721.2b", msg("is a creature (station)"), _always, _add_creature)


# CR 613.1d: the static abilities that change their own object's card types (each class says so
# with ``changes_own_types``; tests/layers check that the two agree), and the effect each makes now
OWN_TYPE_CHANGES: dict[type[Static], Callable[[Game, GameObject, Static], Layered | None]] = {
    NotCreatureUnlessDevotion: _unless_devotion,
    NotCreatureWhileImpending: _while_impending,
    NotCreatureWhileAttached: _while_attached,
    LivingMetal: _living_metal,
    StationCreature: _station_creature,
}


def own_type_change(g: Game, o: GameObject, s: Static) -> tuple[Layered, ...]:
    """The layer-4 effect of a static ability of ``o`` that changes ``o``'s own types (613.1d), if
    it applies now."""
    made = OWN_TYPE_CHANGES[type(s)](g, o, s)
    return () if made is None else (made,)


def layer4(g: Game, w: Work) -> None:
    """CR 613.1d: every type-changing effect on the object, in timestamp and dependency order."""
    o = w.o
    st = g.state
    if o.zone is not Zone.BATTLEFIELD:
        return
    if "changeling" in o.card.keywords:
        # CR 702.73a, 613.3: changeling, a characteristic-defining ability, is applied first in
        # layer 4; a later effect that sets creature types replaces them all (205.1a)
        w.all_types = True
    effects: list[Layered] = [e for s in o.card.statics if s.changes_own_types for e in own_type_change(g, o, s)]
    effects.extend(from_effects(g, o, "layer 4", _resolved_types))
    for e in st.lasting:
        if e.object_id == o.id and e.zcc == o.zcc and isinstance(e.change, resolved.AddSubtype):
            effects.append(_stamped(_add_subtype(e.change.subtype), e.timestamp, "a resolved effect"))
    if st.rings:
        _ring_bearer(g, o, effects)
    if type_sources(g):
        for source in each_source(g):
            for ab in early_abilities(g, source):
                if isinstance(ab, TypeChange):
                    effects.append(_type_change(g, ab, source))
                elif isinstance(ab, AttachedCharacteristics) and source.attached_to == o.id and ab.changes_types():
                    effects.append(_attached_types(ab, source))
    if effects:
        apply_in_order(w, effects)
        _drop_unbacked_intrinsic(w)


def _resolved_types(found: tuple[TurnEffect, ...]) -> tuple[Layered, ...]:
    """CR 613.1d, 611.2a: the layer-4 effects of resolved spells and abilities on one object (the
    same "becomes" again and again: one record per run, 613.7)."""
    runs = Runs([])
    for e in found:  # (lasting too: "becomes" with no end — awaken, 702.113a)
        if isinstance(e.change, resolved.BecomeArtifactCreature):
            what = msg("becomes an artifact creature")
            runs.append(Layered(e.timestamp, "a resolved effect", "702.122a", what, _always, _add_creature_artifact))
        elif isinstance(e.change, resolved.Becomes) and _changes_types(e.change.animation):
            runs.add(e.change, e.timestamp, "a resolved effect", partial(_animate, e.change.animation))
        elif isinstance(e.change, resolved.LandTypes):
            runs.append(_stamped(_land_types(e.change), e.timestamp, "a resolved effect"))
    runs.flush()
    return tuple(runs.effects)


def _ring_bearer(g: Game, o: GameObject, effects: list[Layered]) -> None:
    """CR 701.54c: "Your Ring-bearer is legendary …" — the emblem's static ability, with the
    emblem's timestamp (613.7a)."""
    from arbiter.mtg.effects.the_ring import is_ring_bearer, ring_of

    r = ring_of(g.state, o.controller) if is_ring_bearer(g, o) else None
    if r is not None:
        emblem = g.state.objects[r.emblem]
        effects.append(Layered(emblem.timestamp, emblem.card.name, "701.54c", msg("is legendary"), _always, _legendary))


def _legendary(w: Work) -> None:
    if "Legendary" not in w.supertypes:
        w.supertypes = (*w.supertypes, "Legendary")


def _drop_unbacked_intrinsic(w: Work) -> None:
    """CR 305.6: only "an object with the land card type and a basic land type" has that type's
    intrinsic "{T}: Add [mana]."; one that lost the land type or the basic land type loses the
    ability with it (Dryad Arbor made an enchantment and nothing else by Enchantmentize, 205.1a)."""
    backed = (
        [mana_ability(BASIC_LAND_MANA[t], intrinsic=True) for t in w.subtypes if t in BASIC_LAND_MANA]
        if CardType.LAND in w.types
        else []
    )
    w.abilities = [a for a in w.abilities if not isinstance(a, IntrinsicManaAbility) or a in backed]


def _devotion(g: Game, player: int, s: NotCreatureUnlessDevotion) -> int:
    from arbiter.mtg.layers.queries import devotion

    return devotion(g, player, s.color, *((s.also,) if s.also is not None else ()))  # CR 700.5
