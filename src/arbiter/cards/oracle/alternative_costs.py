"""Alternative costs other than mana in Oracle words (CR 118.9, 601.2b): "You may pay 1 life and
exile a blue card from your hand rather than pay ~'s mana cost." (Force of Will), "If it's not
your turn, you may exile a blue card from your hand rather than pay ~'s mana cost." (Force of
Negation), "You may return an Island you control to its owner's hand rather than pay ~'s mana
cost." (Daze), "You may sacrifice two Mountains rather than pay ~'s mana cost." (Fireblast), "You
may pay {1} and return a basic land you control to its owner's hand rather than pay ~'s mana cost."
(Fieldmist Borderpost), and
evoke with such a cost, "Evoke—Exile a white card from your hand." (Solitude, 702.74a)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.costs import alternative_parts
from arbiter.mtg.ir.casting_keywords import AlternativeCost
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import Ability

_RATHER = re.compile(r"(?:If (.+), you|You) may ((?!pay \{)(?!cast ).+?) rather than pay ~'s mana cost\.")
_EVOKE = re.compile(r"Evoke—(.+)\.")
_MANA_AND = re.compile(r"You may pay ((?:\{[^}]+\})+) and (.+?) rather than pay ~'s mana cost\.")


def alternative_cost(line: str) -> list[Ability] | None:
    """The alternative cost the line states, when some part of it isn't mana; else None (the
    line may be another shape)."""
    m = _RATHER.fullmatch(line)
    if m:
        condition = parse_condition(m.group(1)) if m.group(1) else None
        parts = alternative_parts(m.group(2))
        if parts is None or (m.group(1) and condition is None):
            return None
        return [AlternativeCost("alternative", ManaCost(0, text=""), line, condition, parts)]
    m = _MANA_AND.fullmatch(line)
    if m:
        # "You may pay {1} and return a basic land you control to its owner's hand rather than pay
        # ~'s mana cost." (the borderposts): mana and another part, paid together (CR 118.9, 601.2h)
        cost, parts = ManaCost.parse(m.group(1)), alternative_parts(m.group(2))
        if cost is None or cost.x or cost.other or parts is None:
            return None
        return [AlternativeCost("alternative", cost, line, None, parts)]
    m = _EVOKE.fullmatch(line)
    if m:
        from arbiter.cards.oracle.keyword_abilities import evoke_abilities  # (it imports this module)

        parts = alternative_parts(m.group(1))
        if parts is None:
            return None
        alt, sacrifice = evoke_abilities(line)
        return [replace(alt, parts=parts), sacrifice]
    return None
