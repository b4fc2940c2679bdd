""" "Look at the top X cards of your library, where X is <count>. Put up to one of them on top of
your library and the rest on the bottom of your library in a random order. If X is greater than
or equal to the number of cards in your library, you win the game." (Thassa's Oracle; CR 700.5,
608.2h, 104.2b) — three sentences read as one instruction,
:class:`~arbiter.mtg.effects.top_x_win.LookTopXWin`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.amounts import parse_count
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.top_x_win import LookTopXWin

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_LOOK_X = re.compile(r"Look at the top X cards of your library, where X is (.+)\.")
_KEEP = (
    "Put up to one of them on top of your library and the rest on the bottom of your library in a random order.",
    "If X is greater than or equal to the number of cards in your library, you win the game.",
)


def top_x_win(r: _Reading, i: int, s: str) -> int | Pass | None:
    """The three sentences starting at ``i`` (``s``), or PASS."""
    m = _LOOK_X.fullmatch(s)
    if m is None or tuple(x.strip() for x in r.sentences[i + 1 : i + 3]) != _KEEP:
        return PASS
    count = parse_count(m.group(1))
    if count is None or count.x:
        return None
    r.effects.append(LookTopXWin(count, " ".join((s, *_KEEP))))
    return 3
