"""What happened this turn, read from the turn's events (the game log since the turn began):
"for each creature that died this turn" (CR 700.4: "dies" means put into a graveyard from the
battlefield; a token that died counts too, 111.7 — it reached the graveyard before ceasing to
exist) and "creatures that attacked this turn" (508.1: declared as attackers in any combat of
the turn, 500.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.condition_check import this_turn
from arbiter.mtg.enums import CardType, Zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

CREATURES_DIED = "creatures died"


def creatures_died(g: Game) -> int:
    """CR 700.4: how many creatures died this turn (each death counts, whoever controlled it)."""
    return sum(
        1
        for e in this_turn(g)
        if isinstance(e, ev.ZoneChanged)
        and e.source is Zone.BATTLEFIELD
        and e.dest is Zone.GRAVEYARD
        and CardType.CREATURE in e.kinds
    )


def attacked_this_turn(g: Game) -> set[int]:
    """The objects declared as attackers in any combat this turn (CR 508.1, 500.8)."""
    return {oid for e in this_turn(g) if isinstance(e, ev.AttackersDeclared) for oid in e.ids}


def count(g: Game, what: str) -> int:
    """A count of the turn's history by name."""
    if what == CREATURES_DIED:
        return creatures_died(g)
    raise ValueError(f"unknown history count {what!r}")
