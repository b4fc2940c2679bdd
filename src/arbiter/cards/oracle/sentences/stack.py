"""Sentences about spells on the stack (CR 701.6, 707.10): "Counter target spell.", "Counter
target spell unless its controller pays {3}.", "Copy target instant or sorcery spell."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.sentences.production import Production, Result, rule, verb_target
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.enums import Zone
from arbiter.mtg.mana import ManaCost
from arbiter.mtg.model import CounterIt, CounterUnlessPays
from arbiter.mtg.spell_copies import CopySpell


def _copy(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 707.10: a copy of a spell (the choice of new targets is the next sentence's)."""
    ref = ctx.target(m.group(1))
    if ref is None or not targeted(ref) or ctx.targets[ref.index].zone is not Zone.STACK:
        return None
    return CopySpell(ref, new_targets=False)


def _counter_unless(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    cost = ManaCost.parse(m.group(2))
    if ref is None or cost is None or not targeted(ref) or ctx.targets[ref.index].zone is not Zone.STACK:
        return None
    return CounterUnlessPays(ref, cost)


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"Copy {_TGT}\.", _copy),
    rule(rf"Counter {_TGT} unless its controller pays ((?:\{{\d+\}})+)\.", _counter_unless),
    verb_target("Counter", CounterIt),
)
