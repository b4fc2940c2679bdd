"""CR 107.14, 118.3, 608.2d: "You may pay any amount of {E}." and "You may pay one or more {E}."
(Harnessed Lightning, Rampaging Aetherhood): as the instruction is followed its controller chooses a
number of energy counters, at most as many as they have (a player can't pay more energy than they
have, 107.14), and removes them. The amount paid is kept on the resolving object — "that much",
"that many", "the amount of {E} paid this way", "for each {E} paid this way" read it (608.2c,
608.2h). "If you do" after "one or more" follows only if at least one was paid (608.2e); 0 is
declining."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.energy import pay_energy
from arbiter.mtg.lki import ThatMuch
from arbiter.mtg.paused.base import At, Next, pause

if TYPE_CHECKING:
    from arbiter.mtg.effects.optional import MayCostThen
    from arbiter.mtg.game import Game

PAY_ANY_ENERGY = "pay any energy"  # "You may pay any amount of {E}."
PAY_ONE_OR_MORE_ENERGY = "pay one or more energy"  # "You may pay one or more {E}. If you do, …"
ENERGY_AMOUNT_KINDS = (PAY_ANY_ENERGY, PAY_ONE_OR_MORE_ENERGY)


@dataclass(frozen=True, slots=True)
class PayingEnergyAmount:
    """The answer: how many energy counters the controller pays (0: none)."""

    may: MayCostThen

    def answer(self, g: Game, at: At, count: int) -> Next:
        return paid(g, at, self.may, count)


def begin_pay_energy_amount(g: Game, at: At, e: MayCostThen) -> Next:
    """Ask for the number (0 up to the energy the player has); with none to pay, 0 is paid."""
    o = at.object(g)
    have = g.state.players[o.controller].energy
    if have <= 0:
        return paid(g, at, e, 0)
    question = Choose(
        o.controller, Purpose.ENERGY_AMOUNT, "107.14", tuple(range(have + 1)),
        msg("choose how much energy to pay (up to {amount}; 0: none)", amount=have),
    )  # fmt: skip
    return pause(g, at, PayingEnergyAmount(e), question)


def paid(g: Game, at: At, e: MayCostThen, count: int) -> Next:
    """Pay ``count`` energy (CR 107.14), keep the amount for "that much" (608.2h), then "If you do"."""
    from arbiter.mtg.paused.choices import if_you_do, not_done

    o = at.object(g)
    if count > 0:
        pay_energy(g, o.controller, count)
    g.set(o, "lki", (ThatMuch(count), *o.lki))  # (read first: the amount paid this way)
    if e.kind == PAY_ONE_OR_MORE_ENERGY and count <= 0:
        return not_done(g, at, e)  # CR 608.2e: none paid, so not "If you do"
    then = if_you_do(e)
    if then is not None:
        effects.perform(g, o, (then,), list(at.legal))  # CR 608.2e
    return Next.GO_ON
