"""Devour (CR 702.82a): "As this object enters, you may sacrifice any number of creatures. This
permanent enters with N +1/+1 counters on it for each creature sacrificed this way." The
question is one of the permanent's "as ~ enters" questions (614.12); the creatures chosen are
sacrificed as it enters (701.21a: only permanents its controller controls)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.devour import Devour
from arbiter.mtg.layers import is_creature
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def devour_options(g: Game, entering: int, player: int, chosen: tuple[int, ...]) -> tuple[int, ...]:
    """The creatures ``player`` controls that it may still sacrifice, then 0 (no more)."""
    st = g.state
    mine = (st.objects[i] for i in st.battlefield if i != entering and i not in chosen)
    return (*(o.id for o in mine if o.controller == player and is_creature(g, o)), 0)


def devour_counters(q: Devour, devoured: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    """CR 702.82a: N +1/+1 counters for each creature sacrificed this way."""
    return (("+1/+1", q.n * len(devoured)),) if devoured else ()


def sacrifice_devoured(g: Game, devoured: tuple[int, ...]) -> None:
    """CR 702.82a, 701.21a: sacrifice the creatures chosen (those still on the battlefield)."""
    for oid in devoured:
        o = g.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            move(g, o, Zone.GRAVEYARD, "702.82a", "is sacrificed and put")
