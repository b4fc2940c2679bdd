"""Hands played revealed (Telepathy, Zur's Weirding): "Players play with their hands revealed." and
"Your opponents play with their hands revealed." — static abilities (CR 604.1) of a permanent.

CR 400.2: a hand stays a hidden zone even when all its cards are revealed; 701.20a: a revealed card
is shown to every player, here for as long as the permanent's ability applies (611.3a). The cards of
such a hand are known to every player: each seat's view shows them (402.3 otherwise: a player sees
only their own hand)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class HandsRevealed(Static):
    """ "Players play with their hands revealed." / "Your opponents play with their hands revealed."
    (``opponents``: only the hands of the controller's opponents; CR 400.2, 701.20a)."""

    affects_others = True

    opponents: bool = False

    def text(self) -> str:
        return f"{'Your opponents' if self.opponents else 'Players'} play with their hands revealed."


def hand_revealed(g: Game, owner: int) -> bool:
    """CR 701.20a, 611.3a: does a permanent's ability reveal ``owner``'s hand to every player now?"""
    st = g.state
    if not st.grant_sources:
        return False
    from arbiter.mtg.layers import current_statics  # (the layers don't read this)

    for i in st.grant_sources:
        o = st.objects.get(i)
        if o is None:
            continue
        for s in current_statics(g, o):  # CR 613.1f: an ability it has now
            if isinstance(s, HandsRevealed) and (not s.opponents or o.controller != owner):
                return True
    return False
