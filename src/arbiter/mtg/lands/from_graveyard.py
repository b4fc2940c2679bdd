"""Playing lands from a graveyard (Crucible of Worlds): "You may play lands from your graveyard."
— a static ability (CR 604.1) of a permanent its controller controls that permits playing land
cards from that player's own graveyard (305.1, 601.3 by analogy); each is a land play like any
other (one each turn, 305.2), made only when a land could be played (305.1, 305.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PlayLandsFromGraveyard(Static):
    """ "You may play lands from your graveyard." (CR 305.1)."""

    affects_others = True

    def text(self) -> str:
        return "You may play lands from your graveyard."


def may_play_lands_from_graveyard(g: Game, player: int) -> bool:
    """Whether ``player`` controls a permanent with "You may play lands from your graveyard."."""
    from arbiter.mtg.layers import statics

    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD or src.controller != player:
            continue
        if any(isinstance(s, PlayLandsFromGraveyard) for s in statics(g, src)):
            return True
    return False


def may_play_land_from_graveyard(g: Game, o: GameObject, player: int) -> bool:
    """CR 305.1: ``o`` is a land card in ``player``'s own graveyard they may play (a modal
    double-faced card with a land face too, 712.12)."""
    return (
        o.zone is Zone.GRAVEYARD
        and o.owner == player
        and o.card.has_land_face
        and may_play_lands_from_graveyard(g, player)
    )
