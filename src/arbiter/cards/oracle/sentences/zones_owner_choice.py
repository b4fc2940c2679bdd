"""A permanent put into its owner's library at the place its owner chooses (CR 608.2d, 400.3):
"Target creature's owner puts it on their choice of the top or bottom of their library."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.sentences.production import Production, Result, ci_phrase, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.top_or_bottom import PutOnTopOrBottom
from arbiter.mtg.enums import Zone


def _top_or_bottom(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(ci_phrase(m.group(1)))
    if ref is None or not targeted(ref) or ref.kind != "target":
        return None
    spec = ctx.targets[ref.index]
    if spec.players or spec.zone is not Zone.BATTLEFIELD:
        return None  # (a permanent: "it" goes from the battlefield to its owner's library)
    return PutOnTopOrBottom(ref)


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"({_TGT})'s owner puts it on their choice of the top or bottom of their library\.", _top_or_bottom, re.I),
)
