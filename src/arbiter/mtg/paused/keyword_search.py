"""Questions of keyword abilities and actions: transmute's search for a card with the same mana
value as the discarded card (CR 702.53a) — a library search for that one mana value, asked one
card at a time like every search (:mod:`.library`) — and learn's optional discard (701.48a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.effects.keywords import TransmuteSearch
from arbiter.mtg.effects.learn import Learn
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.model import SearchLibrary
from arbiter.mtg.paused.base import Askers, At, Next
from arbiter.mtg.paused.choices import begin_may_cost
from arbiter.mtg.paused.library import ask_library_search

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def begin_transmute(g: Game, at: At, e: TransmuteSearch) -> Next:
    """CR 702.53a: the mana value is the discarded card's (the ability's source card; a card's
    mana value doesn't change as it moves from the hand to the graveyard, 202.3)."""
    o = at.object(g)
    card = g.state.objects[o.source].card if o.source is not None else o.card
    value = card.mana_cost.mana_value if card.mana_cost is not None else 0
    noun = f"card with mana value {value}"
    same = Filter(noun, zone=Zone.LIBRARY, min_value=value, max_value=value)
    return ask_library_search(g, at, SearchLibrary(1, False, same, reveal="reveal it, "), ())


def register(askers: Askers) -> None:
    askers.add(TransmuteSearch, begin_transmute)
    askers.add(Learn, begin_may_cost)  # CR 701.48a: the optional discard of "You may discard a card. If you do, …"
