"""Rules of the object itself that hold only while a condition does (CR 611.3a, 604.2):

- "As long as <condition>, ~ gets +2/+1 and can't block." / "…, ~ gets +2/+2, has flying, and
  attacks each combat if able." — the bonus and keywords through the layers (613.4c, 613.1f),
  the combat rules as if printed alone;
- "~ can't be blocked as long as <condition>." / "~ can block an additional creature each combat
  as long as <condition>.";
- "~ can't attack unless <condition>." / "~ can't block unless you control another Zombie." —
  the rule applies while the condition doesn't hold (checked as attackers or blockers are
  declared, 508.1c, 509.1b); "~ can't attack if defending player controls an untapped land." /
  "~ can't block if you control an untapped land." — while it holds.

Only the combat rules the engine looks up among the object's statics are read here."""

from __future__ import annotations

import re

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.combat import (
    AttacksEachCombat,
    BlocksEachCombat,
    CanBlockMore,
    CantAttack,
    CantBeBlocked,
    CantBeBlockedByMoreThanOne,
    CantBlock,
    CantBlockOrBeBlocked,
    MustBeBlocked,
)
from arbiter.mtg.ir.statics.conditional import RulesWhile
from arbiter.mtg.ir.statics.game_outcome import CantLoseOrWin
from arbiter.mtg.ir.statics.grants import GrantToControlled

# the rules read through the object's statics (combat.blocking, combat.phase)
_RULES = (
    AttacksEachCombat, BlocksEachCombat, CanBlockMore, CantAttack, CantBeBlocked, CantBeBlockedByMoreThanOne,
    CantBlock, CantBlockOrBeBlocked, MustBeBlocked,
)  # fmt: skip


def _rule(words: str) -> Static | None:
    """ "can't block" → the rule "~ can't block." as the static grammar reads it, if it is one
    of :data:`_RULES`."""
    from arbiter.cards.oracle.statics import static_ability  # (the grammar recurses)

    rule = static_ability(f"~ {words}.", False)
    return rule if isinstance(rule, Static) and type(rule) in _RULES else None


def _predicates(words: str) -> tuple[int, int, tuple[str, ...], tuple[Static, ...]] | None:
    """ "gets +2/+1 and can't block", "gets +2/+2, has flying, and attacks each combat if able"
    → (power, toughness, keywords, rules)."""
    power = toughness = 0
    keywords: tuple[str, ...] = ()
    rules: list[Static] = []
    for item in re.split(r", and |, | and (?=gets |has |can|attacks |blocks |must )", words):
        pt = re.fullmatch(r"gets ([+-]\d+)/([+-]\d+)", item)
        if pt and not (power or toughness):
            power, toughness = int(pt.group(1)), int(pt.group(2))
            continue
        if item.startswith("has ") and not keywords:
            found = keyword_list(item[4:])
            if found is None:
                return None
            keywords = found
            continue
        rule = _rule(item)
        if rule is None:
            return None
        rules.append(rule)
    return (power, toughness, keywords, tuple(rules)) if rules else None


def conditional_rules(line: str) -> RulesWhile | None:
    """The line as rules of ~ under a condition, or None."""
    m = re.fullmatch(r"As long as (.+?), (?:~|it) (.+)\.", line)
    if m is not None:
        if m.group(0).startswith("As long as ") and ", it " in line and not m.group(1).startswith("~ "):
            return None
        cond_words, unless, words = m.group(1), False, m.group(2)
    else:
        # "~ can't attack if …": a restriction checked as attackers are declared (508.1c) — read
        # only where no "as long as" or "unless" follows ("~ attacks each combat if able unless …")
        m = re.fullmatch(r"~ (.+?) (as long as|unless) (.+)\.", line) or re.fullmatch(
            r"~ (can't (?:attack|block)\b.*?) (if) (.+)\.", line
        )
        if m is None:
            return None
        cond_words, unless, words = m.group(3), m.group(2) == "unless", m.group(1)
    condition = parse_condition(cond_words)
    found = _predicates(words)
    if condition is None or found is None:
        return None
    power, toughness, keywords, rules = found
    if unless and (power or toughness or keywords):
        return None
    grant = None
    if power or toughness or keywords:
        grant = GrantToControlled(
            Filter("~"), keywords, power, toughness, text_=line, self_only=True, condition=condition
        )
    return RulesWhile(condition, rules, line, grant, unless)


def outcome_while(line: str) -> RulesWhile | None:
    """CR 611.3a, 104.3, 104.2b: "As long as you control twelve or more Birds, you can't lose the
    game and opponents can't win the game." (The Bird Champion) — the rule while the condition holds."""
    m = re.fullmatch(r"As long as (.+?), you can't lose the game and (?:your )?opponents can't win the game\.", line)
    condition = parse_condition(m.group(1)) if m is not None else None
    if m is None or condition is None:
        return None
    return RulesWhile(condition, (CantLoseOrWin(line, "you", "opponents"),), line)
