"""Additional land plays from a resolved spell or ability (CR 305.2, 611.2a): "You may play an
additional land this turn." (Explore) — an effect until the turn ends (514.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Term, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.lands.limits import COUNT_WORDS
from arbiter.mtg.state import NO_OBJECT, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class AdditionalLandsThisTurn(Effect):
    """ "You may play an additional land this turn." (CR 305.2, 611.2a)."""

    count: int = 1

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        lands = "land" if self.count == 1 else "lands"
        return f"You may play {COUNT_WORDS[self.count]} additional {lands} this turn."


@handles(AdditionalLandsThisTurn)
def _additional_lands(g: Game, o: GameObject, e: AdditionalLandsThisTurn, legal: list[bool]) -> None:
    effect = TurnEffect(NO_OBJECT, 0, resolved.AdditionalLandPlays(o.controller, e.count), g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, effect))
    what = (
        msg("may play an additional land this turn")
        if e.count == 1
        else msg("may play {count_words} additional lands this turn", count_words=Term(COUNT_WORDS[e.count]))
    )
    g.log(ev.EffectCreated("305.2", g.state.players[o.controller].name, what))
