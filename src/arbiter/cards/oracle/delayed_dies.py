"""The delayed trigger on a target's death this turn (CR 603.7a), the link that reads
:mod:`arbiter.mtg.effects.delayed_dies`: "When that creature dies this turn, create a 1/1 white
Spirit creature token with flying." after an instruction naming the creature as a target.

The delayed ability's instruction is read on its own (no targets, nothing about the creature or
the source): it is performed for the creator of the ability, after the creature has left."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.delayed_dies import WhenDiesThisTurn
from arbiter.mtg.enums import Zone

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

# words that would speak of the creature, the source or another object the delayed ability can't see
_REFERS = re.compile(r"~|\b(?:it|its|that|those|them|they|their|target)\b", re.IGNORECASE)


_WHEN = re.compile(r"When (that creature|it) dies this turn, (.+)\.")


def when_dies_this_turn(r: _Reading, i: int, s: str) -> int | Pass | None:
    """ "When that creature dies this turn, <instruction>." after an instruction naming the
    creature as a target — 1 sentence read, None (refused) or PASS."""
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    m = _WHEN.fullmatch(s)
    if m is None:
        return PASS
    ctx = r.ctx
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind not in ("it", "that") or ctx.targets[ref.index].zone is not Zone.BATTLEFIELD:
        return PASS
    body = m.group(2)
    if _REFERS.search(body):
        return None
    own = Ctx([])
    inner = sentence(body[0].upper() + body[1:] + ".", own)
    if inner is None or own.targets:
        return None  # (CR 603.7, 603.3d: a target of the delayed ability, chosen as it is put on the stack, isn't read)
    made = WhenDiesThisTurn(ref, inner, m.group(1))
    if made.text(tuple(ctx.targets)) != s:
        return None
    r.effects.append(made)
    return 1
