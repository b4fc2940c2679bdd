"""Damage prevention divided among targets (CR 601.2d, 615.7): "Prevent the next 4 damage that
would be dealt this turn to any number of targets, divided as you choose." — the division is
announced as the spell is cast, at least 1 to each chosen target (601.2d); each target still legal
as it resolves gets a prevention shield of its share until the turn ends (615.7, 608.2b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.prevention import PreventNext
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import group_indices, perform
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PreventDivided(Effect):
    """ "Prevent the next N damage that would be dealt this turn to any number of targets, divided
    as you choose." — ``among`` the group of targets (kind "targets")."""

    own_group = True

    amount: int
    among: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"Prevent the next {self.amount} damage that would be dealt this turn to any number of targets, "
            "divided as you choose."
        )


@handles(PreventDivided)
def _prevent_divided(g: Game, o: GameObject, e: PreventDivided, legal: list[bool]) -> None:
    """CR 601.2d, 608.2b, 615.7: each legal target's announced share as its own shield."""
    for share, i in zip(o.division, group_indices(o, e.among.index), strict=False):
        if legal[i] and share > 0:
            perform(g, o, (PreventNext(share, Ref("target", i)),), legal)
