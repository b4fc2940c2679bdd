"""The designations of a position built from a description (:mod:`arbiter.mtg.setup`): the
monarch (CR 725), the initiative (726) and each player's dungeon with their venture marker in a
room (309.4), and the dungeons they have completed (309.7). A position is not an event: nothing
triggers and nothing is logged as they are set up — the player already has the initiative, the
marker is already in its room."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.designations import Dungeon, Initiative, VentureMarker
from arbiter.mtg.enums import Zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.setup import PlayerSetup


@dataclass(frozen=True, slots=True)
class MarkerAt:
    """CR 309.4: a dungeon card the player owns in the command zone, and the index of the room
    their venture marker is on (0: the topmost room, 309.4a)."""

    dungeon: Dungeon
    room: int


def set_up_designations(game: Game, players: tuple[PlayerSetup, ...]) -> str | None:
    """Give each player the designations their setup names; the reason, with its rule, if the
    position is impossible (two monarchs, 725.2; two players with the initiative, 726.3)."""
    monarchs = [i for i, ps in enumerate(players) if ps.monarch]
    if len(monarchs) > 1:
        return "only one player can be the monarch (CR 725.2)"
    leaders = [i for i, ps in enumerate(players) if ps.initiative]
    if len(leaders) > 1:
        return "only one player can have the initiative (CR 726.3)"
    if monarchs:
        from arbiter.mtg.effects.monarch import become_monarch

        become_monarch(game, monarchs[0])
        game.state.log = None  # a position, not an event: nothing happened yet
    if leaders:
        _initiative(game, leaders[0])
    for i, ps in enumerate(players):
        if ps.speed:
            from arbiter.mtg.speed import set_speed

            set_speed(game, i, ps.speed, "702.179")  # CR 702.179b: a speed the position gives
            game.state.log = None
    st = game.state
    for i, ps in enumerate(players):
        if ps.dungeon is not None:
            if not 0 <= ps.dungeon.room < len(ps.dungeon.dungeon.rooms):
                return f"{ps.dungeon.dungeon.name} has no room {ps.dungeon.room} (CR 309.4)"
            o = game.create(ps.dungeon.dungeon.card, i, Zone.COMMAND)
            marker = VentureMarker(i, o.id, ps.dungeon.room, ps.dungeon.dungeon.rooms)
            game.set(st, "ventures", (*st.ventures, marker))
        game.set(st, "completed", (*st.completed, *((i, name) for name in ps.completed)))
    return None


def _initiative(game: Game, player: int) -> None:
    """CR 726.1: ``player`` has the initiative — the designation and its three inherent triggered
    abilities (726.2), venturing into Undercity."""
    from arbiter.cards.dungeons import UNDERCITY, dungeon  # (the card data, compiled once)
    from arbiter.mtg.effects.dungeons import initiative_card

    undercity = dungeon(UNDERCITY)
    assert undercity is not None, "Undercity's room abilities compile"
    designation = game.create(initiative_card(undercity), player, Zone.COMMAND).id
    game.set(game.state, "initiative", Initiative(player, designation))
