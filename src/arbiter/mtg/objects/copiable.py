"""Copiable values (CR 707.2–707.3, 707.9b): an object that copies another takes its copiable
values — the values printed on it, as changed by other copy effects (707.3), its face-down values
(707.2, 708.2) — plus the exceptions of its own copy effect (707.9b). The engine reads an object's
copiable values through ``GameObject.card``: a copy's ``card`` holds the values in effect and
``printed`` the card itself, which it is again when it leaves the battlefield (400.7)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.grants import PTDefinition
from arbiter.mtg.objects.chosen import keep_choices_on_stack
from arbiter.mtg.objects.transform import copy_of_double_faced_only

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.ir.statics.as_enters import CopyExceptions
    from arbiter.mtg.state import GameObject


def copiable_values(o: GameObject) -> CardDef:
    """CR 707.2–707.3: what a copy of ``o`` copies. Its ``card`` already is the values in effect:
    a copy's copied values with their exceptions (707.3, 707.9b), a face-down permanent's
    face-down values (707.2, 708.2), a token's values as its creating effect defined them (111.3).
    CR 707.8a: only a copy of a double-faced permanent is double-faced — a Clone copying Brutal
    Cathar isn't one, so a copy of the Clone has no back face to transform into.
    CR 707.3, 110.5a: being flipped is a status, not a copiable value — a copy of a flipped
    permanent copies the whole flip card and, entering unflipped (110.5b), has its normal half."""
    card = o.card if o.unflipped is None else o.unflipped
    if card.back_face is not None and copy_of_double_faced_only(o):
        return replace(card, back_face=None)
    return card


def with_exceptions(card: CardDef, exceptions: CopyExceptions | None) -> CardDef:
    """CR 707.9b: a copy effect's exceptions become part of the copiable values (types added
    "in addition to its other types", abilities it "has", "it isn't legendary", "it's 1/1")."""
    if exceptions is None:
        return card
    supertypes = card.supertypes
    if exceptions.nonlegendary:
        supertypes = tuple(s for s in supertypes if s != "Legendary")
    subtypes = card.subtypes + tuple(s for s in exceptions.subtypes if s not in card.subtypes)
    if exceptions.pt is not None:  # "except it's 1/1": its base power and toughness (CR 707.9b)
        card = replace(card, power=exceptions.pt[0], toughness=exceptions.pt[1])
        card = replace(card, abilities=without_pt_definition(card.abilities))
    return replace(
        card,
        types=card.types | exceptions.types,
        subtypes=subtypes,
        supertypes=supertypes,
        abilities=card.abilities + exceptions.abilities,
    )


def without_pt_definition(abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """CR 707.9d: a copy effect that provides power and toughness ("except it's 7/7") doesn't
    copy the characteristic-defining ability that defines them (Tarmogoyf's, 604.3)."""
    return tuple(a for a in abilities if not isinstance(a, PTDefinition))


def become_copy(g: Game, o: GameObject, values: CardDef) -> None:
    """CR 707.2: ``o``'s copiable values become ``values``; its own card is kept in ``printed``.
    CR 614.12, 611.3a: a permanent an effect already put onto the battlefield (Replenish's Copy
    Enchantment, a reanimated Clone) has the copied statics from then on — those that affect other
    objects are looked at, as they are for a permanent entering with them (zones.move)."""
    if o.printed is None:
        g.set(o, "printed", o.card)
    g.set(o, "card", values)
    st = g.state
    if o.zone is not Zone.BATTLEFIELD:
        return
    granting = o.id in st.grant_sources
    if values.affects_others and not granting:
        g.set(st, "grant_sources", (*st.grant_sources, o.id))
    elif granting and not values.affects_others:
        g.set(st, "grant_sources", tuple(i for i in st.grant_sources if i != o.id))


def forget_on_leaving(g: Game, o: GameObject) -> None:
    """CR 400.7: an object that leaves the battlefield is a new object — no longer a copy (it is
    its own card again, 707.2) and with none of the choices made as it entered (614.12)."""
    if o.printed is not None:
        g.set(o, "card", o.printed)
        g.set(o, "printed", None)
    if o.chosen:
        keep_choices_on_stack(g, o)  # CR 608.2h: its abilities on the stack remember them
        g.set(o, "chosen", ())
