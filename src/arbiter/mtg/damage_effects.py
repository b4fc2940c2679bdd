"""Damage instructions with more than one recipient in a sentence (CR 120)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.mtg.enums import Zone
from arbiter.mtg.model import DealDamage, Effect, Ref, TargetSpec

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


@dataclass(frozen=True, slots=True)
class DealsDamageEqualToPower(Effect):
    """ "Target creature you control deals damage equal to its power to target creature you
    don't control." — the first creature is the source of the damage (CR 120.3, 608.2h: its
    power as the instruction is followed); if either target is illegal, no damage (608.2b)."""

    dealer: Ref
    to: Ref
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def _bite(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    from arbiter.mtg.characteristics import power
    from arbiter.mtg.effects import deal_damage, permanent_of, resolve_ref

    dealer = permanent_of(g, o, e.dealer, legal)
    to = resolve_ref(g, o, e.to, legal)
    if dealer is None or dealer.zone is not Zone.BATTLEFIELD or to is None:
        return
    amount = power(g, dealer)
    if amount > 0:
        deal_damage(g, dealer, to, amount, combat=False)


def _twice(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    from arbiter.mtg.effects import perform

    perform(g, o, (e.first, e.second), legal)


HANDLERS: dict[type, Callable[[Game, GameObject, Any, list[bool]], None]] = {
    DealDamageTwice: _twice,
    DealsDamageEqualToPower: _bite,
}
