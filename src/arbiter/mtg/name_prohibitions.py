"""Prohibitions by card name that last until a player's next turn (CR 611.2a, 500.4, 601.3, 305.1):
"Until your next turn, spells with the chosen name can't be cast and lands with the chosen name
can't be played." (Conjurer's Ban), "Opponents can't cast spells with the chosen name until your
next turn." (Academic Probation). Kept as :class:`~arbiter.mtg.resolved.NameProhibited` in
``GameState.lasting``, ended as the turn of the player who made them begins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg.resolved import NameProhibited

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef


def prohibited_by_name(g: Game, card: CardDef, player: int, land: bool) -> IllegalAction | None:
    """CR 601.3 (a spell cast) / 305.1 (a land played): ``card`` has a name a lasting effect
    forbids to ``player`` now."""
    from arbiter.mtg.objects.chosen import spell_has_name

    for e in g.state.lasting:
        x = e.change
        if not isinstance(x, NameProhibited) or (x.opponents and player == x.controller) or (land and not x.lands):
            continue
        if spell_has_name(card, x.name):
            what = (
                msg("{card}: lands with that name can't be played until a later turn", card=CardName(x.name))
                if land
                else msg("{card}: spells with that name can't be cast until a later turn", card=CardName(x.name))
            )
            return IllegalAction(what, "305.1" if land else "601.3", "611.2a")
    return None


def may_play_named_land(g: Game, card: CardDef, player: int) -> bool:
    """CR 305.1: no lasting "lands with the chosen name can't be played" forbids this land."""
    return not g.state.lasting or prohibited_by_name(g, card, player, land=True) is None
