"""Detain (CR 701.35): "Detain target creature an opponent controls." — until the next turn of the
controller of the spell or ability (701.35a, 500.4), the permanent can't attack or block and its
activated abilities can't be activated (mana abilities too, 605.1a). Kept in ``GameState.lasting``
on the object as it is (400.7: a permanent that leaves and returns is no longer detained)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.until_next_turn import until_next_turn_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Detain(Effect):
    """ "Detain <ref>." (CR 701.35a)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Detain {self.to.text(specs)}."


@handles(Detain)
def _detain(g: Game, o: GameObject, e: Detain, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    player = g.state.players[o.controller].name
    what = msg("is detained until {player}'s next turn", player=player)
    until_next_turn_of(g, t, resolved.Detained(o.controller), "701.35a", what)


def detained(g: Game, o: GameObject) -> bool:
    """CR 701.35a: whether ``o`` is detained now."""
    lasting = g.state.lasting
    return bool(lasting) and any(isinstance(e.change, resolved.Detained) and e.on(o) for e in lasting)
