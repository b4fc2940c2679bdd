"""A player's qualities made by resolved spells "until your next turn" (CR 611.2a), read where
their rules apply: a life total that can't change (119.7, 119.8), protection from everything
(702.16j) and hexproof (702.11c). Made by :mod:`arbiter.mtg.effects.until_next_turn`; kept on no object in
``GameState.lasting``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

LIFE_CANT_CHANGE = "your life total can't change"
PROTECTION_FROM_EVERYTHING = "you gain protection from everything"
HEXPROOF = "you gain hexproof"  # CR 702.11c, 702.11d: the player can't be targeted by opponents


@dataclass(frozen=True, slots=True)
class PlayerQuality:
    """A resolved "until your next turn" quality of ``player``, ending as the turn of
    ``until_turn_of`` begins."""

    player: int
    quality: str
    until_turn_of: int


def has_quality(g: Game, player: int, quality: str) -> bool:
    """Whether a resolved "until your next turn" ``quality`` applies to ``player`` now."""
    st = g.state
    return bool(st.lasting or st.effects) and any(
        isinstance(e.change, PlayerQuality) and e.change.player == player and e.change.quality == quality
        for e in (*st.lasting, *st.effects)  # CR 611.2a: until your next turn, or until end of turn (514.2)
    )


def life_cant_change(g: Game, player: int) -> bool:
    """CR 119.7, 119.8: ``player``'s life total can't change — they neither gain nor lose life."""
    return has_quality(g, player, LIFE_CANT_CHANGE)


def protected_from_everything(g: Game, player: int) -> bool:
    """CR 702.16j: ``player`` has protection from everything."""
    return has_quality(g, player, PROTECTION_FROM_EVERYTHING)


def has_hexproof(g: Game, player: int) -> bool:
    """CR 702.11c: ``player`` has hexproof — they can't be the target of spells or abilities their
    opponents control."""
    return has_quality(g, player, HEXPROOF)


def can_pay_life(g: Game, player: int, amount: int) -> bool:
    """CR 119.4, 119.4b, 119.8: 0 life can always be paid; more only from a life total at least that
    large and able to change."""
    if amount <= 0:
        return True
    return g.state.players[player].life >= amount and not life_cant_change(g, player)
