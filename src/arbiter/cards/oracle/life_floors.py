"""Reading "Damage that would reduce your life total to less than N reduces it to N instead." with
its conditions ("If you control a creature, …", "As long as your life total is 7 or greater, …")
into a :class:`~arbiter.mtg.ir.statics.life_floor.LifeFloor` (CR 614.1a, 611.3a)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.mtg.ir.statics.life_floor import LifeFloor

_FLOOR = re.compile(
    r"(?:(?:If|As long as) (?P<cond>.+?), )?[Dd]amage that would reduce your life total to less than "
    r"(?P<n>\d+) reduces it to (?P<m>\d+) instead\."
)


def life_floor(line: str) -> LifeFloor | None:
    """The line as a life floor, or None (an unread condition, or two different numbers)."""
    m = _FLOOR.fullmatch(line)
    if m is None or m.group("n") != m.group("m"):
        return None
    condition = None
    if m.group("cond"):
        condition = parse_condition(m.group("cond"))
        if condition is None:
            return None
    return LifeFloor(int(m.group("n")), line, condition)
