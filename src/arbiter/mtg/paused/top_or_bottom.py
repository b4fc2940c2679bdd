"""The owner's choice of "… puts it on their choice of the top or bottom of their library." (CR
401.4, 608.2d): answered with the permanent (the bottom) or 0 (the top)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.top_or_bottom import OwnerPutsOnTopOrBottom
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class ChoosingTopOrBottom:
    """The permanent ``perm`` (as ``zcc``) goes on the bottom if chosen, else on top."""

    perm: int
    zcc: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        t = g.state.objects.get(self.perm)
        if t is None or t.zcc != self.zcc or t.zone is not Zone.BATTLEFIELD:
            return Next.GO_ON
        if card:
            move(g, t, Zone.LIBRARY, "401.4", "is put on the bottom of its owner's library:", bottom=True)
        else:
            move(g, t, Zone.LIBRARY, "401.4", "is put on top of its owner's library:")
        return Next.GO_ON


def begin_top_or_bottom(g: Game, at: At, e: OwnerPutsOnTopOrBottom) -> Next:
    """The owner of the target permanent chooses; an illegal target is left alone (CR 608.2b)."""
    t = effects.permanent_of(g, at.object(g), e.to, list(at.legal))
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return Next.GO_ON
    prompt = msg("put it on the bottom of your library (0: on top)")
    decision = Choose(t.owner, Purpose.SCRY, "401.4", (t.id, 0), prompt)
    return pause(g, at, ChoosingTopOrBottom(t.id, t.zcc), decision)


def register(askers: Askers) -> None:
    askers.add(OwnerPutsOnTopOrBottom, begin_top_or_bottom)
