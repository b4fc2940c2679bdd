"""Counters distributed among several targets (CR 601.2d): "Distribute two +1/+1 counters among
one or two target creatures." — the division is announced as the spell is cast or the ability is
put on the stack, at least one counter to each target (601.2d, 603.3d); a target that's illegal
as it resolves gets none, the others get theirs (608.2b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import group_indices, permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.objects.counters import add_counters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class DistributeCounters(Effect):
    """ "Distribute N <kind> counters among <one or two / one, two, or three> target <noun>." """

    own_group = True

    kind: str
    amount: int
    among: Ref  # the group of targets (kind "targets")
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(DistributeCounters)
def _distribute(g: Game, o: GameObject, e: DistributeCounters, legal: list[bool]) -> None:
    """CR 601.2d, 608.2b, 122.1: each chosen target still legal gets its announced share."""
    for share, i in zip(o.division, group_indices(o, e.among.index), strict=False):
        if not legal[i] or share <= 0:
            continue
        t = permanent_of(g, o, Ref("target", i), legal)
        if t is not None and t.zone is Zone.BATTLEFIELD:
            add_counters(g, t, e.kind, share, "122.1")
