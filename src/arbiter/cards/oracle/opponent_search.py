"""Searching another player's library (CR 701.23a, 401.1): "Search target opponent's library for a
creature card and put that card onto the battlefield under your control. Then that player
shuffles." (Bribery, Inevitable Betrayal) and "Search target player's library for a card and exile
it. Then that player shuffles." (Extract, Bitter Ordeal) — the searcher is the spell's controller,
the library and the shuffle (701.24a) that player's; one instruction over both sentences."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

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
_PUT = "Put that card onto the battlefield under your control."  # (Eternal Dominion: a sentence of its own)
_THEN = "Then that player shuffles."


def opponent_library_search(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the search and "Then that player shuffles." after it."""
    m = _SEARCH.fullmatch(s)
    if m is None:
        return PASS
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
