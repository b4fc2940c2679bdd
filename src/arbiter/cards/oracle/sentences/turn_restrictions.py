"""Sentences restricting one permanent for the rest of the turn (CR 611.2a): "Target creature
can't attack this turn.", "Target creature can't attack or block this turn." (508.1c, 509.1b),
"Target creature can't be regenerated this turn." (701.19c)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.sentences.production import Production, Result, ci_phrase, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.turn_restrictions import CantAttackThisTurn, CantBeRegeneratedThisTurn


def _cant_attack(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(ci_phrase(m.group(1)))
    if ref is None or not (targeted(ref) or ref.kind in ("enchanted", "equipped")):
        return None
    return CantAttackThisTurn(ref, or_block=bool(m.group("block")))


def _cant_be_regenerated(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(ci_phrase(m.group(1)))
    if ref is None or not (targeted(ref) or ref.kind in ("enchanted", "equipped")):
        return None
    return CantBeRegeneratedThisTurn(ref)


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"({_TGT}) can't attack(?P<block> or block)? this turn\.", _cant_attack, re.I),
    rule(rf"({_TGT}) can't be regenerated this turn\.", _cant_be_regenerated, re.I),
)
