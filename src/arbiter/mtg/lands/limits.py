"""How many lands a player may play this turn (CR 305.2): one, plus one for each effect that says
"You may play an additional land on each of your turns." (a static ability, 305.2) or "You may
play an additional land this turn." (from a resolved spell or ability, 611.2a, until the turn
ends, 514.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import resolved
from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

COUNT_WORDS = {1: "an", 2: "two", 3: "three"}


@dataclass(frozen=True, slots=True)
class AdditionalLandPlays(Static):
    """ "You may play an additional land on each of your turns." (CR 305.2a)."""

    affects_others = True

    count: int = 1
    each_player: bool = False  # "Each player may play an additional land on each of their turns."

    def text(self) -> str:
        lands = "land" if self.count == 1 else "lands"
        if self.each_player:
            return f"Each player may play {COUNT_WORDS[self.count]} additional {lands} on each of their turns."
        return f"You may play {COUNT_WORDS[self.count]} additional {lands} on each of your turns."


def land_plays_allowed(g: Game, player: int) -> int:
    """CR 305.2, 305.2a: one land play each turn, plus the additional ones effects allow."""
    st = g.state
    if lands_prohibited(g, player):
        return 0  # CR 101.2, 305.2b: "<player> can't play lands this turn." wins over any permission
    allowed = 1
    for e in st.effects:
        if isinstance(e.change, resolved.AdditionalLandPlays) and e.change.player == player:
            allowed += e.change.count
    from arbiter.mtg.layers import current_statics  # (the layers don't read land plays)

    for i in st.grant_sources:
        o = st.objects[i]
        # CR 613.1f: an ability the permanent has now; "each player" counts for every player (305.2)
        allowed += sum(
            s.count
            for s in current_statics(g, o)
            if isinstance(s, AdditionalLandPlays) and (s.each_player or o.controller == player)
        )
    return allowed


def lands_prohibited(g: Game, player: int) -> bool:
    """CR 101.2, 611.2a: a resolved "<player> can't play lands this turn." applies to ``player``."""
    return any(isinstance(e.change, resolved.CantPlayLands) and e.change.player == player for e in g.state.effects)
