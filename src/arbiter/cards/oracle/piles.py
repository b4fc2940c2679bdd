"""Separating into two piles (CR 700.3), printed over two or three sentences: "Reveal the top
five cards of your library. An opponent separates those cards into two piles. Put one pile into
your hand and the other into your graveyard." and "Separate all permanents target player
controls into two piles. That player sacrifices all permanents in the pile of their choice."."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences.groups import group_noun
from arbiter.cards.oracle.words import NUMBER_WORDS
from arbiter.mtg.effects.piles import PermanentPiles, RevealedPiles

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_REVEAL = re.compile(r"Reveal the top (\w+) cards of your library\.")
_REVEALED_REST = (
    "An opponent separates those cards into two piles.",
    "Put one pile into your hand and the other into your graveyard.",
)
_REVEAL_SEPARATE = re.compile(r"Reveal the top (\w+) cards of your library and separate them into two piles\.")
_CHOSEN_REST = (
    "An opponent chooses one of those piles.",
    "Put that pile into your hand and the other into your graveyard.",
)
_SEPARATE = re.compile(r"Separate all ([a-z ]+) target player controls into two piles\.")


def piles(r: _Reading, i: int, s: str) -> int | Pass | None:
    """The sentences of a pile separation starting at sentence ``i`` (``s``): how many it took."""
    rest = tuple(x.strip() for x in r.sentences[i + 1 : i + 3])
    m = _REVEAL.fullmatch(s)
    if m and rest == _REVEALED_REST and m.group(1) in NUMBER_WORDS:
        r.effects.append(RevealedPiles(NUMBER_WORDS[m.group(1)]))
        return 3
    m = _REVEAL_SEPARATE.fullmatch(s)
    if m and rest == _CHOSEN_REST and m.group(1) in NUMBER_WORDS:
        r.effects.append(RevealedPiles(NUMBER_WORDS[m.group(1)], you_separate=True))
        return 3
    m = _SEPARATE.fullmatch(s)
    if m and rest[:1] == (f"That player sacrifices all {m.group(1)} in the pile of their choice.",):
        what = group_noun(m.group(1))
        who = r.ctx.target("target player")
        if what is None or who is None:
            return None
        r.effects.append(PermanentPiles(who, what, m.group(1)))
        return 2
    return PASS
