""" "Look at the top X cards of your library, where X is <count>." followed by what is done with
them ("Put one of those cards into your hand and the rest on the bottom of your library in any
order." — Machinate, Worldly Counsel, Pillage the Bog): X is defined by the text and counted as
the instruction is followed (CR 107.3c, 608.2h); fewer cards than X are looked at when the
library has fewer (and none when X is 0)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.amounts import parse_count
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences.library import dig
from arbiter.mtg.ir.amounts import Counted

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_LOOK_X = re.compile(r"Look at the top X cards of your library, where X is (.+)\.")
# the number the follow-up sentences are read for: more than any of them takes, so only the words
# that need an exact number ("the other": of exactly two) are refused
_READ_AS = 99


def dig_x(r: _Reading, i: int, s: str) -> int | Pass | None:
    """The sentences of a look-at-the-top-X dig starting at sentence ``i`` (``s``): how many it took."""
    m = _LOOK_X.fullmatch(s)
    if m is None or i + 1 >= len(r.sentences):
        return PASS
    count = parse_count(m.group(1))
    tail = " ".join(x.strip() for x in r.sentences[i + 1 : i + 3])
    dug = dig(_READ_AS, tail) if count is not None else None
    if dug is None or count is None or count.x:
        return None
    unit = replace(dug, count=1, text_=s + " " + dug.text_)  # (the count, 1, times X as it is followed)
    r.effects.append(Counted(unit, count, "where X", unit.text_))
    return dug.text_.count(". ") + 2
