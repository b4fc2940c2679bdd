"""A link of the sentence reader: "<object> gets +N/+N and gains <keyword> until end of turn." (CR
611.2a, 613.4c, 613.1f), with X announced (107.3a) or defined by the text (107.3c)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.keywords import ENGINE_KEYWORDS
from arbiter.cards.oracle.sentences import sentence as instruction
from arbiter.mtg.amounts import Counted
from arbiter.mtg.effects.continuous import ModifyPT

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading


def pump_and_grant(r: _Reading, i: int, s: str) -> int | Pass | None:
    """ "<object> gets +N/+N and gains <keyword> until end of turn." — with X announced for the spell
    or ability ("+X/+0", CR 107.3a: Kessig Wolf Run) or defined by the text (", where X is …", 107.3c)."""
    m = re.fullmatch(
        r"(.+) gets ([+-](?:\d+|X))/([+-](?:\d+|X)) and gains ([a-z ]+) until end of turn(, where X .+)?\.", s
    )
    if m is None or m.group(4) not in ENGINE_KEYWORDS:
        return PASS
    x, where = "X" in (m.group(2) + m.group(3)), m.group(5) or ""  # (", where X is …")
    if x and not r.ctx.x_ok and not where:
        return None
    first = instruction(f"{m.group(1)} gets {m.group(2)}/{m.group(3)} until end of turn{where}.", r.ctx)
    if x and isinstance(first, Counted) and (first.count.x or where) and isinstance(first.effect, ModifyPT):
        granted = replace(first.effect, keywords=(m.group(4),))
        r.effects.append(replace(first, effect=granted, text_=s))  # (X times the unit pump, 107.3a)
        return 1
    if x or not isinstance(first, ModifyPT):
        return None
    r.effects.append(replace(first, keywords=(m.group(4),)))
    return 1
