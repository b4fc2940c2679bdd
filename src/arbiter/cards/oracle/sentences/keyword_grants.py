"""Sentences that grant several keywords for a time (CR 611.2a, 613.1f): "Target creature gains
flying and trample until end of turn.", "~ gains vigilance, lifelink, and haste until end of turn.",
"It gains deathtouch and indestructible until end of turn." (the one-keyword sentence is in
:mod:`.continuous`)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.keywords import ENGINE_KEYWORDS
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, ci_phrase, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.keyword_grants import GainKeywordsUntilEOT
from arbiter.mtg.ir.refs import Ref


def _gains_several(m: re.Match[str], ctx: Ctx) -> Result:
    parts = tuple(re.split(r", and |, | and ", m.group(3)))
    if len(parts) < 2 or not all(p in ENGINE_KEYWORDS for p in parts):
        return PASS
    phrase = m.group(1)
    ref = Ref("this") if phrase == "~" else ctx.target(ci_phrase(phrase))
    if ref is None:
        return None
    effect = GainKeywordsUntilEOT(ref, parts)
    return effect if effect.text(tuple(ctx.targets)) == m.string else PASS


PRODUCTIONS: tuple[Production, ...] = (rule(rf"(~|{_TGT}) gains ([a-z ,]+) until end of turn\.", _gains_several, re.I),)
