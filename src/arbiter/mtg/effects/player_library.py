"""Instructions about a player's cards as a whole (CR 401, 406): "Exile all cards from <player>'s
library." (406.2; Jace, the Mind Sculptor's [−12] — any of their zones, one verb over a zone of a
player) and "<Player> shuffles their hand into their library." (701.24a: the cards go to the
library, which is then shuffled, 701.24d: even if the hand is empty)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text
from arbiter.mtg.zones import move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject, Player

_ZONE_WORDS = {Zone.LIBRARY: "library", Zone.GRAVEYARD: "graveyard", Zone.HAND: "hand"}


def _cards(player: Player, zone: Zone) -> tuple[int, ...]:
    return {Zone.LIBRARY: player.library, Zone.GRAVEYARD: player.graveyard, Zone.HAND: player.hand}[zone]


@dataclass(frozen=True, slots=True)
class ExileAllCardsFrom(Effect):
    """ "Exile all cards from <player>'s <zone>." — every card there at once (CR 406.2)."""

    whose: Ref
    zone: Zone

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        whose = "your" if self.whose.kind == "you" else f"{self.whose.text(specs)}'s"
        return f"Exile all cards from {whose} {_ZONE_WORDS[self.zone]}."


@dataclass(frozen=True, slots=True)
class ShuffleHandIntoLibrary(Effect):
    """ "<Player> shuffles their hand into their library." (CR 701.24a, 701.24d)."""

    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{subject_text(self.who, specs)} shuffles their hand into their library."


@handles(ExileAllCardsFrom)
def _exile_all_cards_from(g: Game, o: GameObject, e: ExileAllCardsFrom, legal: list[bool]) -> None:
    for player in players_of(g, o, e.whose, legal):  # none if the target is illegal (608.2b)
        for cid in list(_cards(g.state.players[player], e.zone)):
            move(g, g.state.objects[cid], Zone.EXILE, "406.2", "is exiled")


@handles(ShuffleHandIntoLibrary)
def _shuffle_hand_into_library(g: Game, o: GameObject, e: ShuffleHandIntoLibrary, legal: list[bool]) -> None:
    for player in players_of(g, o, e.who, legal):
        for cid in list(g.state.players[player].hand):
            move(g, g.state.objects[cid], Zone.LIBRARY, "701.24a", "is shuffled into its owner's library")
        shuffle(g, player)
