"""Lines that stand for more than one ability, about combat: "Bestow [cost]" (CR 702.103a: an
alternative cost; casting bestowed is :mod:`arbiter.mtg.keywords.bestow`), and "Enchanted creature gets
+4/+1 and blocks each combat if able." — a boost (layer 7c) and a rule for the creature it's
attached to (an Aura's requirement, not an ability the creature gains)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.statics import static_ability
from arbiter.mtg.ir.abilities import Ability, Static
from arbiter.mtg.ir.casting_keywords import AlternativeCost
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import AttachedGrant, AttachedRestriction

_BOOST_AND_RULE = re.compile(
    r"(Enchanted|Equipped) creature gets ([+-]\d+)/([+-]\d+) and (attacks|blocks|can't|must) (.+)"
)


def combat_lines(line: str) -> list[Ability] | None:
    """The abilities such a line stands for, or None if it isn't one of them."""
    m = re.fullmatch(r"Bestow ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is None or cost.x or any(o != "S" for o in cost.other):
            return None
        return [AlternativeCost("bestow", cost, line)]
    m = _BOOST_AND_RULE.fullmatch(line)
    if m:
        rule = static_ability(f"~ {m.group(4)} {m.group(5)}", False)
        if not isinstance(rule, Static) or isinstance(rule, AttachedGrant | AttachedRestriction):
            return None
        boost = AttachedGrant(m.group(1), int(m.group(2)), int(m.group(3)))
        restriction = AttachedRestriction(m.group(1), rule, joined=True)
        return [boost, restriction]
    return None
