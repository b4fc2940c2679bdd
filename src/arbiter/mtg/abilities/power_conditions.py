"""Conditions on creatures' power that an activated ability's "Activate only if …" states (CR 602.5b,
602.1b), read from power as the layers leave it (CR 208.3, 613.4): "creatures you control have
total power 8 or greater" (the ability word formidable, 207.2c), "you control three or more
creatures with different powers" (coven, 207.2c), "~'s power is 4 or greater". Only activation
restrictions use them: a static ability that changes power can't depend on power (613.8)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.layers import is_creature, power

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PowerCondition(Condition):
    """``kind``: "total" (the sum of the powers of the creatures you control), "different" (how
    many different powers among them) or "source" (the source's own power); at least ``at_least``."""

    kind: str
    at_least: int


def power_holds(g: Game, c: PowerCondition, controller: int, source: GameObject | None) -> bool:
    """Is the power condition ``c`` true now for ``controller``?"""
    st = g.state
    if c.kind == "source":
        return source is not None and source.zone is Zone.BATTLEFIELD and power(g, source) >= c.at_least
    powers = [
        power(g, o) for o in (st.objects[i] for i in st.battlefield) if o.controller == controller and is_creature(g, o)
    ]
    if c.kind == "total":
        return sum(powers) >= c.at_least  # (a negative power counts as it is: it is added in)
    return len(set(powers)) >= c.at_least
