"""The choices of venturing into the dungeon (CR 701.49): the dungeon brought into the game when
the player owns none in the command zone (701.49a, 701.49d), and the room the marker moves into
when arrows lead to more than one (701.49b). A marker on the bottommost room completes that
dungeon first (701.49c, 309.7). A choice with one option is made without a question."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.designations import Dungeon, VentureMarker
from arbiter.mtg.effects.dungeons import Venture, bring_dungeon, complete, enter_room, marker_of
from arbiter.mtg.paused.base import Askers, At, Next, pause

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class ChoosingDungeon:
    """CR 701.49a: the dungeon card, among ``options``, the player brings into the game."""

    player: int
    options: tuple[Dungeon, ...]

    def answer(self, g: Game, at: At, name: str) -> Next:
        bring_dungeon(g, self.player, next(d for d in self.options if d.name == name))
        return Next.GO_ON


@dataclass(frozen=True, slots=True)
class ChoosingRoom:
    """CR 701.49b: the room, among those the arrows from the marker's room lead to, it moves into."""

    marker: VentureMarker

    def answer(self, g: Game, at: At, name: str) -> Next:
        rooms = self.marker.rooms
        room = next(i for i in rooms[self.marker.room].leads_to if rooms[i].name == name)
        enter_room(g, replace(self.marker, room=room))
        return Next.GO_ON


def begin_venture(g: Game, at: At, e: Venture) -> Next:
    """CR 701.49: the player ("you": the resolving object's controller) ventures."""
    st = g.state
    player = at.object(g).controller
    marker = marker_of(st, player)
    if marker is not None and not marker.bottommost:
        options = marker.rooms[marker.room].leads_to
        if len(options) == 1:
            enter_room(g, replace(marker, room=options[0]))
            return Next.GO_ON
        names = tuple(marker.rooms[i].name for i in options)
        prompt = msg("the room to move your venture marker into")
        return pause(g, at, ChoosingRoom(marker), Choose(player, Purpose.CHOSEN_VALUE, "701.49b", names, prompt))
    if marker is not None:
        complete(g, marker, "701.49c")
    if len(e.dungeons) == 1:
        bring_dungeon(g, player, e.dungeons[0])
        return Next.GO_ON
    names = tuple(d.name for d in e.dungeons)
    prompt = msg("the dungeon to venture into")
    return pause(
        g, at, ChoosingDungeon(player, e.dungeons), Choose(player, Purpose.CHOSEN_VALUE, "701.49a", names, prompt)
    )


def register(askers: Askers) -> None:
    askers.add(Venture, begin_venture)
