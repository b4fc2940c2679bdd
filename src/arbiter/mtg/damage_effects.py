"""Damage instructions with more than one recipient in a sentence (CR 120)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.mtg.model import DealDamage, Effect, TargetSpec

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class DealDamageTwice(Effect):
    """ "~ deals 3 damage to any target and 1 damage to you." — two recipients of one source's
    damage (the second half's subject is the first's)."""

    first: DealDamage
    second: DealDamage

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        head = self.first.text(specs).removesuffix(".")
        return f"{head} and {self.second.amount} damage to {self.second.to.text(specs)}."


def _twice(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    from arbiter.mtg.effects import perform

    perform(g, o, (e.first, e.second), legal)


HANDLERS: dict[type, Callable[[Game, GameObject, Any, list[bool]], None]] = {DealDamageTwice: _twice}
