"""Cumulative upkeep with a cost that isn't mana (CR 702.24a): "Cumulative upkeep—Pay N life.",
"…—Put a -1/-1 counter on ~.", "…—An opponent gains 1 life." and "…—Add {R}." compile to the
upkeep triggered ability the keyword stands for; the keyword renders the line, so the card's text
round-trips."""

from __future__ import annotations

import re

from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.effects.cumulative_upkeep import (
    ADD_RED,
    LIFE,
    MINUS_COUNTER,
    OPPONENT_GAINS,
    CumulativeUpkeepPaid,
)
from arbiter.mtg.ir.abilities import Ability, TriggeredAbility

_LIFE = re.compile(r"Cumulative upkeep\u2014Pay (\d+) life\.")
_COUNTER = re.compile(r"Cumulative upkeep\u2014Put (a|one|two) -1/-1 counters? on ~\.")


def cumulative_upkeep_paid(line: str) -> list[Ability] | None:
    """The upkeep trigger "Cumulative upkeep—<cost>" stands for, or None if it isn't one of these."""
    m = _LIFE.fullmatch(line)
    effect = None
    if m is not None:
        effect = CumulativeUpkeepPaid(LIFE, int(m.group(1)), line.split("\u2014", 1)[1])
    m = _COUNTER.fullmatch(line)
    if m is not None and (m.group(1) == "a") == line.endswith(" counter on ~."):
        effect = CumulativeUpkeepPaid(MINUS_COUNTER, NUMBERS[m.group(1)], line.split("\u2014", 1)[1])
    if line == "Cumulative upkeep\u2014An opponent gains 1 life.":
        effect = CumulativeUpkeepPaid(OPPONENT_GAINS, 1, "An opponent gains 1 life.")
    if line == "Cumulative upkeep\u2014Add {R}.":
        effect = CumulativeUpkeepPaid(ADD_RED, 1, "Add {R}.")
    if effect is None:
        return None
    upkeep = "At the beginning of your upkeep"
    return [TriggeredAbility("upkeep", (effect,), trigger_text=upkeep, keyword_text=line)]
