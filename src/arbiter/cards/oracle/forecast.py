"""Forecast (CR 702.57a): "Forecast — [Cost], Reveal ~ from your hand: [Effect]" — an activated
ability activated only from its owner's hand, only during their upkeep and only once each turn
(702.57b). The line compiles to that activated ability and renders as printed, once the
ability read from its cost and effect renders the same words."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.activated import activated_ability
from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.keywords.forecast import OWNERS_UPKEEP, RevealThisFromHand

_FORECAST = re.compile(r"Forecast \u2014 (.+), Reveal ~ from your hand: (.+)")


def forecast_ability(line: str) -> list[Ability] | None:
    """The forecast ability ``line`` stands for, or None if it isn't one (or can't be read)."""
    m = _FORECAST.fullmatch(line)
    if m is None:
        return None
    base = activated_ability(m.group(1), m.group(2))
    if base is None or base.is_mana or base.modes or base.from_hand or base.from_graveyard:
        return None
    plain = not (base.once_each_turn or base.only_if or base.sorcery_speed or base.instant_speed or base.your_turn)
    if not plain or base.per_turn or base.min_counters or base.activators or base.taps:
        return None  # ({T} can't be paid from the hand; other restrictions would change the ability)
    if base.text() != f"{m.group(1)}: {m.group(2)}":
        return None
    costs = (*base.costs, RevealThisFromHand())
    return [
        replace(base, costs=costs, from_hand=True, once_each_turn=True, only_if=OWNERS_UPKEEP, keyword_text=line)
    ]
