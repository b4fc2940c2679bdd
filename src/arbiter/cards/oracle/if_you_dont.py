""" "If you don't, <instruction>." after "You may <instruction>." (CR 608.2c–e, 118.12): the
instruction after "If you don't" is followed when the controller chose not to follow the optional
one — or couldn't (608.2b: on an illegal target no action is performed, 608.2d: an impossible
option can't be chosen). Read into :attr:`arbiter.mtg.effects.optional.MayDo.otherwise`."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS
from arbiter.mtg.effects.optional import MayDo

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import Step, _Reading


def if_you_dont(r: _Reading, i: int, s: str) -> Step:
    """CR 608.2e: "If you don't, …" right after "You may …" (one with no "If you do" part, whose
    instruction asks no question of its own): None if the words after it aren't read."""
    m = re.fullmatch(r"If you don't, (.+)", s)
    may = r.last
    if m is None or not isinstance(may, MayDo):
        return PASS
    if may.otherwise is not None or may.then is not None or may.effect.decides:
        return None
    from arbiter.cards.oracle.shared_subjects import instruction  # (the grammar recurses)

    words = m.group(1)
    inner = instruction(words if words.startswith("~") else words[0].upper() + words[1:], r.ctx)
    if inner is None or inner.decides:
        return None
    r.effects[-1] = replace(may, otherwise=inner, dont_sentence=True)
    return 1
