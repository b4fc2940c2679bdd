"""Instructions about another player's library (CR 401): "Look at the top card of target player's
library. You may put that card on the bottom of that player's library." (the card looked at is
shown only to the one who looks, 401.2, 401.5) and "Exile all cards from target player's library,
then that player shuffles their hand into their library." (406.2, 701.24a) — Jace, the Mind
Sculptor's [+2] and [−12]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.zones import move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class LookAtTopMayBottom(Effect):
    """ "Look at the top card of <player>'s library. You may put that card on the bottom of that
    player's library." — the controller looks and chooses (608.2d); asked by
    :mod:`arbiter.mtg.paused.player_library`."""

    decides = True

    whose: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"Look at the top card of {self.whose.text(specs)}'s library. You may put that card on the bottom of "
            "that player's library."
        )


@dataclass(frozen=True, slots=True)
class ExileLibraryShuffleHand(Effect):
    """ "Exile all cards from <player>'s library, then that player shuffles their hand into their
    library." (406.2, then 701.24a)."""

    whose: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"Exile all cards from {self.whose.text(specs)}'s library, then that player shuffles their hand into "
            "their library."
        )


@handles(ExileLibraryShuffleHand)
def _exile_library_shuffle_hand(g: Game, o: GameObject, e: ExileLibraryShuffleHand, legal: list[bool]) -> None:
    player = player_of(g, o, e.whose, legal)
    if player is None:
        return  # CR 608.2b: the target is illegal
    st = g.state
    for cid in list(st.players[player].library):
        move(g, st.objects[cid], Zone.EXILE, "406.2", "is exiled")
    for cid in list(g.state.players[player].hand):
        move(g, g.state.objects[cid], Zone.LIBRARY, "701.24a", "is shuffled into its owner's library")
    shuffle(g, player)
