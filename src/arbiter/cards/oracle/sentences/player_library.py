"""Sentences about a target player's library (CR 401): looking at its top card and putting it on
the bottom; exiling it all and shuffling that player's hand in."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.mtg.effects.player_library import ExileLibraryShuffleHand, LookAtTopMayBottom

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_LOOK = re.compile(r"Look at the top card of (target player|target opponent)'s library\.")
_BOTTOM = "You may put that card on the bottom of that player's library."


def look_at_top(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the look and the choice to put the card on the bottom (two
    sentences, one instruction: "that card" is the card looked at, which no target names)."""
    m = _LOOK.fullmatch(s)
    if m is None or i + 1 >= len(r.sentences) or r.sentences[i + 1].strip() != _BOTTOM:
        return PASS
    ref = r.ctx.target(m.group(1))
    if ref is None:
        return None
    r.effects.append(LookAtTopMayBottom(ref))
    return 2


def _exile_library(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    return ExileLibraryShuffleHand(ref) if ref is not None else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"Exile all cards from (target player|target opponent)'s library, then that player shuffles their hand into "
        r"their library\.",
        _exile_library,
    ),
)
