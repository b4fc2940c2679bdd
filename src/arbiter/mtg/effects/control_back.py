"""Control given back to owners (CR 613.1b, 108.3): "Each player gains control of all creatures
they own." (Homeward Path, Trostani Discordant) and "… all nontoken permanents / all permanents they
own." (Brooding Saurian) — a control-changing effect for each such permanent controlled by a
player other than its owner, with a timestamp newer than the effects that gave it away (613.7), so
it wins in layer 2; it lasts indefinitely (611.2a), for that object only (400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.layers import card_types
from arbiter.mtg.state import TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class EachGainsControlOfOwn(Effect):
    """ "Each player gains control of all <noun> they own." — ``noun``: "creatures",
    "nontoken permanents" or "permanents"."""

    noun: str = "creatures"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Each player gains control of all {self.noun} they own."


@handles(EachGainsControlOfOwn)
def _each_gains_control_of_own(g: Game, o: GameObject, e: EachGainsControlOfOwn, legal: list[bool]) -> None:
    from arbiter.mtg.objects import control as control

    st = g.state
    given: list[TurnEffect] = []
    for oid in st.battlefield:
        p = st.objects[oid]
        if p.controller == p.owner or (e.noun == "nontoken permanents" and p.is_token):
            continue
        if e.noun == "creatures" and CardType.CREATURE not in card_types(g, p):
            continue
        given.append(TurnEffect(p.id, p.zcc, resolved.GainControl(p.owner), g.next_timestamp()))
        g.log(
            ev.EffectCreated(
                "613.1b", p.label, msg("comes under {players}'s control", players=st.players[p.owner].name)
            )
        )
    if given:
        g.set(st, "lasting", (*st.lasting, *given))
        control.refresh(g)
