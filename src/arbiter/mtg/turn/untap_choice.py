"""The untap step's choice (CR 502.3): "You may choose not to untap ~ during your untap step."

Before the active player's permanents untap, that player is asked, one permanent at a time,
which of their tapped permanents with that ability stay tapped ("keep tapped": an object id, or
0 to untap the rest). The question carries its own progress: the options still offered are the
permanents not chosen yet, so what was kept is the candidates no longer offered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Option
from arbiter.mtg.ir.statics.untap_choice import MayNotUntap
from arbiter.mtg.layers import statics
from arbiter.mtg.model import DoesntUntapItself

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

RULE = "502.3"


def _may_keep(g: Game, o: GameObject) -> bool:
    """A tapped permanent of the active player that would untap now but may be kept tapped."""
    if not o.tapped or o.skip_untaps or not o.card.statics:
        return False
    found = statics(g, o)
    return any(isinstance(s, MayNotUntap) for s in found) and not any(
        isinstance(s, DoesntUntapItself) and s.holds(o.counter(s.counter)) for s in found
    )


def candidates(g: Game) -> tuple[int, ...]:
    """The active player's tapped permanents they may choose not to untap (CR 502.3)."""
    st = g.state
    return tuple(
        oid for oid in st.battlefield if st.objects[oid].controller == st.active and _may_keep(g, st.objects[oid])
    )


def ask(g: Game, offered: tuple[int, ...] | None = None) -> bool:
    """Ask the active player for a permanent to keep tapped; False when there is nothing to ask."""
    st = g.state
    left = candidates(g) if offered is None else offered
    if not left:
        return False
    prompt = msg("choose a permanent not to untap (0: untap the rest)")
    g.set(st, "pending", Choose(st.active, "keep tapped", RULE, (*left, 0), prompt))
    return True


def answer(g: Game, chosen: Option) -> None:
    """CR 502.3: ``chosen`` stays tapped (ask about the rest), or 0: the untapping happens now."""
    from arbiter.mtg.turn.steps import untap_permanents

    st = g.state
    dec = st.pending
    assert isinstance(dec, Choose)
    left = tuple(o for o in dec.options if isinstance(o, int) and o not in (0, chosen))
    g.set(st, "pending", None)
    if chosen != 0 and ask(g, left):
        return
    kept = tuple(oid for oid in candidates(g) if oid not in left)
    untap_permanents(g, kept)
