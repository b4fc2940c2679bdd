"""Instructions with a condition (CR 608.2c): "If <condition>, <instruction>." and
"<instruction> if <condition>." — the condition is one :func:`parse_condition` reads, the
instruction one the sentence grammar reads."""

from __future__ import annotations

import re

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.effects.conditional import OnlyIf
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.ir.effect import Effect


def _condition(text: str) -> Condition | None:
    """The condition, unless it speaks of "it", "that …" or "~": in an instruction those may mean
    a target or the spell itself, which the conditions read here don't tell apart."""
    if text.split(" ")[0] in ("it", "it's", "its", "~", "~'s", "that", "they", "their"):
        return None
    return parse_condition(text)


def _inner(text: str, ctx: Ctx) -> Effect | None:
    from arbiter.cards.oracle.sentences import sentence  # (it imports this module)

    return sentence(text, ctx)


def _if_first(m: re.Match[str], ctx: Ctx) -> Result:
    """ "If you control a Swamp, you gain 2 life." — tried at each comma: the condition is the
    words before it."""
    body = m.group(1)
    start = 0
    while (i := body.find(", ", start)) != -1:
        start = i + 2
        condition = _condition(body[:i])
        rest = body[i + 2 :]
        if condition is None or not rest[:1].islower():
            continue
        mark = len(ctx.targets)
        inner = _inner(rest[0].upper() + rest[1:] + ".", ctx)
        if inner is None or inner.decides:
            del ctx.targets[mark:]
            continue
        e = OnlyIf(inner, condition)
        if e.text(tuple(ctx.targets)) == m.string:
            return e
        del ctx.targets[mark:]
    return PASS


def _if_after(m: re.Match[str], ctx: Ctx) -> Result:
    """ "That creature also gains trample until end of turn if you control a creature with power
    4 or greater." — the condition is the words after the last " if "."""
    head, _, tail = m.group(1).rpartition(" if ")
    condition = _condition(tail)
    if condition is None or " unless " in head:
        return PASS
    also = ""
    if " also " in head:
        also, _, rest = head.partition(" also ")
        head = f"{also} {rest}"
    mark = len(ctx.targets)
    inner = _inner(head + ".", ctx)
    if inner is None or inner.decides:
        del ctx.targets[mark:]
        return PASS
    e = OnlyIf(inner, condition, after=True, also=also)
    if e.text(tuple(ctx.targets)) != m.string:
        del ctx.targets[mark:]
        return PASS
    return e


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"If (.+)\.", _if_first),
    rule(r"(.+ if .+)\.", _if_after),
)
