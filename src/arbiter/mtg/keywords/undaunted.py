"""Undaunted (CR 702.125): "This spell costs {1} less to cast for each opponent you have." (702.125a,
a static ability that functions while the spell is being cast, 601.2f); players who have left the
game aren't counted (702.125b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Undaunted(Static):
    """ "Undaunted" — printed as the keyword."""

    def text(self) -> str:
        return "Undaunted"


def opponents_of(g: Game, player: int) -> int:
    """CR 702.125a–b: how many opponents ``player`` has (those still in the game)."""
    return sum(1 for p in g.state.players if p.index != player and not p.lost)
