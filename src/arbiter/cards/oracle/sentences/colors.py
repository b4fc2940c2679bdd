"""Sentences that name a color of the object they act on (CR 105.2): "Counter target blue spell."
(a quality of the target, 115.1) and "Counter target spell if it's blue." / "Destroy target
permanent if it's red." (a quality checked only as it resolves, 608.2c)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.nouns import COLORS
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.cards.oracle.target_phrases import target_spec
from arbiter.mtg.effects.if_it_is import IfItIs
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.model import CounterIt, Destroy, Ref

_COLOR = r"(white|blue|black|red|green)"


def _counter_colored(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 115.1, 701.6a: "Counter target <color> spell." — only a spell of that color can be chosen."""
    spec = target_spec("target spell")
    if spec is None or spec.what is None:
        return None
    noun = f"{m.group(1)} spell"
    what = replace(spec.what, text=noun, colors=frozenset({COLORS[m.group(1)]}))
    ctx.targets.append(replace(spec, noun=noun, what=what))
    return CounterIt(Ref("target", len(ctx.targets) - 1))


def _if_its(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Counter target spell if it's blue." — any spell is a legal target; it is countered only
    if it's blue as the spell resolves (CR 608.2c)."""
    ref = ctx.target(m.group(2))
    if ref is None or not targeted(ref):
        return None
    then = CounterIt(ref) if m.group(1) == "Counter" else Destroy(ref)
    return IfItIs(then, ref, Filter(m.group(3), colors=frozenset({COLORS[m.group(3)]})), m.group(3))


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"Counter target {_COLOR} spell\.", _counter_colored),
    rule(rf"(Counter|Destroy) (target spell|target permanent) if it's {_COLOR}\.", _if_its),
)
