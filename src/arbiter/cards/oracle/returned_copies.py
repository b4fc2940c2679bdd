"""A token copy of the permanent a returned card became (CR 400.7j, 707.2, 707.9b): "Return target
creature card from your graveyard to the battlefield. Then if the gift was promised and that
creature isn't legendary, create a token that's a copy of that creature, except it's 1/1." (Coiling
Rebirth). "that creature" is the new object the card became on the battlefield (400.7j), its
qualities read as the instruction is reached (608.2c); the gift's part is 702.174k."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.as_enters import copy_exceptions
from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.mtg.effects.conditional import ThenInstruction, with_condition
from arbiter.mtg.effects.copy_permanents import CreateTokenCopy
from arbiter.mtg.effects.returns import ReturnFromGraveyard
from arbiter.mtg.ir.conditions import AllOf, Condition
from arbiter.mtg.ir.object_conditions import ObjectIs, Which
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading
    from arbiter.mtg.ir.effect import Effect

_COPY = re.compile(
    r"(?P<then>Then if|If) (?:(?P<first>[^,]+?) and )?that creature (?P<is>is|isn't) (?P<what>[a-z]+), create a "
    r"token that's a copy of that creature(?:, except (?P<except>.+?))?\."
)


def returned_copy(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the conditional token copy after "Return target … card from
    your graveyard to the battlefield." — 1 sentence read, or PASS."""
    m = _COPY.fullmatch(s)
    last = r.last
    if m is None or not isinstance(last, ReturnFromGraveyard) or not last.to_battlefield or last.card.kind != "target":
        return PASS
    if last.haste or last.at_end is not None:
        return PASS
    quality = m.group("what")
    negated = "non" if m.group("is") == "isn't" else ""
    what = noun_phrase(f"{negated}{quality} permanent")
    if what is None:
        return None
    said = f"that creature {m.group('is')} {quality}"
    condition: Condition = ObjectIs(said, Which.TARGET, what, last.card.index, moved=True)
    if m.group("first"):
        first = parse_condition(m.group("first"))
        if first is None or first.text != m.group("first"):
            return None
        condition = AllOf(f"{m.group('first')} and {said}", (first, condition))
    exceptions = copy_exceptions(m.group("except")) if m.group("except") else None
    if m.group("except") and exceptions is None:
        return None
    made: Effect = with_condition(condition, CreateTokenCopy(Ref("that", last.card.index), exceptions))
    if m.group("then") == "Then if":
        made = ThenInstruction(made)  # CR 608.2c: after the instruction before
    if made.text(tuple(r.ctx.targets)) != s:
        return None
    r.effects.append(made)
    return 1
