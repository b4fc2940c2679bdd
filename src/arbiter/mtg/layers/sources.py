"""Where continuous effects come from (CR 611.3, 613.1): the permanents whose static abilities
affect other objects, and which of their abilities exist in a given layer."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from arbiter.mtg import resolved
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.statics.attached_characteristics import AttachedCharacteristics
from arbiter.mtg.ir.statics.grants import GrantToControlled
from arbiter.mtg.ir.statics.layers import GroupLosesAllAbilities, TypeChange
from arbiter.mtg.layers.work import any_change, current_subtypes, fits, from_effects

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject, TurnEffect


def each_source(g: Game) -> Iterator[GameObject]:
    """The permanents (and emblems) whose statics may affect other objects."""
    objects = g.state.objects
    for sid in g.state.grant_sources:
        yield objects[sid]


_KINDS: dict[int, tuple[CardDef, bool, bool]] = {}


def _kinds(card: CardDef) -> tuple[bool, bool]:
    """(has a type-changing static, has a group ability-removing static), cached per card."""
    found = _KINDS.get(id(card))
    if found is None or found[0] is not card:
        types = any(
            isinstance(a, TypeChange) or (isinstance(a, AttachedCharacteristics) and a.changes_types())
            for a in card.abilities
        )
        loses = any(isinstance(a, GroupLosesAllAbilities) for a in card.abilities)
        found = (card, types, loses)
        _KINDS[id(card)] = found
    return found[1], found[2]


def type_sources(g: Game) -> bool:
    """Whether any permanent's static changes types (layer 4): no fast path then. Remembered while
    the sources and their cards stay the same (asked for every source by :func:`early_abilities`)."""
    st = g.state
    if not st.grant_sources:
        return False
    return g.journal.by_content(
        _TYPE_SOURCES, (st.grant_sources,), lambda: any(_kinds(s.card)[0] for s in each_source(g))
    )


_TYPE_SOURCES = "type sources"


_COLORING: dict[int, tuple[CardDef, bool]] = {}


def _colors_others(card: CardDef) -> bool:
    """Whether the card has a static that sets or adds an attached object's (or its own) colors, cached."""
    found = _COLORING.get(id(card))
    if found is None or found[0] is not card:
        changes = any(
            (isinstance(a, AttachedCharacteristics) and bool(a.animation.colors or a.colorless))
            or (isinstance(a, GrantToControlled) and bool(a.colors))  # CR 613.1e: "~ … is black"
            for a in card.abilities
        )
        found = (card, changes)
        _COLORING[id(card)] = found
    return found[1]


def color_sources(g: Game) -> bool:
    """CR 613.1e: whether any permanent's static changes an object's colors (layer 5) — "Enchanted
    creature … is a black Zombie in addition to its other colors": no fast path then."""
    return any(_colors_others(s.card) for s in each_source(g)) if g.state.grant_sources else False


def removal_sources(g: Game) -> bool:
    """Whether any permanent's static takes abilities from a group (layer 6)."""
    return any(_kinds(s.card)[1] for s in each_source(g)) if g.state.grant_sources else False


def type_change_fits(g: Game, ab: TypeChange, source: GameObject, o: GameObject) -> bool:
    """Is ``o`` one of the objects ``ab`` describes, read for its source (now)?"""
    if o.zone is not Zone.BATTLEFIELD or not fits(g, ab.what, o, source.controller, source.id):
        return False
    return not (ab.except_subtypes and ab.except_subtypes.intersection(current_subtypes(g, o)))


_TEXT_CHECKING: set[int] = set()


def text_lost(g: Game, o: GameObject) -> bool:
    """CR 305.7: a land whose land subtype an effect sets loses the abilities of its rules text.
    An effect from that land's own text depends on the setting effect (613.8a: applying it
    removes the first one), so the setting effect comes first: Blood Moon turns off Urborg. The setting
    effect must itself exist: a Blood Moon made a Forest land by Song of the Dryads has lost its own
    text (305.7), and its effect, which depends on the Song's (613.8a), never applies."""
    key = id(o)
    if key in _TEXT_CHECKING or o.zone is not Zone.BATTLEFIELD:
        return False
    if CardType.LAND not in o.card.types:
        return _made_land(g, o)
    _TEXT_CHECKING.add(key)
    try:
        if _land_types_set(g, o):
            return True
        for t in each_source(g):
            if t is o:
                continue
            for ab in early_abilities(g, t):  # CR 613.8a, 305.7: only a setting effect that exists
                if isinstance(ab, TypeChange) and ab.set_land_types and type_change_fits(g, ab, t, o):
                    return True
                if isinstance(ab, AttachedCharacteristics) and ab.land_types and t.attached_to == o.id:
                    return True  # CR 305.7: "Enchanted land is an Island."
    finally:
        _TEXT_CHECKING.discard(key)
    return False


