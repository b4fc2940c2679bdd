"""The two sentences of a search of one's library and/or graveyard (CR 701.23a, 701.24a):
"[You may s|S]earch your library and/or graveyard for a card named Chandra, Bold Pyromancer,
reveal it, and put it into your hand. If you search your library this way, shuffle." — a card
named (201.2) or described by the card grammar (109.2)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.library_and_graveyard import SearchLibraryAndGraveyard
from arbiter.mtg.effects.optional import MayDo
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.filters import Filter

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_SEARCH = re.compile(
    r"(You may s|S)earch your library and/or graveyard for (?:a card named (?P<name>.+?)|an? (?P<noun>.+? card"
    r"(?: with [^,]+?)?))(?P<put>, reveal it, and put it into your hand| and put it onto the battlefield)\."
)


def _what(m: re.Match[str]) -> Filter | None:
    """The card sought: one with that name, or one the card grammar reads."""
    if m.group("name"):
        name = m.group("name")
        return Filter(f"card named {name}", names=(name,), zone=Zone.LIBRARY)
    f = card_noun(m.group("noun"))
    return replace(f, text=m.group("noun")) if f is not None else None


def library_graveyard_search(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: this sentence and the next ("If you search your library
    this way, shuffle."), or PASS."""
    m = _SEARCH.fullmatch(s)
    if m is None or i + 1 >= len(r.sentences):
        return PASS
    what = _what(m)
    if what is None:
        return None
    search = SearchLibraryAndGraveyard(replace(what, zone=None), m.group("put").startswith(" and put"))
    made = MayDo(search) if m.group(1) == "You may s" else search
    if made.text(tuple(r.ctx.targets)) != f"{s} {r.sentences[i + 1].strip()}":
        return None
    r.effects.append(made)
    return 2
