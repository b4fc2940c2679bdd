"""Keyword lines of costs and alternative casting (CR 702): ninjutsu (702.49) — each compiles
into the abilities its rule says it means and renders as the keyword, so the text round-trips."""

from __future__ import annotations

import re

from arbiter.mtg.costs.ninjutsu import NINJUTSU_RETURN
from arbiter.mtg.costs.parts import PayMana
from arbiter.mtg.effects.cost_keywords import NinjutsuEnters
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility
from arbiter.mtg.mana.pool import ManaCost


def cost_keyword(line: str) -> list[Ability] | None:
    """The abilities ``line`` stands for, or None if it isn't one of these keywords."""
    m = re.fullmatch(r"Ninjutsu ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is None or cost.x or cost.other:
            return None
        # CR 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking
        # creature you control to its owner's hand: Put this card onto the battlefield from your
        # hand tapped and attacking." (the card is public information to the engine's players)
        costs = (PayMana(cost), NINJUTSU_RETURN)
        return [ActivatedAbility(costs, (NinjutsuEnters(),), from_hand=True, keyword_text=line)]
    return None
