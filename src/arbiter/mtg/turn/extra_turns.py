"""Extra turns (CR 500.7): "Take an extra turn after this one." (Time Walk), "Target player takes
an extra turn after this one.", "When you cast ~, take an extra turn after this one." (Emrakul).

CR 500.7: an extra turn is added directly after the specified turn; if several are added after
the same turn, the most recently created one is taken first. The state keeps the players of the
extra turns still to come in the order they were created (``GameState.extra_turns``); when a turn
ends, the last one created is taken next; once they are all taken, the turn that would have
followed the last normal turn comes (``GameState.after_extra``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref, subject_text
from arbiter.mtg.player_statics import skips_extra_turn

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class TakeExtraTurn(Effect):
    """CR 500.7: "<Player> take(s) an extra turn after this one."."""

    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.who.kind == "you":
            return "Take an extra turn after this one."
        return f"{subject_text(self.who, specs)} takes an extra turn after this one."


@handles(TakeExtraTurn)
def _take_extra_turn(g: Game, o: GameObject, e: TakeExtraTurn, legal: list[bool]) -> None:
    player = player_of(g, o, e.who, legal)
    if player is None:
        return
    st = g.state
    g.set(st, "extra_turns", (*st.extra_turns, player))
    g.log(ev.EffectCreated("500.7", st.players[player].name, msg("will take an extra turn after this one")))


def next_turn_player(g: Game) -> int:
    """CR 500.7: the player of the next turn — the most recently created extra turn's, used up
    as it begins; once none is left, the turn that followed the last normal turn (101.4: two
    players alternate), as if the extra turns had been inserted after it."""
    st = g.state
    while st.extra_turns:
        player = st.extra_turns[-1]
        if st.after_extra is None:
            g.set(st, "after_extra", 1 - st.active)  # (this turn is a normal turn)
        g.set(st, "extra_turns", st.extra_turns[:-1])
        if skips_extra_turn(g, player):  # CR 614.10: Stranglehold — the turn is skipped
            g.log(ev.EffectCreated("614.10", st.players[player].name, msg("skips an extra turn")))
            continue
        return player
    if st.after_extra is not None:
        player = st.after_extra
        g.set(st, "after_extra", None)
        return player
    return 1 - st.active
