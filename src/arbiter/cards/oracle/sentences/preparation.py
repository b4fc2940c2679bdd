"""Preparation sentences (CR 722.3a): "~ becomes prepared.", "It becomes prepared."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.mtg.effects.preparation import BecomePrepared
from arbiter.mtg.ir.refs import Ref


def _self_prepared(m: re.Match[str], ctx: Ctx) -> Result:
    """ "~ becomes prepared." — the source itself (CR 722.3a)."""
    return BecomePrepared(Ref("this"), m.string)


def _it_prepared(m: re.Match[str], ctx: Ctx) -> Result:
    """ "It becomes prepared." after "Whenever ~ attacks," — "it" is the source (CR 722.3a); any
    other "it" isn't read."""
    ref = ctx.target("it")
    if ref is None or ref.kind != "it_self":
        return None
    return BecomePrepared(ref, m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"~ becomes prepared\.", _self_prepared),
    rule(r"it becomes prepared\.", _it_prepared, re.I),
)
