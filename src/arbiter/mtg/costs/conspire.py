"""Conspire's optional additional cost (CR 702.78a): "As an additional cost to cast this spell,
you may tap two untapped creatures you control that each share a color with it." — two parts,
one creature each, chosen as the cost is paid (601.2h); each must share a color with the spell
(105.2: a colorless object shares no color)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.costs.parts import TapUntapped
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.filters import Filter

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

_UNTAPPED_CREATURE = Filter(
    "untapped creature", frozenset({CardType.CREATURE}), controller="you", zone=Zone.BATTLEFIELD, tapped=False
)


@dataclass(frozen=True, slots=True)
class TapSharingColor(TapUntapped):
    """One of the two creatures conspire taps: an untapped creature you control that shares a
    color with the spell."""


CONSPIRE_TAP = TapSharingColor(_UNTAPPED_CREATURE, 1, "an untapped creature that shares a color with it")


def shares_color(g: Game, o: GameObject, spell: int) -> bool:
    """CR 105.2, 702.78a: does ``o`` share a color with the spell ``spell``?"""
    from arbiter.mtg.layers import colors

    return bool(colors(g, o) & colors(g, g.state.objects[spell]))
