"""A series of instructions in one sentence: "You gain 7 life, draw seven cards, then put up to
seven permanent cards from your hand onto the battlefield." — followed in the order written
(CR 608.2c), each item an instruction of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences import sentence as instruction
from arbiter.mtg.ir.effect import Then

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading


def serial(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: "A, B, then C." (two or more items before "then")."""
    from arbiter.cards.oracle.effects import coordinated

    head, joint, last = s.partition(", then ")
    if not joint or ", " not in head or '"' in s:
        return PASS
    mark = len(r.ctx.targets)
    if instruction(s, r.ctx) is not None or coordinated(s, r.ctx) is not None:
        del r.ctx.targets[mark:]
        return PASS  # the whole sentence is an instruction the grammar knows: read it so
    del r.ctx.targets[mark:]
    items = [*head.split(", "), last]
    effects = []
    for n, item in enumerate(items):
        text = item[0].upper() + item[1:] if item[0] != "~" else item
        found = instruction(text if text.endswith(".") else text + ".", r.ctx)
        if found is None:
            del r.ctx.targets[mark:]
            return PASS
        effects.append(found if n == 0 else Then(found, comma=n < len(items) - 1))
    r.effects += effects
    return 1
