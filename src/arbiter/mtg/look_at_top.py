"""A rule that changes who may see a hidden card: "You may look at the top card of your library
any time." (Sphinx of Jwar Isle) — a static ability (CR 604.1) that lets its controller, and no
other player, know the top card of their own library while they control the permanent. Nobody
may otherwise look at a library's cards (401.2); a new top card is known as soon as it is there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class LookAtTopAnyTime(Static):
    """ "You may look at the top card of your library any time." (CR 401.2)."""

    affects_others = True

    def text(self) -> str:
        return "You may look at the top card of your library any time."


def looked_at_top(g: Game, player: int) -> int | None:
    """The id of the top card of ``player``'s library if a permanent ``player`` controls lets them
    look at it any time (CR 401.2, 604.1), else None."""
    st = g.state
    library = st.players[player].library
    if not library:
        return None
    from arbiter.mtg.layers import statics

    for i in st.grant_sources:
        o = st.objects.get(i)
        if o is None or o.zone is not Zone.BATTLEFIELD or o.controller != player:
            continue
        if any(isinstance(s, LookAtTopAnyTime) for s in statics(g, o)):
            return library[0]
    return None
