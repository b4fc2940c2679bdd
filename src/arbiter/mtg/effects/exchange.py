"""Exchanging control of two permanents (CR 701.12): "Exchange control of two target creatures.",
"Exchange control of target land you control and target land an opponent controls.", "Exchange
control of ~ and target creature." If the whole exchange can't be done — one of them is gone or
no longer a legal target — nothing happens (701.12a); if one player controls both, nothing
happens (701.12b). Otherwise each player gains control of the permanent the other controlled, at
the same time, with no end (a control-changing effect, layer 2: 613.1b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ExchangeControl(Effect):
    """The two permanents ``first`` and ``second``; ``phrase``: the printed words for both when
    they are one group of targets ("two target creatures")."""

    first: Ref
    second: Ref
    phrase: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        both = self.phrase or f"{self.first.text(specs)} and {self.second.text(specs)}"
        return f"Exchange control of {both}."


@handles(ExchangeControl)
def _exchange_control(g: Game, o: GameObject, e: ExchangeControl, legal: list[bool]) -> None:
    from arbiter.mtg.objects import control

    a = permanent_of(g, o, e.first, legal)
    b = permanent_of(g, o, e.second, legal)
    if a is None or b is None or a.zone is not Zone.BATTLEFIELD or b.zone is not Zone.BATTLEFIELD:
        return  # CR 701.12a: the entire exchange can't be completed
    if a.controller == b.controller or a.id == b.id:
        return  # CR 701.12b
    st = g.state
    ts = g.next_timestamp()
    gains = (TurnEffect(a.id, a.zcc, resolved.GainControl(b.controller), ts),
             TurnEffect(b.id, b.zcc, resolved.GainControl(a.controller), ts))  # fmt: skip
    g.set(st, "lasting", (*st.lasting, *gains))
    for t, p in ((a, b.controller), (b, a.controller)):
        g.log(ev.EffectCreated("701.12b", t.label, msg("comes under {players}'s control", players=st.players[p].name)))
    control.refresh(g)
