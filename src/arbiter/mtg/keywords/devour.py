"""Devour (CR 702.82a): "As this object enters, you may sacrifice any number of creatures. This
permanent enters with N +1/+1 counters on it for each creature sacrificed this way." The
question is one of the permanent's "as ~ enters" questions (614.12); the creatures chosen are
sacrificed as it enters (701.21a: only permanents its controller controls)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.devour import Devour
from arbiter.mtg.layers import is_creature
from arbiter.mtg.layers.queries import card_types, subtypes
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

_TYPES = {"artifact": CardType.ARTIFACT, "land": CardType.LAND, "enchantment": CardType.ENCHANTMENT}


def devour_options(g: Game, q: Devour, entering: int, player: int, chosen: tuple[int, ...]) -> tuple[int, ...]:
    """The creatures (CR 702.82c: [quality] permanents) ``player`` controls that it may still
    sacrifice, then 0 (no more)."""
    st = g.state
    mine = [st.objects[i] for i in st.battlefield if i != entering and i not in chosen]
    return (*(o.id for o in mine if o.controller == player and _fits(g, q.quality, o)), 0)


def _fits(g: Game, quality: str, o: GameObject) -> bool:
    if not quality:
        return is_creature(g, o)
    if quality.lower() in _TYPES:
        return _TYPES[quality.lower()] in card_types(g, o)
    return quality in subtypes(g, o)  # "Devour Food 3"


def devour_counters(q: Devour, devoured: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    """CR 702.82a: N +1/+1 counters for each creature sacrificed this way."""
    return (("+1/+1", q.n * len(devoured)),) if devoured else ()


def sacrifice_devoured(g: Game, devoured: tuple[int, ...]) -> None:
    """CR 702.82a, 701.21a: sacrifice the creatures chosen (those still on the battlefield)."""
    for oid in devoured:
        o = g.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            move(g, o, Zone.GRAVEYARD, "702.82a", "is sacrificed and put")
