"""Firebending (CR 702.189a): "Firebending N" means "Whenever this creature attacks, add N {R}.
Until end of combat, you don't lose this mana as steps and phases end." — also "Firebending X,
where X is <a count>." (the count taken as the ability resolves, 608.2h). The triggered ability
renders the keyword line."""

from __future__ import annotations

import re

from arbiter.cards.oracle.amounts import parse_count
from arbiter.mtg.amounts import Counted
from arbiter.mtg.effects.firebending import AddRedUntilEndOfCombat
from arbiter.mtg.ir.abilities import Ability, TriggeredAbility
from arbiter.mtg.ir.effect import Effect


def firebending_ability(line: str) -> list[Ability] | None:
    """The triggered ability "Firebending N" stands for, or None if ``line`` isn't it."""
    effect: Effect | None = None
    m = re.fullmatch(r"Firebending (\d+)", line)
    if m is not None:
        effect = AddRedUntilEndOfCombat(int(m.group(1)))
    m = re.fullmatch(r"Firebending X, where X is (.+)\.", line)
    if m is not None:
        count = parse_count(m.group(1))
        if count is None:
            return None
        effect = Counted(AddRedUntilEndOfCombat(1), count, "where X", line)
    if effect is None:
        return None
    return [TriggeredAbility("attacks", (effect,), trigger_text="Whenever ~ attacks", keyword_text=line)]
