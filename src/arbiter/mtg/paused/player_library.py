"""The choice of "You may put that card on the bottom of that player's library." after looking at
the top card of a target player's library (CR 608.2d; the card is shown to the chooser only by
the decision, 401.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.player_library import LookAtTopMayBottom
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.paused.choices import PuttingFromHand
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class PuttingOnBottom(PuttingFromHand):
    """The card looked at goes on the bottom of its owner's library if chosen (0: it stays)."""

    def answer(self, g: Game, at: At, card: int) -> Next:
        if card:
            move(g, g.state.objects[card], Zone.LIBRARY, "401.4", "is put on the bottom of the library", bottom=True)
        return Next.GO_ON


def begin_look_at_top(g: Game, at: At, e: LookAtTopMayBottom) -> Next:
    player = player_of(g, at.object(g), e.whose, list(at.legal))
    if player is None:
        return Next.GO_ON  # CR 608.2b
    library = g.state.players[player].library
    if not library:
        return Next.GO_ON
    chooser = at.object(g).controller
    prompt = "put this card on the bottom of that player's library (0: leave it on top)"
    decision = Choose(chooser, Purpose.SCRY, "608.2d", (library[0], 0), prompt)
    return pause(g, at, PuttingOnBottom(), decision)


def register(askers: Askers) -> None:
    askers.add(LookAtTopMayBottom, begin_look_at_top)
