"""A player's party (CR 700.8): up to one Cleric, one Rogue, one Warrior and one Wizard creature
that player controls. The number of creatures in a party is computed by the game (700.8a): a
creature of several of those types counts for only one of them, in the way that gives the
highest number (700.8b); a full party has four (700.8c)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.filters import CountOf, Filter

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")  # CR 700.8


@dataclass(frozen=True, slots=True)
class PartySize(CountOf):
    """ "the number of creatures in your party" / "for each creature in your party" (CR 700.8a)."""


def party_count(text: str) -> PartySize:
    """The count of the creatures in your party, printed as ``text``."""
    return PartySize(text, Filter("creatures in your party", frozenset({CardType.CREATURE}), controller="you"))


def party_size(g: Game, player: int) -> int:
    """CR 700.8a–b: the number of creatures in ``player``'s party, 0 to 4 — the largest number of
    the four party types that distinct creatures the player controls can each stand for."""
    from arbiter.mtg.layers import is_creature, is_every_creature_type, subtypes

    st = g.state
    fits: list[frozenset[str]] = []  # for each creature, the party types it could be
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != player or not is_creature(g, o):
            continue
        every = is_every_creature_type(g, o)  # CR 702.73a, 205.3m
        kinds = frozenset(PARTY_TYPES) if every else frozenset(subtypes(g, o)) & set(PARTY_TYPES)
        if kinds:
            fits.append(kinds)
    # creatures that could be the same types: more of them than types can't count (kept small)
    kept = tuple(sorted((k for k in set(fits) for _ in range(min(len(k), fits.count(k)))), key=sorted))
    return _most(kept, frozenset(PARTY_TYPES))


@lru_cache(maxsize=1024)
def _most(fits: tuple[frozenset[str], ...], free: frozenset[str]) -> int:
    """The most party types the creatures ``fits`` can fill among ``free``, each creature at most
    one (CR 700.8b: counted in the way that gives the highest result)."""
    if not fits or not free:
        return 0
    first, rest = fits[0], fits[1:]
    best = _most(rest, free)  # this creature left out
    for kind in sorted(first & free):
        best = max(best, 1 + _most(rest, free - {kind}))
        if best == len(free):
            break
    return best
