"""Who may lose or win the game now (CR 104.2b, 104.3, 810.8a): the statics that say a player
"can't lose the game" or "can't win the game", and "don't lose the game for having 0 or less life"
(704.5a only). A state-based action that doesn't apply to a player because of them leaves the
state as it is (the life total stays 0 or less), so it applies once they are gone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.ir.statics.game_outcome import CantLoseOrWin
from arbiter.mtg.layers import current_statics
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def _speaks_of(who: str, controller: int, player: int) -> bool:
    """Whether "you" / "your opponents" / "players" of a static controlled by ``controller`` is ``player``."""
    return who == "players" or (who != "" and (who == "you") == (player == controller))


def cant_lose(g: Game, player: int, rule: str) -> GameObject | None:
    """The permanent whose static says ``player`` can't lose the game for the reason ``rule`` (a
    704.5 state-based action, or 104.3e for an effect), or None."""
    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        for s in current_statics(g, src):  # CR 613.1f: an ability the permanent has now
            if (
                isinstance(s, CantLoseOrWin)
                and _speaks_of(s.cant_lose, src.controller, player)
                and (not s.life_only or rule == "704.5a")
            ):
                return src
    return None


def cant_win(g: Game, player: int) -> GameObject | None:
    """The permanent whose static says ``player`` can't win the game (CR 104.2b), or None."""
    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        for s in current_statics(g, src):
            if isinstance(s, CantLoseOrWin) and _speaks_of(s.cant_win, src.controller, player):
                return src
    return None
