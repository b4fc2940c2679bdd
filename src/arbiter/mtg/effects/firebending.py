"""Firebending (CR 702.189a): "Whenever this creature attacks, add N {R}. Until end of combat, you
don't lose this mana as steps and phases end." — the instruction of the triggered ability (the
keeping: :mod:`arbiter.mtg.mana.combat_mana`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.mana import add_mana
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import amount_of
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.mana.combat_mana import keep_until_end_of_combat
from arbiter.mtg.mana.pool import POOL_ORDER

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class AddRedUntilEndOfCombat(Effect):
    """ "Add N {R}. Until end of combat, you don't lose this mana as steps and phases end."."""

    scaled = ("amount",)

    amount: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Add {self.amount} {{R}}. Until end of combat, you don't lose this mana as steps and phases end."


@handles(AddRedUntilEndOfCombat)
def _add_red(g: Game, o: GameObject, e: AddRedUntilEndOfCombat, legal: list[bool]) -> None:
    n = amount_of(o, e.amount)
    if n <= 0:
        return
    red = tuple(n if kind == "R" else 0 for kind in POOL_ORDER)
    add_mana(g, o.controller, red, o.card.name)  # CR 106.4 (not a mana ability: it triggers on attacking)
    keep_until_end_of_combat(g, o.controller, red)  # CR 702.189a
