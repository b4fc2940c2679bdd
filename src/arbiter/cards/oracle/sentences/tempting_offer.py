"""The tempting offer search (Tempt with Discovery): four sentences read as one instruction,
:class:`~arbiter.mtg.effects.tempting_offer.TemptingSearch` (the later sentences say "this way":
they refer to the searches the earlier ones made, CR 608.2c)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences.library import search_kinds
from arbiter.mtg.effects.tempting_offer import TemptingSearch
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.filters import Filter

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_FIRST = re.compile(r"Search your library for an? ([a-z]+) card and put it onto the battlefield\.")


def tempting_search(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the four sentences of the offer, or PASS."""
    m = _FIRST.fullmatch(s)
    if m is None or i + 3 >= len(r.sentences):
        return PASS
    kinds = search_kinds(m.group(1))
    if kinds is None:
        return None
    what = Filter(m.group(1), kinds[0], subtypes=kinds[1], zone=Zone.LIBRARY)
    e = TemptingSearch(what)
    read = " ".join(x.strip() for x in r.sentences[i : i + 4])
    if e.text(()) != read:
        return PASS
    r.effects.append(e)
    return 4
