"""Exert as a creature attacks (CR 701.43, 508.1g): whether the optional cost is offered — "You may
exert ~ as it attacks." and "If ~ hasn't been exerted this turn, you may exert it as it attacks."
(not offered again in a later combat of a turn it was exerted in, 500.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.layers import statics
from arbiter.mtg.model import ExertAsItAttacks

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def may_exert(g: Game, o: GameObject) -> bool:
    """CR 701.43d: whether the attacking ``o`` may be exerted as it attacks."""
    return any(
        isinstance(s, ExertAsItAttacks) and not (s.unless_exerted and _exerted_this_turn(g, o)) for s in statics(g, o)
    )


def _exerted_this_turn(g: Game, o: GameObject) -> bool:
    """ "If ~ hasn't been exerted this turn" (CR 701.43a; 400.7: as this object)."""
    from arbiter.mtg.condition_check import this_turn

    for e in this_turn(g):
        if isinstance(e, ev.ZoneChanged) and e.obj == o.id:
            return False
        if isinstance(e, ev.Exerted) and e.obj == o.id:
            return True
    return False
