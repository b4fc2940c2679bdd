"""Targets put into their owner's library (CR 400.3, 401.4): at the place the owner chooses (608.2d)
— "Target creature's owner puts it on their choice of the top or bottom of their library." — and a
card from your own graveyard — "Put target creature card from your graveyard on top of your
library." (your library is that card's owner's)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.sentences.production import Production, Result, ci_phrase, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.top_or_bottom import PutOnTopOrBottom
from arbiter.mtg.effects.zones import PutIntoLibrary
from arbiter.mtg.enums import Zone


def _top_or_bottom(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(ci_phrase(m.group(1)))
    if ref is None or not targeted(ref) or ref.kind != "target":
        return None
    spec = ctx.targets[ref.index]
    if spec.players or spec.zone is not Zone.BATTLEFIELD:
        return None  # (a permanent: "it" goes from the battlefield to its owner's library)
    return PutOnTopOrBottom(ref)


def _from_your_graveyard(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind != "target" or not m.group(1).endswith(" from your graveyard"):
        return None
    if ctx.targets[ref.index].zone is not Zone.GRAVEYARD:
        return None
    return PutIntoLibrary(ref, m.group(3) == "the bottom", m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"Put ({_TGT}) on (top|the bottom) of your library\.", _from_your_graveyard),
    rule(rf"({_TGT})'s owner puts it on their choice of the top or bottom of their library\.", _top_or_bottom, re.I),
)
