"""The sentence after a damage instruction: "You gain life equal to the damage dealt this way."
(CR 119.3, 120.3), or the same joined to it: "~ deals 4 damage to target creature and you gain life
equal to the damage dealt this way." (read into :class:`GainDamageDealtThisWay`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.damage import DealDamage, DealDamageTwice
from arbiter.mtg.effects.damage_gain import GainDamageDealtThisWay
from arbiter.mtg.ir.amounts import Counted
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_SENTENCE = "You gain life equal to the damage dealt this way."
_JOINED = re.compile(r"(.+) and you gain life equal to the damage dealt this way\.")


def _damage(e: Effect | None) -> bool:
    """A "~ deals N damage to …" instruction (N may be counted) whose damage the gain reads."""
    inner = e.effect if isinstance(e, Counted) else e
    return isinstance(inner, DealDamage | DealDamageTwice)


def damage_dealt_gain(r: _Reading, i: int, s: str) -> int | Pass | None:
    if s == _SENTENCE:
        if not _damage(r.last):
            return None
        assert r.last is not None
        r.effects[-1] = GainDamageDealtThisWay(r.last)
        return 1
    m = _JOINED.fullmatch(s)
    if m is None:
        return PASS
    from arbiter.cards.oracle.shared_subjects import instruction

    first = instruction(m.group(1) + ".", r.ctx)
    if not _damage(first):
        return None
    assert first is not None
    r.effects.append(GainDamageDealtThisWay(first, joined=True))
    return 1
