"""CR 702.11c, 611.2a, 514.2: "You gain hexproof until end of turn." and "You and permanents you
control gain hexproof until end of turn." (Dawn's Truce, Lazotep Plating, Surge of Salvation): the
spell's controller can't be the target of spells or abilities their opponents control until the
turn ends; the permanents part is the ordinary grant of a keyword until end of turn (613.1f),
locked in as the instruction is followed (611.2c: a permanent that comes under that player's
control later doesn't gain it).

The player's hexproof is kept as a :class:`~arbiter.mtg.player_qualities.PlayerQuality` on no
object in ``GameState.effects``, which the cleanup step empties (514.2), read by
:func:`arbiter.mtg.player_qualities.has_hexproof`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import dispatch
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.player_qualities import HEXPROOF, PlayerQuality
from arbiter.mtg.state import NO_OBJECT, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

THIS_TURN = -1  # (a ``PlayerQuality.until_turn_of`` no player has: the cleanup step ends it, 514.2)


@dataclass(frozen=True, slots=True)
class YouGainHexproofThisTurn(Effect):
    """ "You[ and <permanents>] gain hexproof until end of turn." — ``also`` is the grant to the
    permanents (a :class:`~arbiter.mtg.effects.continuous.ModifyPT` with the keyword), or None."""

    also: Effect | None = None
    permanents: str = ""  # the words naming them ("permanents you control")

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        who = f"You and {self.permanents}" if self.also is not None else "You"
        return f"{who} gain hexproof until end of turn."


@handles(YouGainHexproofThisTurn)
def _you_gain_hexproof(g: Game, o: GameObject, e: YouGainHexproofThisTurn, legal: list[bool]) -> None:
    st = g.state
    player = o.controller
    quality = TurnEffect(NO_OBJECT, 0, PlayerQuality(player, HEXPROOF, THIS_TURN), g.next_timestamp())
    g.set(st, "effects", (*st.effects, quality))  # CR 611.2a, 514.2: until end of turn
    g.log(ev.EffectCreated("702.11c", st.players[player].name, msg("has hexproof until end of turn")))
    if e.also is not None:
        dispatch(g, o, e.also, legal)  # CR 611.2c: the permanents the player controls now
