"""Flipping a coin (CR 705): "Flip a coin. If you win the flip, <instructions>. If you lose the
flip, <instructions>." The player the instruction names — the controller of the resolving spell
or ability — flips and calls; the call matches the result with equal likelihood (705.1–705.2), so
the game decides the winner at random. Only that player wins or loses the flip (705.2). The
instructions for the result are followed then (608.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.rng import below
from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.effect import Effect, render_effects

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class FlipCoin(Effect):
    """ "Flip a coin." with the instructions for winning (``won``) and losing (``lost``) the flip,
    each none or the instructions of one sentence; ``lose_first``: the losing sentence is printed
    first."""

    won: tuple[Effect, ...] = ()
    lost: tuple[Effect, ...] = ()
    lose_first: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        said = ["Flip a coin."]
        results = (
            (("lose", self.lost), ("win", self.won)) if self.lose_first else (("win", self.won), ("lose", self.lost))
        )
        for word, fx in results:
            if fx:
                body = " ".join(render_effects(fx, specs))
                said.append(f"If you {word} the flip, {body[0].lower()}{body[1:]}")
        return " ".join(said)


@handles(FlipCoin)
def _flip(g: Game, o: GameObject, e: FlipCoin, legal: list[bool]) -> None:
    """CR 705.2: the controller flips and wins or loses at random; then the instructions for that
    result (CR 608.2c)."""
    st = g.state
    rng, k = below(st.rng, 2)
    g.set(st, "rng", rng)
    won = k == 0
    said = msg("flips a coin and wins the flip") if won else msg("flips a coin and loses the flip")
    g.log(ev.EffectCreated("705.2", st.players[o.controller].name, said))
    fx = e.won if won else e.lost
    if fx:
        perform(g, o, fx, legal)
