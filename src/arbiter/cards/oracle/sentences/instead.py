"""Self-replacing instructions (CR 614.15, 608.2c), the parser of
:mod:`arbiter.mtg.effects.instead`: "<instruction> instead if <condition>." after the instruction
it replaces — "Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your graveyard."
after "Add {B}{B}{B}." (Cabal Ritual), "Destroy that creature if it has mana value 4 or less instead
if a permanent left the battlefield under your control this turn." after "Destroy target creature
if it has mana value 2 or less." (Fatal Push).

The replacing instruction names no new target (it speaks of "that creature", the target before);
it is read by the sentence grammar, and a condition on the target's mana value is read into the
same condition the instruction before has, with the new limit."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences.conditional import condition_for
from arbiter.mtg.effects.conditional import OnlyIf
from arbiter.mtg.effects.instead import instead
from arbiter.mtg.effects.life import LifeChange
from arbiter.mtg.effects.tokens import CreateToken
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.mana import AddMana
from arbiter.mtg.ir.object_conditions import ObjectIs, Which

# the instructions read as replaced this way (each with a scenario of a card that does it)
_REPLACED = (AddMana, OnlyIf, LifeChange, CreateToken)


def instead_sentence(effects: list[Effect], s: str, ctx: Ctx) -> int | Pass | None:
    """The instruction before, replaced by one read from ``s`` while its condition holds (CR
    614.15) — 1 sentence read, or PASS if ``s`` isn't this shape after an instruction read so."""
    from arbiter.cards.oracle.sentences import sentence  # (it imports this module's family)

    m = re.fullmatch(r"(.+) instead if (.+)\.", s)
    first = effects[-1] if effects else None
    if m is None or not isinstance(first, _REPLACED):
        return PASS
    condition = condition_for(m.group(2))
    if condition is None:
        return PASS
    mark = len(ctx.targets)
    other = _mana_value_limit(first, m.group(1), ctx) or sentence(m.group(1) + ".", ctx)
    if other is None or len(ctx.targets) != mark or not isinstance(other, _REPLACED) or other.decides:
        del ctx.targets[mark:]
        return PASS
    made = instead(first, other, condition)
    specs = tuple(ctx.targets)
    if made.text(specs) != f"{first.text(specs)} {s}":
        return PASS
    effects[-1] = made
    return 1


def _mana_value_limit(first: Effect, text: str, ctx: Ctx) -> Effect | None:
    """ "Destroy that creature if it has mana value 4 or less" after an instruction with a
    condition on its target's mana value (CR 202.3): the same condition with the new limit."""
    from arbiter.cards.oracle.sentences import sentence

    m = re.fullmatch(r"(.+) if it has mana value (\d+) or less", text)
    if m is None or not isinstance(first, OnlyIf):
        return None
    was = first.condition
    if not isinstance(was, ObjectIs) or was.of is not Which.TARGET:
        return None
    inner = sentence(m.group(1) + ".", ctx)
    if inner is None or inner.decides:
        return None
    limit = int(m.group(2))
    condition = replace(was, text=f"it has mana value {limit} or less", what=replace(was.what, max_value=limit))
    return OnlyIf(inner, condition, after=True)
