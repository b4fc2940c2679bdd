"""Static abilities about blocking that other productions don't read (CR 506.5, 509.1b,
702.28b): "~ can't block Humans.", "~ can block creatures with shadow as though they didn't have
shadow.", "~ can't attack or block alone.", "~ can't be blocked unless all creatures defending
player controls block it.", "~ has hexproof unless it's attacking or blocking."."""

from __future__ import annotations

import re
from collections.abc import Callable

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.nouns import creature_filter, creatures_noun, grouped
from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.ir.conditions import SourceIs
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.cast_limits import DURING, CastOnlyDuring, CastOnlyIf
from arbiter.mtg.ir.statics.combat import (
    AssignsAsThoughUnblocked,
    BlocksShadowAsThough,
    CantAttackOrBlockAlone,
    CantBeBlockedExceptByCreatures,
    CantBeBlockedUnlessAll,
    CantBlockCreatures,
    CastOnlyDuringCombat,
    CastOnlyWhenAttacked,
    GroupAttacksEachCombat,
)
from arbiter.mtg.model import GrantToControlled

Result = Ability | None | Pass
Builder = Callable[[re.Match[str], bool], Result]


def _cant_block_creatures(m: re.Match[str], aura: bool) -> Result:
    f = creature_filter(m.group(1))
    return CantBlockCreatures(f) if f is not None and f.text == m.group(1) else PASS


def creatures_either(text: str) -> tuple[Filter, ...] | None:
    """ "creatures with flying or reach", "Walls and/or creatures with flying", "black creatures" —
    one or two descriptions of creatures, any of which will do; None if one isn't read."""
    m = re.fullmatch(r"creatures with ([a-z]+) or ([a-z]+)", text)
    parts = [f"creatures with {m.group(1)}", f"creatures with {m.group(2)}"] if m else text.split(" and/or ")
    filters = tuple(creature_filter(p) for p in parts)
    return None if any(f is None for f in filters) else tuple(f for f in filters if f is not None)


def _blocked_except(m: re.Match[str], aura: bool) -> Result:
    """ "~ can't be blocked except by <creatures>." (CR 509.1b); the numbered "except by two or
    more creatures" is read by its own production."""
    by = creatures_either(m.group(1))
    return CantBeBlockedExceptByCreatures(by, m.group(1)) if by else PASS


def _group_attacks(m: re.Match[str], aura: bool) -> Result:
    """ "[Other] <creatures> you control attack each combat if able." (CR 508.1d)."""
    noun = m.group(2)
    f = creatures_noun("creatures" if noun == "Creatures" else noun)
    return GroupAttacksEachCombat(grouped(f, "you", bool(m.group(1))), m.string) if f is not None else PASS


def _alone(m: re.Match[str], aura: bool) -> Result:
    what = m.group(1)
    return CantAttackOrBlockAlone(attack="attack" in what, block="block" in what)


COMBAT_STATICS: tuple[tuple[re.Pattern[str], Builder], ...] = (
    (re.compile(r"~ can't (attack or block|attack|block) alone\."), _alone),
    (
        re.compile(r"You may have ~ assign its combat damage as though it weren't blocked\."),
        lambda m, aura: AssignsAsThoughUnblocked(),
    ),  # CR 510.1b-c
    (
        re.compile(r"~ can block creatures with shadow as though (they didn't have|it had) shadow\."),
        lambda m, aura: BlocksShadowAsThough(it_had=m.group(1) == "it had"),  # CR 702.28b
    ),
    (
        re.compile(r"~ can't be blocked unless all creatures defending player controls block it\."),
        lambda m, aura: CantBeBlockedUnlessAll(),
    ),
    (re.compile(r"~ can't block ((?!alone)[A-Za-z0-9 ]+)\."), _cant_block_creatures),
    (re.compile(r"~ can't be blocked except by ([A-Za-z/ ]+)\."), _blocked_except),
    (re.compile(r"(Other )?([A-Za-z ]+?) you control attack each combat if able\."), _group_attacks),
)


def _unless_in_combat(m: re.Match[str], aura: bool) -> Result:
    """ "~ has hexproof unless it's attacking or blocking." — a keyword of its own while a
    condition holds (CR 604.2, 611.3a): here, while it isn't in combat as an attacker or blocker."""
    kws = keyword_list(m.group(1))
    if kws is None:
        return PASS
    condition = SourceIs(f"unless it's {m.group(2)}", f"not {m.group(2)}")
    return GrantToControlled(Filter("~"), kws, self_only=True, condition=condition, text_=m.string)


def _during_combat(m: re.Match[str], aura: bool) -> Result:
    return CastOnlyDuringCombat(m.group(1) or "", m.group(2) or "")


COMBAT_STATICS += (
    (
        re.compile(
            r"Cast ~ only during combat(?: on (your|an opponent's) turn)?(?: (before|after) blockers are declared)?\."
        ),
        _during_combat,
    ),
    (
        re.compile(r"Cast ~ only during the declare attackers step and only if you've been attacked this step\."),
        lambda m, aura: CastOnlyWhenAttacked(),
    ),
    (re.compile(r"~ has ([a-z ,]+) unless it's (attacking or blocking|attacking|blocking)\."), _unless_in_combat),
    (re.compile(r"Cast ~ only if (.+)\."), lambda m, aura: _cast_only_if(m.group(1))),
    (
        re.compile(r"Cast ~ only during (.+)\."),
        lambda m, aura: CastOnlyDuring(m.group(1)) if m.group(1) in DURING else None,
    ),
)


def _cast_only_if(words: str) -> Result:
    """ "Cast ~ only if <condition>." (CR 601.3)."""
    condition = parse_condition(words)
    return CastOnlyIf(condition) if condition is not None else None
