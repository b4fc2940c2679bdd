"""Rules a permanent imposes on a group of permanents (CR 604.2): "Creatures can't block.",
"Non-Human creatures you control can't attack.", "Goblin creatures attack each combat if able.",
"Islands don't untap during their controllers' untap steps." (502.3), "Each creature you control
can block an additional creature each combat.", "Each creature you control with power 4 or greater
can't be blocked by more than one creature." — each rule is one the engine reads among a
permanent's own statics (508.1c–d, 509.1a–c)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.layer_statics import permanents_group
from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.combat import (
    AttacksEachCombat,
    BlocksEachCombat,
    CanBlockMore,
    CanBlockOnly,
    CantAttack,
    CantBeBlocked,
    CantBeBlockedByMoreThanOne,
    CantBlock,
    MustBeBlocked,
)
from arbiter.mtg.ir.statics.group_rules import GroupRule
from arbiter.mtg.ir.statics.rules import DoesntUntapItself

# the group's verb (plural) → the rule as printed on one permanent
_RULES: dict[str, Static] = {
    "can't attack": CantAttack(),
    "can't block": CantBlock(),
    "can't attack or block": CantAttack(or_block=True),
    "can't be blocked": CantBeBlocked(),
    "attack each combat if able": AttacksEachCombat(),
    "block each combat if able": BlocksEachCombat(),
    "must be blocked if able": MustBeBlocked(),
    # CR 502.3: each permanent of the group stays tapped during its controller's untap step
    "don't untap during their controllers' untap steps": DoesntUntapItself("its controller's"),
    # CR 509.1b: a restriction on each blocker of the group (Chaosphere, Dense Canopy)
    "can block only creatures with flying": CanBlockOnly(Filter("creatures with flying", keyword="flying")),
}
_EACH_RULES: dict[str, Static] = {
    "can block an additional creature each combat": CanBlockMore(1),
    "can't be blocked by more than one creature": CantBeBlockedByMoreThanOne(),
    "can't attack": CantAttack(),
    "can't block": CantBlock(),
    "can't be blocked": CantBeBlocked(),
    "attacks each combat if able": AttacksEachCombat(),
}


def group_rule(line: str) -> GroupRule | None:
    """The line as a rule on each permanent of a group, or None."""
    m = re.fullmatch(rf"Each (creature .+?) ({'|'.join(_EACH_RULES)})\.", line)
    if m is not None:
        f = noun_phrase(m.group(1))
        rule = _EACH_RULES[m.group(2)]
    else:
        m = re.fullmatch(rf"(.+?) ({'|'.join(_RULES)})\.", line)
        if m is None or m.group(1).startswith(("~", "Enchanted", "Equipped", "Each", "It", "They", "As ")):
            return None
        f = permanents_group(m.group(1)) or _keyword_creatures(m.group(1))
        rule = _RULES[m.group(2)]
    if f is None or f.zone not in (None, Zone.BATTLEFIELD) or not _plain(f):
        return None
    return GroupRule(replace(f, zone=Zone.BATTLEFIELD), rule, line)


def _keyword_creatures(words: str) -> Filter | None:
    """ "Creatures with flying", "Creatures without flying" — a rule's group described by a keyword,
    read whenever the rule is (the rule changes no characteristic, so no layer depends on it, 613.8)."""
    if not words.startswith(("Creatures with ", "Creatures without ")):
        return None
    f = noun_phrase(words[0].lower() + words[1:])
    return f if f is not None and f.keyword and f.types == frozenset({CardType.CREATURE}) else None


def _plain(f: Filter) -> bool:
    """A description the matcher reads as it stands (no "chosen", no "this turn" history)."""
    return f.chosen is None and not f.this_turn and not f.named and not f.combat
