""" "Pay 5 life." / "Pay half your life, rounded up." as an instruction a player chose to follow —
the offer of "When you cast this spell, any player may pay 5 life. If a player does, counter ~."
(Dash Hopes, Temporal Extortion; CR 608.2d, 101.4). CR 119.4: a player may pay life only if their
life total is at least the payment (0 life can always be paid); the payment is subtracted from
their life total — they lose that much life. CR 119.8: a player who can't lose life can't pay
more than 0 life."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.life import lose_life
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PayLifeInstruction(Effect):
    """The resolving object's controller (the player who chose to, while they perform it) pays
    ``amount`` life, or half their life rounded up (``half``, CR 107.1a)."""

    amount: int = 0
    half: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Pay half your life, rounded up." if self.half else f"Pay {self.amount} life."


def life_payment(g: Game, player: int, e: PayLifeInstruction) -> int:
    """How much life ``player`` pays for ``e`` now (half: rounded up, 107.1a; nothing of 0 or less)."""
    life = g.state.players[player].life
    return max(0, (life + 1) // 2) if e.half else e.amount


def can_pay_life(g: Game, player: int, e: PayLifeInstruction) -> bool:
    """CR 119.4, 119.8: whether ``player`` can pay the life ``e`` asks."""
    from arbiter.mtg import player_qualities

    return player_qualities.can_pay_life(g, player, life_payment(g, player, e))


@handles(PayLifeInstruction)
def _pay_life(g: Game, o: GameObject, e: PayLifeInstruction, legal: list[bool]) -> None:
    """CR 119.4: the payment is subtracted from the payer's life total."""
    amount = life_payment(g, o.controller, e)
    if amount > 0 and can_pay_life(g, o.controller, e):
        lose_life(g, o.controller, amount, "119.4")
