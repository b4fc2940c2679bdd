"""CR 119.3, 120.3, 608.2c: "~ deals 1 damage to each opponent. You gain life equal to the damage
dealt this way." (Creeping Bloodsucker, Corrupt, Rite of Consumption; "… and you gain life equal to
the damage dealt this way.", Enter the God-Eternals) — the damage the instruction before actually
dealt, after prevention and replacement effects (615, 614): damage prevented or turned into
something else wasn't dealt this way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.life import gain_life
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

_GAIN = "you gain life equal to the damage dealt this way."


@dataclass(frozen=True, slots=True)
class GainDamageDealtThisWay(Effect):
    """``damage`` (a damage instruction), then the gain of life equal to the damage it dealt;
    ``joined``: written as one sentence ("… and you gain life equal to …")."""

    damage: Effect
    joined: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        first = self.damage.text(specs)
        if self.joined:
            return f"{first.removesuffix('.')} and {_GAIN}"
        return f"{first} Y{_GAIN[1:]}"


@handles(GainDamageDealtThisWay)
def _gain_dealt(g: Game, o: GameObject, e: GainDamageDealtThisWay, legal: list[bool]) -> None:
    """CR 120.3, 119.3: the damage events the instruction made, summed; the controller gains that."""
    log = g.state.log
    before = log[2] if log is not None else 0
    perform(g, o, (e.damage,), legal)
    dealt = 0
    node = g.state.log
    while node is not None and node[2] > before:
        if isinstance(node[0], ev.DamageDealt):
            dealt += node[0].amount
        node = node[1]
    if dealt > 0:
        gain_life(g, o.controller, dealt, "119.3")
