"""Amplify (CR 702.38a): the cards of its controller's hand that share a creature type with the
entering permanent (205.3m; changeling has every creature type in every zone, 702.73a), revealed
one at a time as it enters, and the +1/+1 counters it enters with for them (614.1c). Each instance
works separately (702.38b): its cards are counted for it alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.ir.amplify import Amplify
from arbiter.mtg.objects.creature_types import CREATURE_TYPES

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef

_CREATURE_TYPES = frozenset(CREATURE_TYPES)


def _creature_types(card: CardDef) -> frozenset[str] | None:
    """The card's creature types (None: all of them, changeling)."""
    if "changeling" in card.keywords:
        return None
    return frozenset(card.subtypes) & _CREATURE_TYPES


def shares_creature_type(a: CardDef, b: CardDef) -> bool:
    """Do ``a`` and ``b`` share a creature type (a card with changeling shares any it has with any)?"""
    ta, tb = _creature_types(a), _creature_types(b)
    if ta is None:
        return tb is None or bool(tb)
    if tb is None:
        return bool(ta)
    return bool(ta & tb)


def amplify_options(g: Game, card: CardDef, entering: int, player: int, chosen: tuple[int, ...]) -> tuple[int, ...]:
    """The cards in ``player``'s hand it may still reveal (not itself, 702.38a), then 0 (no more)."""
    st = g.state
    hand = [i for i in st.players[player].hand if i != entering and i not in chosen]
    return (*(i for i in hand if shares_creature_type(card, st.objects[i].card)), 0)


def amplify_counters(q: Amplify, revealed: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    """CR 702.38a: N +1/+1 counters for each card revealed this way."""
    return (("+1/+1", q.n * len(revealed)),) if revealed else ()
