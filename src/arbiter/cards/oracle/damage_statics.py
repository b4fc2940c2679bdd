"""CR 510.1a, 101.1: "Each creature [you control][ with toughness greater than its power] assigns
combat damage equal to its toughness rather than its power." (Doran, the Siege Tower; Assault
Formation; Bedrock Tortoise)."""

from __future__ import annotations

import re

from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.damage_by_toughness import AssignsDamageByToughness


def damage_by_toughness(line: str) -> AssignsDamageByToughness | None:
    m = re.fullmatch(
        r"Each creature( you control)?( with toughness greater than its power)? assigns combat damage equal to "
        r"its toughness rather than its power\.",
        line,
    )
    if m is None:
        return None
    what = Filter(
        "creatures you control" if m.group(1) else "creatures",
        frozenset({CardType.CREATURE}),
        controller="you" if m.group(1) else "",
        zone=Zone.BATTLEFIELD,
    )
    return AssignsDamageByToughness(what, line, greater_only=bool(m.group(2)))
