"""Doubling power and toughness (CR 701.10a–c): "double the power and toughness of each creature
you control until end of turn" (Unnatural Growth). Each creature gets +X/+Y until end of turn,
X and Y its power and toughness as the instruction is followed (701.10b) — a negative value gives
-X instead (701.10c), the same sum; a change in layer 7c, not a setting (613.4c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.selection import select
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.layers import is_creature, power, toughness
from arbiter.mtg.state import ObjectRef, PTBoost

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class DoublePowerToughness(Effect):
    """ "Double the power and toughness of <group> until end of turn." (CR 701.10b)."""

    to: Selector
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_

    @property
    def selector(self) -> Selector:
        """The creatures doubled (:mod:`arbiter.mtg.ir.selectors`)."""
        return self.to


@handles(DoublePowerToughness)
def _double(g: Game, o: GameObject, e: DoublePowerToughness, legal: list[bool]) -> None:
    """CR 701.10b–c, 611.2c: each creature of the group now gets +X/+Y until end of turn."""
    st = g.state
    for to in select(g, o, e.to, legal):
        if not isinstance(to, ObjectRef):
            continue
        t = st.objects.get(to.id)
        if t is None or t.zcc != to.zcc or t.zone is not Zone.BATTLEFIELD or not is_creature(g, t):
            continue
        p, tough = power(g, t), toughness(g, t)  # CR 701.10b: as it resolves (613.4c: a change)
        if p or tough:
            g.set(st, "boosts", (*st.boosts, PTBoost(t.id, t.zcc, p, tough, g.next_timestamp())))
            g.log(ev.PTChanged("701.10b", t.label, p, tough))
