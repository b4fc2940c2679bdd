"""Searching another player's library (CR 701.23a, 401.1): "Search target opponent's library for a
creature card and put that card onto the battlefield under your control. Then that player
shuffles." (Bribery, Inevitable Betrayal) and "Search target player's library for a card and exile
it. Then that player shuffles." (Extract, Bitter Ordeal) — the searcher is the spell's controller,
the library and the shuffle (701.24a) that player's; one instruction over both sentences."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.amounts import parse_count
from arbiter.cards.oracle.grammar import PASS, Pass, next_sentence
from arbiter.mtg.effects.library import INTO_EXILE, SearchLibrary
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.filters import Filter

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_KIND = r"(?:artifact|creature|enchantment|land|planeswalker)"
_SEARCH = re.compile(
    rf"Search (target opponent|target player)'s library for an? (?:({_KIND}(?:(?:,|,? or) {_KIND})*) )?card"
    r"(?: and (put that card onto the battlefield under your control|exile it))?\."
)
# "for three cards and exile them" (Jester's Cap), "for X cards, where X is the number of cards in
# your hand, and exile them" (Neverending Torment), "for up to seven cards" (Denying Wind): cards of
# no stated quality, so as many as asked must be found if there are that many (701.23b is about a
# stated quality; "up to" lets the searcher find fewer); X counted as the search begins (608.2h)
_SEARCH_N = re.compile(
    r"Search (target opponent|target player)'s library for (up to )?(two|three|four|five|six|seven|X) cards"
    r"(?:, where X is (the number of [^,]+),)? and exile them\."
)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_PUT = "Put that card onto the battlefield under your control."  # (Eternal Dominion: a sentence of its own)
_THEN = "Then that player shuffles."


def opponent_library_search(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the search and "Then that player shuffles." after it."""
    m = _SEARCH.fullmatch(s)
    if m is None:
        return _search_n(r, i, s)
    said = [s]
    if m.group(3) is None:  # "… card. Put that card onto the battlefield under your control."
        if next_sentence(r.sentences, i) != _PUT:
            return None
        said.append(_PUT)
    nxt = next_sentence(r.sentences, i + len(said) - 1)
    if nxt != _THEN:
        return None  # (a search of another library that no sentence says is shuffled)
    who = r.ctx.target(m.group(1))
    if who is None:
        return None
    kind = m.group(2) or ""
    # CR 205.2a: "an artifact, creature, enchantment, or land card" is a card of one of those types
    types = frozenset(CardType(k.capitalize()) for k in re.findall(_KIND, kind))
    battlefield = m.group(3) is None or m.group(3).startswith("put")
    r.effects.append(
        SearchLibrary(
            1, False, Filter(kind, types), pronoun="that card" if battlefield else "it",
            dest="onto the battlefield" if battlefield else INTO_EXILE, library_of=who,
            text_=" ".join((*said, nxt)),
        )
    )  # fmt: skip
    return len(said) + 1


def _search_n(r: _Reading, i: int, s: str) -> int | Pass | None:
    """ "Search target player's library for N cards and exile them. Then that player shuffles."
    (CR 701.23a: no quality is stated, so the searcher finds N if there are N)."""
    m = _SEARCH_N.fullmatch(s)
    if m is None:
        return PASS
    nxt = next_sentence(r.sentences, i)
    who = r.ctx.target(m.group(1))
    up_to, number, where = m.groups()[1:]
    if nxt != _THEN or who is None or (number == "X") != (where is not None):
        return None
    counted = parse_count(where) if where else None
    if where and counted is None:
        return None
    r.effects.append(
        SearchLibrary(
            _NUMBERS.get(number, 1), up_to is not None, Filter(), pronoun="them", dest=INTO_EXILE, counted=counted,
            library_of=who,
            text_=f"{s} {nxt}",
        )
    )  # fmt: skip
    return 2
