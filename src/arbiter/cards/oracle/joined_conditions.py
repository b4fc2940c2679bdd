"""A condition written before two joined instructions covers both (CR 608.2c): "If the gift was
promised, tap target creature an opponent controls and put a stun counter on it." (Mind Spiral),
"If you control a Forest, draw a card and you gain 2 life." — read as the joined instructions
(:func:`~arbiter.mtg.effects.instructions.instructions`) inside the condition, not the first alone
with the second followed whatever the condition says."""

from __future__ import annotations

from arbiter.mtg.effects.conditional import IfCondition, OnlyIf, with_condition
from arbiter.mtg.effects.instructions import instructions
from arbiter.mtg.ir.effect import And, Effect, Then


def conditioned(joined: list[Effect]) -> list[Effect] | None:
    """``joined`` (an instruction, then the ones joined to it by "and" / ", then") with the
    condition written at the front of the first — "If <condition>, <first>" — around all of them;
    unchanged otherwise (a condition written after its instruction, "unless", or no condition).
    When they ask a question as they resolve ("If you control a blue creature, draw a card, then
    discard a card.", Statute of Denial) the condition is checked once and each may pause
    (``resolution._split_may``)."""
    first = joined[0]
    if len(joined) < 2 or not all(isinstance(e, And | Then) for e in joined[1:]):
        return joined
    if isinstance(first, OnlyIf) and not first.after:
        inner, condition, also = first.effect, first.condition, first.also
    elif isinstance(first, IfCondition) and not first.unless:
        inner, condition, also = first.effect, first.condition, ""
    else:
        return joined
    both = instructions((inner, *joined[1:]))
    if both.decides and also:
        return None  # (not read: "also" with instructions that ask, see ``with_condition``)
    return [with_condition(condition, both, also=also)]