def _made_land(g: Game, o: GameObject) -> bool:
    """CR 305.7, 205.1a: "Enchanted permanent is a colorless Forest land." — a permanent that isn't
    a land card loses its rules text when such an Aura sets its land type."""
    return any(
        t.attached_to == o.id and any(isinstance(a, AttachedCharacteristics) and a.land_types for a in t.card.abilities)
        for t in each_source(g)
    )


def _land_types_set(g: Game, o: GameObject) -> bool:
    """CR 305.7: a resolved "target land becomes an Island" (not "in addition") set its land types.
    Read once per change of the effects on the object (:func:`from_effects`): it is asked for every source
    at every characteristic query, and the effects of the turn may be hundreds (a {0} ability
    activated again and again, each resolution a new effect, 611.2a)."""
    return from_effects(g, o, "land types set", _sets_land_types)


def _sets_land_types(found: tuple[TurnEffect, ...]) -> bool:
    return any(isinstance(e.change, resolved.LandTypes) and not e.change.add for e in found)


def early_abilities(g: Game, source: GameObject) -> tuple[Ability, ...]:
    """A source's abilities for layers 1–5: as printed, unless 305.7 took its rules text. (An
    ability lost in layer 6 still had its effects applied in the earlier layers, 613.6.)"""
    if type_sources(g) and text_lost(g, source):
        return ()  # (whatever the ability: a land's anthem goes too)
    if (g.state.effects or g.state.lasting) and source.zone is Zone.BATTLEFIELD and _land_types_set(g, source):
        return ()  # CR 305.7: a resolved effect set its land types
    return source.card.abilities


_LOSS_CHECKING: set[int] = set()


def _band_abilities(o: GameObject) -> tuple[Ability, ...]:
    """CR 711.2, 721.2a: the abilities of the level band and the station symbols ``o`` has reached
    (read from its counters only)."""
    from arbiter.mtg.objects.stations import reached  # (it registers an effect handler)

    level = o.counter("level")
    band = next((b for b in o.card.levels if b.active(level)), None)
    out = band.abilities if band is not None else ()
    return out + tuple(a for s in reached(o) for a in s.abilities)


def late_abilities(g: Game, source: GameObject) -> tuple[Ability, ...]:
    """A source's abilities for layers 6–7: those of layers 1–5 unless an effect took them all —
    a resolved "loses all abilities" or a static like Humility's, applied first (613.8a: applying
    it removes the other effect). Abilities gained from other objects don't grant further ones; those
    of the source's own level band or station symbols do (711.2, 721.2a: "Other creatures you control
    get +1/+1" at a level or at 2+ charge counters)."""
    abilities = early_abilities(g, source)
    if not abilities or abilities_taken(g, source):
        return ()
    if source.card.bands and source.zone is Zone.BATTLEFIELD:
        abilities = (*abilities, *_band_abilities(source))
    key = id(source)
    if removal_sources(g) and key not in _LOSS_CHECKING and source.zone is Zone.BATTLEFIELD:
        _LOSS_CHECKING.add(key)
        try:
            for t in each_source(g):
                for ab in early_abilities(g, t):
                    if (
                        isinstance(ab, GroupLosesAllAbilities)
                        and fits(g, ab.what, source, t.controller, t.id)
                        and not abilities_taken(g, t)
                    ):
                        return ()
        finally:
            _LOSS_CHECKING.discard(key)
    return abilities


def abilities_taken(g: Game, source: GameObject) -> bool:
    """CR 613.8a: a resolved "loses all abilities" (Humble, 611.2a) or an attached Aura's ("loses all
    other card types and abilities", Imprisoned in the Moon) takes the source's abilities. A layer-6
    effect of one of those abilities (Humility's) depends on it — applying it removes the effect —
    so it applies first and the effect never starts (613.8b, 613.6: nor its 7b part). The effects
    on the source are read from their index by object (lasting ones too: Oko's Elk, 611.2a)."""
    if any_change(g, source, resolved.LoseAbilities):
        return True
    return source.zone is Zone.BATTLEFIELD and _attached_loss(g, source)


def _attached_loss(g: Game, o: GameObject) -> bool:
    """CR 613.1f: an Aura or Equipment attached to ``o`` says it loses all abilities."""
    for t in each_source(g):
        if t.attached_to == o.id and any(
            isinstance(ab, AttachedCharacteristics) and ab.lose_all for ab in t.card.abilities
        ):
            return True
    return False
