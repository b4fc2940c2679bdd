"""Melee (CR 702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for each
opponent you attacked with a creature this combat." — the opponents are read from this combat's
declaration of attackers (508.1): players attacked, not their planeswalkers or battles."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg import events as ev
from arbiter.mtg.condition_check import this_turn
from arbiter.mtg.effects.continuous import ModifyPT
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class MeleeBonus(Effect):
    """CR 702.121a: "it gets +1/+1 until end of turn for each opponent you attacked with a
    creature this combat"."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "~ gets +1/+1 until end of turn for each opponent you attacked with a creature this combat."


def opponents_attacked(g: Game, player: int) -> int:
    """How many opponents of ``player`` were attacked with a creature this combat: the players
    named in the newest declaration of attackers this turn (this combat's, 506.1)."""
    for e in this_turn(g):  # newest first
        if isinstance(e, ev.AttackersDeclared):
            return sum(1 for p in e.players if p != player)
    return 0


@handles(MeleeBonus)
def _melee(g: Game, o: GameObject, e: MeleeBonus, legal: list[bool]) -> None:
    n = opponents_attacked(g, o.controller)
    if n:
        perform(g, o, (ModifyPT(n, n, Ref("this")),), legal)
