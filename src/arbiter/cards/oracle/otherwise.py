"""Reading "Otherwise, <instruction>." after a conditional instruction (CR 608.2c) into an
:class:`~arbiter.mtg.effects.otherwise.IfOtherwise` — one of the two instructions is followed."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS
from arbiter.mtg.effects.conditional import IfCondition, OnlyIf
from arbiter.mtg.effects.otherwise import IfOtherwise

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import Step, _Reading


def otherwise(r: _Reading, i: int, s: str) -> Step:
    """ "Otherwise, <instruction>." right after "If <condition>, <instruction>." (or "<instruction>
    if <condition>."): None if the words after "Otherwise" aren't read."""
    m = re.fullmatch(r"Otherwise, (.+)", s)
    if m is None:
        return PASS
    first = r.last
    if not isinstance(first, OnlyIf | IfCondition) or (isinstance(first, IfCondition) and first.unless):
        return None
    from arbiter.cards.oracle.shared_subjects import instruction  # (the grammar recurses)

    words = m.group(1)
    inner = instruction(words if words.startswith("~") else words[0].upper() + words[1:], r.ctx)
    if inner is None:
        return None
    r.effects[-1] = IfOtherwise(first, inner)
    return 1
