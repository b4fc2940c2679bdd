"""Who may lose or win the game now (CR 104.2b, 104.3, 810.8a): the statics that say a player
"can't lose the game" or "can't win the game", and "don't lose the game for having 0 or less life"
(704.5a only) — on a permanent, or made for a turn by a resolved spell (611.2a). A state-based
action that doesn't apply to a player because of them leaves the state as it is (the life total
stays 0 or less), so it applies once they are gone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.ir.statics.game_outcome import CantLoseOrWin

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def _speaks_of(who: str, controller: int, player: int) -> bool:
    """Whether "you" / "your opponents" / "players" of a static controlled by ``controller`` is ``player``."""
    return who == "players" or (who != "" and (who == "you") == (player == controller))


def cant_lose(g: Game, player: int, rule: str) -> str | None:
    """The name of what says ``player`` can't lose the game for the reason ``rule`` (a 704.5
    state-based action, or 104.3e for an effect) — a permanent, or a rule a resolved spell or
    ability made this turn (Angel's Grace, 611.2a) — or None."""
    from arbiter.mtg.effects.player_rules_this_turn import rules_about_players

    for src, controller, s in rules_about_players(g, CantLoseOrWin):
        assert isinstance(s, CantLoseOrWin)
        if _speaks_of(s.cant_lose, controller, player) and (not s.life_only or rule == "704.5a"):
            return src
    return None


def cant_win(g: Game, player: int) -> str | None:
    """The name of what says ``player`` can't win the game (CR 104.2b), or None."""
    from arbiter.mtg.effects.player_rules_this_turn import rules_about_players

    for src, controller, s in rules_about_players(g, CantLoseOrWin):
        assert isinstance(s, CantLoseOrWin)
        if _speaks_of(s.cant_win, controller, player):
            return src
    return None


def win_the_game(g: Game, player: int, rule: str = "104.2b") -> bool:
    """CR 104.2b: an effect states that ``player`` wins the game — the other players still in it
    lose, unless ``player`` can't win the game (a static or a rule made this turn says so; then
    nothing happens). True if the win happened.

    CR 104.1: a game that has ended (a player already won it, or it is a draw) ends only once —
    a later "you win the game" of the same resolution (both players' Laboratory Maniac replacing
    the draws of "Each player draws two cards", the active player's first, 121.2c) does nothing;
    nor does a player who has already lost (a multiplayer game goes on without them, 800.4)."""
    from arbiter.i18n import msg
    from arbiter.mtg import events as ev
    from arbiter.mtg.sba import end_if_decided

    st = g.state
    if st.over or st.players[player].lost or cant_win(g, player) is not None:
        return False
    for p in st.players:
        if p.index != player and not p.lost:
            g.set(p, "lost", True)
            g.log(ev.PlayerLost(rule, p.name, msg("an effect says so")))
    end_if_decided(g)
    return True
