"""Requirements for a turn (CR 508.1d, 509.1c, 611.2a): "Target creature must be blocked this turn
if able.", "Target creature attacks this turn if able.", "Target creature blocks this turn if
able." — with "~", "it", "that creature" or "enchanted creature" as the subject too; and a token
put onto the battlefield blocking (509.4): "Create a 1/1 green Saproling creature token that's
blocking target creature attacking you."; and additional combat phases (500.8): "Untap all creatures
that attacked this turn.", "After this main phase, there is an additional combat phase followed by
an additional main phase."; goad (701.15a): "Goad target creature."; detain (701.35a): "Detain target
creature an opponent controls."."""

from __future__ import annotations

import re
from collections.abc import Callable

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.sentences.production import Production, Result, ci_phrase, exact, rule, verb_target
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.blocking_tokens import CreateTokenBlocking
from arbiter.mtg.effects.combat_requirements import AllBlockThisTurn, CombatThisTurnIfAble, MustBeBlockedThisTurn
from arbiter.mtg.effects.detain import Detain
from arbiter.mtg.effects.extra_blocks import CanBlockAdditionalThisTurn
from arbiter.mtg.effects.goad import Goad
from arbiter.mtg.effects.tap import Tap
from arbiter.mtg.effects.tokens import CreateToken
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.model import Ref
from arbiter.mtg.turn.extra_phases import WORDS as PHASE_WORDS
from arbiter.mtg.turn.extra_phases import AdditionalCombatPhase

_SUBJECT = rf"(~|it|that creature|enchanted creature|{_TGT})"


def _ref(m: re.Match[str], ctx: Ctx) -> Ref | None:
    phrase = m.group(1)
    return ctx.subject(phrase if phrase == "~" else ci_phrase(phrase))


def _must_be_blocked(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _ref(m, ctx)
    return MustBeBlockedThisTurn(ref, m.group("each") is not None) if ref is not None else None


def _all_block(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _ref(m, ctx)
    return AllBlockThisTurn(ref) if ref is not None else None


def _if_able(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _ref(m, ctx)
    verb = m.group(m.re.groups)  # the last group: "attacks" or "blocks"
    return CombatThisTurnIfAble(ref, block=verb == "blocks") if ref is not None else None


def _block_additional(m: re.Match[str], ctx: Ctx) -> Result:
    """ "~ can block an additional creature this turn." (CR 509.1a)."""
    ref = _ref(m, ctx)
    return CanBlockAdditionalThisTurn(ref) if ref is not None else None


def _token_blocking(m: re.Match[str], ctx: Ctx) -> Result:
    from arbiter.cards.oracle.sentences import plain_sentence  # (the token clause is a sentence of its own)

    token = plain_sentence(m.group(1) + ".", ctx)
    if not isinstance(token, CreateToken) or token.count != 1:
        return None
    attacker = ctx.target(m.group(2))
    if attacker is None or not targeted(attacker) or ctx.targets[attacker.index].combat != "attacking you":
        return None
    made = CreateTokenBlocking(token, attacker)
    return made if made.text(tuple(ctx.targets)) == m.string else None


def _untap_attacked(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Untap all creatures that attacked this turn.": untapping over a group whose filter asks
    what each creature did this turn (CR 701.26b; "attacked": declared as an attacker, 508.1)."""
    what = Filter(m.group(1), frozenset({CardType.CREATURE}), this_turn="attacked")
    return Tap(Each((what,)), untap=True)


def _phases(words: str) -> Callable[[re.Match[str], Ctx], Result]:
    """The builder of the additional phases sentence ``words`` (CR 500.8)."""
    return lambda m, ctx: AdditionalCombatPhase(words)


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"Untap all (creatures that attacked this turn)\.", _untap_attacked),
    *(exact(AdditionalCombatPhase(w).text(()), _phases(w)) for w in PHASE_WORDS),
    rule(r"(Create an? .+ creature token) that's blocking (target creature attacking you)\.", _token_blocking),
    rule(rf"{_SUBJECT} must be blocked(?P<each> each combat)? this turn if able\.", _must_be_blocked, re.I),
    rule(rf"All creatures able to block {_SUBJECT} this turn do so\.", _all_block),  # CR 509.1c
    rule(rf"{_SUBJECT} (attacks|blocks) this turn if able\.", _if_able, re.I),
    rule(rf"{_SUBJECT} can block an additional creature this turn\.", _block_additional, re.I),
    verb_target("Goad", Goad),  # CR 701.15a
    verb_target("Detain", Detain),  # CR 701.35a
)
