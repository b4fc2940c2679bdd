"""CR 614.12, 608.2c: a permanent an instruction put onto the battlefield asks its "as ~ enters"
questions (a Clone returned by Coiling Rebirth: which creature it enters as a copy of) as it is put
there — before the resolution follows its next instruction. "Then if that creature isn't
legendary, create a token that's a copy of that creature" reads the permanent as it entered, with
its choices applied (400.7j, 707.3); the resolution waits for the answers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.paused.base import At, Resolving

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class AwaitingEntering:
    """The resolution waits at ``Resolving.at`` (the instruction that put the permanent there) for
    the permanent's "as ~ enters" answers; the next instruction follows them. Its question is the
    "as enters" one (``GameState.entering``), answered by :func:`arbiter.mtg.objects.as_enters.answer`."""


def entering_asks(g: Game) -> bool:
    """Whether a permanent an instruction put onto the battlefield waits for its "as ~ enters"
    answers (CR 614.12)."""
    from arbiter.mtg.objects.as_enters import PUT

    e = g.state.entering
    return e is not None and e.by == PUT and g.state.resolving is None


def await_entering(g: Game, at: At) -> None:
    """Pause the resolution after the instruction at ``at`` until the permanent has entered."""
    g.set(g.state, "resolving", Resolving(at, AwaitingEntering()))


def entered(g: Game) -> At | None:
    """The permanent has entered with its answers: where the waiting resolution stands (its pause
    cleared), or None when no resolution waits for it."""
    st = g.state
    paused = st.resolving
    if st.entering is not None or paused is None or not isinstance(paused.step, AwaitingEntering):
        return None
    g.set(st, "resolving", None)
    g.set(st, "pending", None)
    return paused.at
