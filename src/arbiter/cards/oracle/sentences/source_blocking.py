"""Blocking the ability's own creature (CR 509.1b–c, 611.2a): "Target creature blocks ~ this turn
if able.", "Target creature can't block ~ this turn.", and "Untap it and remove it from combat."
(after "Whenever ~ becomes blocked", 506.4)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, ci_phrase, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.source_blocking import BlocksSourceThisTurn, CantBlockSourceThisTurn, UntapAndRemoveFromCombat
from arbiter.mtg.enums import CardType
from arbiter.mtg.model import Ref


def _target_creature(m: re.Match[str], ctx: Ctx) -> Ref | None:
    """The target creature of the sentence, in an ability of a permanent (whose "~" is its source)."""
    if not ctx.ability or not m.group(1).startswith("Target "):
        return None
    ref = ctx.target(ci_phrase(m.group(1)))
    if ref is None or not targeted(ref):
        return None
    what = ctx.targets[ref.index].what
    return ref if what is not None and CardType.CREATURE in what.types | what.all_types else None


def _blocks_source(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _target_creature(m, ctx)
    return BlocksSourceThisTurn(ref) if ref is not None else None


def _cant_block_source(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _target_creature(m, ctx)
    return CantBlockSourceThisTurn(ref) if ref is not None else None


def _untap_and_remove(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 506.4, 701.26b: the trigger's own creature ("it", "~") or the one it was about ("that creature")."""
    words = m.group(1)
    if words == "~":
        return UntapAndRemoveFromCombat(Ref("this")) if ctx.ability else None
    ref = ctx.target(words)
    if ref is None or ref.kind not in ("it_self", "subject", "it_subject"):
        return PASS
    return UntapAndRemoveFromCombat(ref)


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"({_TGT}) blocks ~ this turn if able\.", _blocks_source, re.I),
    rule(rf"({_TGT}) can't block ~ this turn\.", _cant_block_source, re.I),
    rule(r"Untap (~|it|that creature) and remove it from combat\.", _untap_and_remove),
)
