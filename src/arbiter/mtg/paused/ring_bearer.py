"""The Ring-bearer chosen as the Ring tempts a player (CR 701.54a): any creature they control —
their Ring-bearer already, or another; with no creature, the Ring tempts them all the same
(701.54d)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.the_ring import RingTemptsYou, tempt
from arbiter.mtg.layers import is_creature
from arbiter.mtg.paused.base import Askers, At, Next, pause

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class ChoosingRingBearer:
    """CR 701.54a: the creature chosen among ``options``."""

    player: int
    options: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        tempt(g, self.player, g.state.objects[card])
        return Next.GO_ON


def begin_tempt(g: Game, at: At, e: RingTemptsYou) -> Next:
    """CR 701.54a: the player ("you": the resolving object's controller) chooses a creature they
    control; the only one is chosen without a question."""
    st = g.state
    player = at.object(g).controller  # (the performing player's, ForPlayer)
    options = tuple(i for i in st.battlefield if st.objects[i].controller == player and is_creature(g, st.objects[i]))
    if len(options) <= 1:
        tempt(g, player, st.objects[options[0]] if options else None)
        return Next.GO_ON
    prompt = msg("the creature to become your Ring-bearer")
    return pause(
        g, at, ChoosingRingBearer(player, options), Choose(player, Purpose.RING_BEARER, "701.54a", options, prompt)
    )


def register(askers: Askers) -> None:
    askers.add(RingTemptsYou, begin_tempt)
