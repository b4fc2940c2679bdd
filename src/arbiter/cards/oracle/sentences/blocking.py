"""Requirements for a turn (CR 508.1d, 509.1c, 611.2a): "Target creature must be blocked this turn
if able.", "Target creature attacks this turn if able.", "Target creature blocks this turn if
able." — with "~", "it", "that creature" or "enchanted creature" as the subject too."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import Production, Result, ci_phrase, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.combat_requirements import CombatThisTurnIfAble, MustBeBlockedThisTurn
from arbiter.mtg.model import Ref

_SUBJECT = rf"(~|it|that creature|enchanted creature|{_TGT})"


def _ref(m: re.Match[str], ctx: Ctx) -> Ref | None:
    phrase = m.group(1)
    return ctx.subject(phrase if phrase == "~" else ci_phrase(phrase))


def _must_be_blocked(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _ref(m, ctx)
    return MustBeBlockedThisTurn(ref) if ref is not None else None


def _if_able(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _ref(m, ctx)
    verb = m.group(m.re.groups)  # the last group: "attacks" or "blocks"
    return CombatThisTurnIfAble(ref, block=verb == "blocks") if ref is not None else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"{_SUBJECT} must be blocked this turn if able\.", _must_be_blocked, re.I),
    rule(rf"{_SUBJECT} (attacks|blocks) this turn if able\.", _if_able, re.I),
)
