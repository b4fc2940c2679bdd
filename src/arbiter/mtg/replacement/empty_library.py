"""Replacement effects on a draw from an empty library (CR 614.11, 614.1a): "If you would draw a
card while your library has no cards in it, you win the game instead." (Laboratory Maniac, Jace,
Wielder of Mysteries).

CR 614.11: the effect applies though no card could be drawn. CR 614.6: the draw never happens, so
the player hasn't attempted to draw from an empty library and doesn't lose for it (121.4, 704.5b)
— even when they can't win the game (104.2b: Abyssal Persecutor; then nothing happens instead).
A "draw two cards instead" applied first makes two draws, each replaced in turn: the same outcome
in either order (616.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.replacement import EmptyLibraryDrawWins
from arbiter.mtg.layers import statics

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

RULE = "614.11"


def _source(g: Game, player: int) -> GameObject | None:
    """The first permanent in timestamp order ``player`` controls with the effect now (613.1f)."""
    st = g.state
    found = [
        src
        for sid in st.grant_sources
        if (src := st.objects[sid]).zone is Zone.BATTLEFIELD
        and src.controller == player
        and any(isinstance(s, EmptyLibraryDrawWins) for s in statics(g, src))
    ]
    return min(found, key=lambda o: o.timestamp) if found else None


def replaced(g: Game, player: int) -> bool:
    """CR 614.11, 104.2b: ``player`` would draw a card while their library has no cards in it — if
    a permanent they control says they win the game instead, they do (if they can), and True."""
    src = _source(g, player)
    if src is None:
        return False
    from arbiter.mtg.game_outcome import win_the_game  # (the outcome reads the statics)

    name = g.state.players[player].name
    g.log(ev.EffectCreated(RULE, name, msg("wins the game instead of drawing ({card})", card=CardName(src.label))))
    win_the_game(g, player)
    return True
