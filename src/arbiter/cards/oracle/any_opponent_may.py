"""CR 608.2d, 101.4: "Any opponent may have ~ deal N damage to them. If a player does, sacrifice ~."
(Vexing Devil, Longhorn Firebeast) — two sentences, one instruction
(:class:`~arbiter.mtg.effects.any_opponent.AnyOpponentMay`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.any_opponent import AnyOpponentMay
from arbiter.mtg.effects.damage import DealDamage
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_OFFER = re.compile(r"Any opponent may have (?:it|~) deal (\d+) damage to them\.")
_THEN = re.compile(r"If a player does, (.+)")


def any_opponent_may(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the offer and its "If a player does, …" (2 sentences), or PASS."""
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    m = _OFFER.fullmatch(s)
    if m is None:
        return PASS
    if r.ctx.it != "self" or r.ctx.targets or i + 1 >= len(r.sentences):
        return None  # ("it" is the source: a permanent's own trigger)
    after = r.sentences[i + 1].strip()
    t = _THEN.fullmatch(after)
    if t is None:
        return None
    body = t.group(1)
    then = sentence(body[0].upper() + body[1:] if body[0] != "~" else body, r.ctx)
    if then is None or then.decides or r.ctx.targets:
        return None
    # CR 120.3: the source deals the damage; "them" is the opponent, "you" while they act
    offer = DealDamage(int(m.group(1)), Ref("you"), "~")
    r.effects.append(AnyOpponentMay(offer, (then,), f"{s} {after}"))
    return 2
