"""Priority (CR 117): passing it, and what happens when all players pass in succession (117.4).

Resolving the top object lives in :mod:`arbiter.mtg.resolution` and the questions a resolution
asks in :mod:`arbiter.mtg.paused`; the names other modules import from here are re-exported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.resolution import (
    IfYouDid,
    after_cast_during_resolution,
    after_entering,
    answer_paused,
    complete,
    continue_resolution,
    resolve_top,
    run_effects,
)
from arbiter.mtg.turn import steps as turn

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

__all__ = [
    "IfYouDid",
    "after_cast_during_resolution",
    "after_entering",
    "answer_paused",
    "complete",
    "continue_resolution",
    "pass_priority",
    "resolve_top",
    "run_effects",
]


def pass_priority(g: Game) -> None:
    """CR 117.3d: pass; CR 117.4: when all players pass in succession, the top object
    resolves, or with an empty stack the step ends."""

    st = g.state
    player = st.priority
    assert player is not None
    g.log(ev.Passed("117.3d", st.players[player].name))
    g.set(st, "pending", None)
    passes = st.passes + 1
    if passes < len(st.players):
        g.set(st, "passes", passes)
        g.set(st, "priority", 1 - player)
        return
    g.set(st, "passes", 0)
    if st.stack:
        resolve_top(g)
        if st.step_begun:  # (an effect that ended the turn left the step: 724.1)
            g.set(st, "priority", st.active)  # CR 117.3b
    else:
        turn.end_step(g)
