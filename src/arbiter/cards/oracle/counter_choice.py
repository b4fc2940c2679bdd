"""The keyword lines "Unleash" (CR 702.98a) and "Riot" (702.136a): a choice as the permanent
enters (614.12) — an additional +1/+1 counter or not — and what follows from it."""

from __future__ import annotations

from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.ir.counter_choice import COUNTER_CHOICE_RULES, CantBlockWithPlusOneCounter, MayEnterWithCounter


def counter_choice_keyword(line: str) -> list[Ability] | None:
    """ "Unleash" → the choice and "can't block as long as it has a +1/+1 counter on it" (702.98a);
    "Riot" → the choice, with haste if the counter isn't chosen (702.136a); else None."""
    if line not in COUNTER_CHOICE_RULES:
        return None
    choice = MayEnterWithCounter(line)
    return [choice, CantBlockWithPlusOneCounter()] if line == "Unleash" else [choice]
