"""Kinship (CR 207.2c): "You may look at the top card of your library. If it shares a creature type
with ~, you may reveal it. If you do, <instruction>." — three sentences read as one instruction,
:class:`~arbiter.mtg.effects.kinship.KinshipReveal`; the instruction is any one the sentence
grammar reads after "If you do" (608.2e)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.kinship import KINSHIP_LOOK, KINSHIP_REVEAL, KinshipReveal

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading


def kinship(r: _Reading, i: int, s: str) -> int | Pass | None:
    """The three sentences starting at ``i`` (``s``), or PASS."""
    if s != KINSHIP_LOOK or i + 2 >= len(r.sentences) or r.sentences[i + 1].strip() != KINSHIP_REVEAL:
        return PASS
    m = re.fullmatch(r"If you do, (.+)", r.sentences[i + 2].strip())
    if m is None:
        return None
    from arbiter.cards.oracle.effects import _clause  # (the links read the clause)

    then = _clause(r, m.group(1))
    if then is None or then.decides:
        return None
    r.effects.append(KinshipReveal(then))
    return 3
