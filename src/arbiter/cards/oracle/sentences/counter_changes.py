"""Changing the counters already on one permanent (CR 122.1): "Remove a -1/-1 counter from ~.",
"Remove two +1/+1 counters from it.", "Remove all -1/-1 counters from it.", "Double the number
of +1/+1 counters on target creature." (701.10e), "Put its counters on target creature you
control." (122.8)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.counters import plain_counter
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.cards.oracle.words import COUNT_WORD, NUMBERS
from arbiter.mtg.effects.counter_doubling import DoubleCounters
from arbiter.mtg.effects.counter_removal import RemoveAllOfKind
from arbiter.mtg.effects.counters import RemoveCountersFrom
from arbiter.mtg.effects.its_counters import PutItsCounters
from arbiter.mtg.ir.refs import Ref

_KIND = r"([a-z0-9/+-]+(?: strike)?)"


def _one(phrase: str, ctx: Ctx) -> Ref | None:
    """The one permanent the counters are on: "~", "it", "that creature", "target creature"."""
    ref = Ref("this") if phrase == "~" else ctx.target(phrase)
    if ref is None or ref.kind not in ("this", "it_self", "it", "that", "target", "it_subject", "subject"):
        return None
    return ref


def _remove(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 122.1: as many of those counters as it has, up to the number (none: nothing happens)."""
    ref = _one(m.group(3), ctx)
    if ref is None or not plain_counter(m.group(2)):
        return None
    e = RemoveCountersFrom(m.group(2), NUMBERS[m.group(1)], ref)
    return e if e.text(tuple(ctx.targets)) == m.string else None


def _double(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _one(m.group(2), ctx)
    if ref is None or not plain_counter(m.group(1)):
        return None
    e = DoubleCounters(m.group(1), ref)
    return e if e.text(tuple(ctx.targets)) == m.string else None


def _its_counters(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 122.8: "its" is the source's, in its own trigger (as it last existed after it left)."""
    if ctx.it not in ("source", "self"):
        return None
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind not in ("target", "targets"):
        return None
    e = PutItsCounters(ref)
    return e if e.text(tuple(ctx.targets)) == m.string else None


def _remove_all(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _one(m.group(2), ctx)
    if ref is None or not plain_counter(m.group(1)):
        return None
    e = RemoveAllOfKind(m.group(1), ref)
    return e if e.text(tuple(ctx.targets)) == m.string else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"Remove all {_KIND} counters from (~|{_TGT})\.", _remove_all),
    rule(rf"Put its counters on ({_TGT})\.", _its_counters),
    rule(rf"Remove ({COUNT_WORD}) {_KIND} counters? from (~|{_TGT})\.", _remove),
    rule(rf"Double the number of {_KIND} counters on (~|{_TGT})\.", _double),
)
