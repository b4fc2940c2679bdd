"""Determinization: one possible game consistent with what a seat may know (CR 400.2, 401.2, 402.3).

A player searching ahead needs a whole game to play on, but may not know the opponent's hand or
either library's order. :func:`determinize` copies the game and overwrites every object hidden from
the seat — the opponent's hand and both libraries, less the cards its current decision reveals
to it — with cards drawn from a pool built from public knowledge only: the decklists the player
was given, minus the cards it has seen. The hidden objects are rebuilt from scratch (ids sorted,
one zone-change count, fresh objects), and the game's random state is replaced, so the sample
depends on the true hidden values not at all — only on their number, which is public (CR 402.3:
the number of cards in a hand is not hidden; 401.2 the same for a library).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.rng import Rng
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import CardDef
from arbiter.mtg.state import GameObject
from arbiter.mtg.view import PUBLIC_ZONES, revealed_ids

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What a player was told before the game: its own decklist and, when the matchup is public
    (a tournament's open decklists, a practice game), the opponent's. Cards are kept by name."""

    own: tuple[CardDef, ...] = ()
    opponent: tuple[CardDef, ...] | None = None


def _seen(game: Game, owner: int) -> Counter[str]:
    """The cards of ``owner`` that every player has seen where they are now (public zones)."""
    return Counter(
        o.card.name
        for o in game.state.objects.values()
        if o.owner == owner and not o.is_token and o.zone in PUBLIC_ZONES
    )


def _pool(deck: Sequence[CardDef], seen: Counter[str], extra_seen: Counter[str], need: int) -> list[CardDef]:
    """``need`` cards: the decklist minus the cards seen, topped up from the decklist (cards
    moved between players or made by effects can leave the pool short)."""
    left = Counter(c.name for c in deck) - seen - extra_seen
    by_name = {c.name: c for c in deck}
    pool = [by_name[n] for n in sorted(left) for _ in range(left[n])]
    i = 0
    while len(pool) < need and deck:
        pool.append(deck[i % len(deck)])
        i += 1
    return pool


def _fill(game: Game, slots: list[tuple[int, str]], cards: list[CardDef], rng: Rng, keep: set[int]) -> None:
    """Rebuild the hidden objects of ``slots`` (owner, zone field) with ``cards`` sampled without
    replacement: ids sorted, in slot order, so the result doesn't depend on the old objects. The
    objects in ``keep`` (revealed to the player) stay where they are."""
    st = game.state
    ids: list[int] = []
    stamps: list[int] = []
    zcc = 0
    for owner, name in slots:
        for i in getattr(st.players[owner], name):
            if i in keep:
                continue
            o = st.objects[i]
            ids.append(i)
            stamps.append(o.timestamp)
            zcc = max(zcc, o.zcc)
    ids.sort()
    stamps.sort()
    at = 0
    for owner, name in slots:
        zone = Zone.HAND if name == "hand" else Zone.LIBRARY
        placed: list[int] = []
        for old in getattr(st.players[owner], name):
            if old in keep:
                placed.append(old)
                continue
            card = cards.pop(rng.below(len(cards)))
            o = GameObject(ids[at], card, owner, zone)
            o.zcc = zcc + 1
            o.timestamp = stamps[at]
            st.objects[o.id] = o
            placed.append(o.id)
            at += 1
        setattr(st.players[owner], name, tuple(placed))


def determinize(game: Game, player: int, knowledge: Knowledge, rng: Rng) -> Game:
    """A copy of ``game`` with every object hidden from ``player`` replaced (module docstring).
    The copy keeps an undo history, so a search can take savepoints on it."""
    g = game.copy()
    g.keep_history = True
    st = g.state
    opp = 1 - player
    shown = set(revealed_ids(game, player))  # cards the decision shows the player (a search, a look)
    me_p, opp_p = st.players[player], st.players[opp]
    mine = Counter(st.objects[i].card.name for i in me_p.hand)
    seen_mine = Counter(st.objects[i].card.name for i in shown if st.objects[i].owner == player)
    seen_theirs = Counter(st.objects[i].card.name for i in shown if st.objects[i].owner == opp)
    own_deck = knowledge.own or tuple(  # not given: the library's cards in name order (their order is the secret)
        sorted((st.objects[i].card for i in me_p.library), key=lambda c: c.name)
    )
    opp_deck = knowledge.opponent
    if opp_deck is None:  # the opponent's deck is unknown: what it has shown, else our own deck
        shown_opp = [o.card for o in st.objects.values() if o.owner == opp and o.zone in PUBLIC_ZONES]
        opp_deck = tuple(shown_opp) or own_deck
    need_opp = len(opp_p.hand) + len(opp_p.library)
    if own_deck:
        seen_own = seen_mine if not knowledge.own else _seen(game, player) + mine + seen_mine
        _fill(g, [(player, "library")], _pool(own_deck, seen_own, Counter(), len(me_p.library)), rng, shown)
    if opp_deck:
        pool = _pool(opp_deck, _seen(game, opp), seen_theirs, need_opp)
        _fill(g, [(opp, "hand"), (opp, "library")], pool, rng, shown)
    st.rng = rng.below(1 << 62)  # the game's own random state is hidden too (future shuffles)
    return g


def hidden_from(game: Game, player: int) -> tuple[int, ...]:
    """Ids of the objects :func:`determinize` replaces for ``player`` (for tests and tools)."""
    st = game.state
    opp = st.players[1 - player]
    return tuple(sorted(st.players[player].library + opp.hand + opp.library))
