"""Combat sentences (CR 506–511): "Target creature can't block this turn.", "Remove target
attacking creature from combat.", "~ can't be blocked this turn.", and this turn's costs to
attack or block ("This turn, <rule>.", 611.2a)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.nouns import creature_filter
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, ci_phrase, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.combat.attack_rules import AttackDespiteDefenderThisTurn
from arbiter.mtg.effects.blocked_by_this_turn import CantBeBlockedByThisTurn
from arbiter.mtg.effects.combat import BecomesBlocked
from arbiter.mtg.effects.no_combat_damage import AssignsNoCombatDamage
from arbiter.mtg.effects.this_turn import TURN_RULES, ThisTurnRule
from arbiter.mtg.effects.untargetable import CantBeTargetedByOpponents
from arbiter.mtg.enums import CardType
from arbiter.mtg.model import (
    CantBeBlockedThisTurn,
    CantBlockThisTurn,
    Filter,
    Ref,
    RemoveFromCombat,
)


def _cant_block(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(ci_phrase(m.group(1)))
    return CantBlockThisTurn(ref) if ref else None


def _those_cant_block(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Those creatures can't block this turn." — the creatures of the last group of targets
    ("… to each of up to two target creatures.", CR 601.2c, 611.2a)."""
    if not ctx.targets or not ctx.targets[-1].group:
        return PASS
    last = ctx.targets[-1]
    if last.what is None or CardType.CREATURE not in last.what.types:
        return None
    first = next(i for i, t in enumerate(ctx.targets) if t.group == last.group)
    return CantBlockThisTurn(Ref("targets", first), those=True)


def _becomes_blocked(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 509.1h: "Target unblocked attacking creature becomes blocked."."""
    ref = ctx.target(ci_phrase(m.group(1)))
    if ref is None or not targeted(ref) or ctx.targets[ref.index].combat != "unblocked":
        return None
    return BecomesBlocked(ref)


def _remove_from_combat(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    if ref is None or not targeted(ref) or not ctx.targets[ref.index].combat:
        return None
    return RemoveFromCombat(ref, bool(m.group(2)))


def _this_turn_rule(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 611.2a: "This turn, <rule>." — the rule is read as a static ability would be; only the
    rules the engine applies for a turn are taken (:data:`~arbiter.mtg.effects.this_turn.TURN_RULES`)."""
    from arbiter.cards.oracle.statics import static_ability

    words = m.group(1)
    rule = static_ability(words[0].upper() + words[1:], aura=False)
    if not isinstance(rule, TURN_RULES):
        return PASS
    effect = ThisTurnRule(rule)
    return effect if effect.text(()) == m.string else PASS


def _self_or_target(m: re.Match[str], ctx: Ctx) -> Ref | None:
    phrase = m.group(1)
    return Ref("this") if phrase == "~" else ctx.target(ci_phrase(phrase))


def _assigns_none(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 510.1a: "~ assigns no combat damage this turn." — the ability's own creature ("It":
    only where "it" is the source)."""
    if not ctx.ability or (m.group(1) == "It" and (ctx.it != "self" or ctx.targets)):
        return None
    return AssignsNoCombatDamage(m.group(1))


def _despite_defender(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _self_or_target(m, ctx)
    return AttackDespiteDefenderThisTurn(ref) if ref else None


def _unblockable(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _self_or_target(m, ctx)
    return CantBeBlockedThisTurn(ref) if ref else None


def _shielded(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 611.2a, 115.1: "Target creature can't be the target of spells or abilities your opponents
    control this turn." (Vines of Vastwood)."""
    ref = _self_or_target(m, ctx)
    return CantBeTargetedByOpponents(ref) if ref else None


def _unblockable_by(m: re.Match[str], ctx: Ctx) -> Result:
    """ "~ can't be blocked by creatures with power 2 or less this turn." (CR 509.1b, 611.2a)."""
    by = unblockable_by_filter(m.group(m.re.groups))
    ref = _self_or_target(m, ctx) if by is not None else None
    return CantBeBlockedByThisTurn(ref, by) if ref is not None and by is not None else None


def unblockable_by_filter(noun: str) -> Filter | None:
    """The creatures named after "can't be blocked by" ("creature tokens", "Walls", "creatures
    with power 2 or less")."""
    if noun == "creature tokens":
        return Filter(noun, all_types=frozenset({CardType.CREATURE}), token=True)
    return creature_filter(noun)


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"Those creatures can't block this turn\.", _those_cant_block),
    rule(rf"({_TGT}) can't block this turn\.", _cant_block, re.I),
    rule(rf"({_TGT}) becomes blocked\.", _becomes_blocked, re.I),
    rule(rf"Remove {_TGT} from combat( and untap it)?\.", _remove_from_combat),
    rule(r"This turn, (.+\.)", _this_turn_rule),
    rule(r"(~|It) assigns no combat damage this turn\.", _assigns_none),
    rule(rf"(~|{_TGT}) can attack this turn as though it didn't have defender\.", _despite_defender, re.I),
    rule(rf"(~|{_TGT}) can't be blocked this turn\.", _unblockable, re.I),
    rule(rf"({_TGT}) can't be the target of spells or abilities your opponents control this turn\.", _shielded, re.I),
    rule(rf"(~|{_TGT}) can't be blocked by ([a-z0-9 ]+) this turn\.", _unblockable_by, re.I),
)
