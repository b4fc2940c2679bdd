"""A group's combat rule for the rest of the turn (CR 611.2a, 611.2c): "Creatures without flying
can't block this turn.", "Creatures your opponents control can't block this turn.", "Creatures you
control can't be blocked this turn." — the rule a static ability would put on each permanent of
the group (CR 604.2, :mod:`arbiter.cards.oracle.group_rules`), made by a resolving instruction."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.effects.group_this_turn import GroupRuleThisTurn
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.combat import CantAttack, CantBeBlocked, CantBlock
from arbiter.mtg.ir.statics.group_rules import GroupRule

# the rule on each permanent of the group, by the group's (plural) verb — as a static's (604.2)
TURN_GROUP_RULES: dict[str, Static] = {
    "can't attack or block": CantAttack(or_block=True),
    "can't attack": CantAttack(),
    "can't block": CantBlock(),
    "can't be blocked": CantBeBlocked(),
}

_NOT_GROUPS = ("~", "It", "They", "That", "Those", "Each", "Enchanted", "Equipped", "Other", "Up to", "Target")


def _group_this_turn(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 611.2a, 611.2c: the group is read whenever the rule is, for the instruction's controller."""
    words = m.group(1)
    if words.startswith(_NOT_GROUPS) or " target " in f" {words} " or "that player" in words:
        return PASS
    f = noun_phrase(words[0].lower() + words[1:])
    if f is None or f.types != frozenset({CardType.CREATURE}) or f.other or not _plain(f):
        return None
    line = f"{words} {m.group(2)}."
    return GroupRuleThisTurn(GroupRule(f, TURN_GROUP_RULES[m.group(2)], line), m.string)


def _plain(f: Filter) -> bool:
    """A description the matcher reads as it stands, of permanents (no "chosen", no history)."""
    plain = f.chosen is None and not f.this_turn and not f.named and not f.combat
    return plain and f.zone in (None, Zone.BATTLEFIELD)


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"([A-Z][a-z0-9 ',]+?) ({'|'.join(TURN_GROUP_RULES)}) this turn\.", _group_this_turn),
)
