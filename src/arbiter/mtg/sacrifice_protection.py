"""Protection from being made to sacrifice (Sigarda, Host of Herons; Tajuru Preserver): "Spells and
abilities your opponents control can't cause you to sacrifice permanents." — a static ability (CR
604.1). An instruction of an opponent's spell or ability that tells its controller's opponent to
sacrifice does nothing for a player with it (101.2: "can't" wins over the instruction; 609.3: the
rest of the effect still happens). Sacrificing to pay a cost is the player's own choice, not an
effect that causes it, and is untouched (the published rulings)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class CantBeMadeToSacrifice(Static):
    """ "Spells and abilities your opponents control can't cause you to sacrifice permanents." (CR 101.2)."""

    affects_others = True

    def text(self) -> str:
        return "Spells and abilities your opponents control can't cause you to sacrifice permanents."


def sacrifice_prevented(g: Game, player: int, cause_controller: int) -> bool:
    """CR 101.2, 701.21a: may a spell or ability ``cause_controller`` controls not make ``player``
    sacrifice — ``player`` controls a permanent with :class:`CantBeMadeToSacrifice` and is an
    opponent of that controller (102.2)?"""
    st = g.state
    if player == cause_controller or not st.grant_sources:
        return False
    from arbiter.mtg.layers import current_statics  # (the layers don't read this)

    for i in st.grant_sources:
        o = st.objects.get(i)
        # CR 613.1f: an ability the permanent has now
        if (
            o is not None
            and o.controller == player
            and any(isinstance(s, CantBeMadeToSacrifice) for s in current_statics(g, o))
        ):
            return True
    return False
