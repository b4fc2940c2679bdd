"""Trigger events about a card a player cycles or discards, watched on any player (CR 603.2):
"Whenever you cycle a card", "Whenever you cycle another card", "Whenever a player cycles a
card" (702.29c: when the cycling ability is activated), "Whenever an opponent discards a card",
"Whenever a player discards a card" (701.9a). After them "that player" is the player who did it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.triggers.matching import PLAYER

if TYPE_CHECKING:
    from arbiter.mtg.state import GameObject
    from arbiter.mtg.triggers.look import Look

YOU_CYCLE = "you cycle"
YOU_CYCLE_OTHER = "you cycle other"
ANY_CYCLE = "any cycle"
OPPONENT_DISCARD = "opponent discard"
ANY_DISCARD = "any discard"


def cycled_watched(look: Look, card: GameObject, player: int) -> None:
    """``player`` cycled ``card`` (CR 702.29c): the permanents watching cycling."""
    who = (player, PLAYER)
    for o, controller in look.present():
        look.match(o, ANY_CYCLE, who, controller)
        if controller == player:
            look.match(o, YOU_CYCLE, who, controller)
            if o.id != card.id:
                look.match(o, YOU_CYCLE_OTHER, who, controller)


def discarded_watched(look: Look, player: int) -> None:
    """``player`` discarded a card (CR 701.9a): the permanents watching any player's discards."""
    who = (player, PLAYER)
    for o, controller in look.present():
        look.match(o, ANY_DISCARD, who, controller)
        if controller != player:
            look.match(o, OPPONENT_DISCARD, who, controller)
