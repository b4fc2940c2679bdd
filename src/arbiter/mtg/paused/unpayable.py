"""A payment asked during a resolution that its player can't make (CR 118.3): "Pay {2}{U}{U}. If you
don't, you lose the game." with too few lands, "unless its controller pays {3}" with one land.
Declining is then the only answer, and the engine doesn't ask a question with one answer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import CardName, Said, msg
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CouldNotPay(Event):
    """CR 118.3: ``player`` hasn't the resources to pay ``cost`` during a resolution, so doesn't pay."""

    player: str
    cost: str
    what: str

    def text(self) -> str:
        what = self.what if isinstance(self.what, Said) else CardName(self.what)
        return msg("{player} can't pay {cost} for {what}.", player=self.player, cost=self.cost, what=what)


def could_not_pay(g: Game, payer: int, cost: str, resolving: GameObject) -> bool:
    """CR 118.3: a player can't pay a cost without the resources to pay it fully — here the mana
    in their pool and what their mana abilities could add (117.1d). Only a sure "can't" counts (an
    estimate the module can't make, snow or Phyrexian mana: they are asked)."""
    from arbiter.mtg.mana.affordable import could_pay_exactly

    parsed = ManaCost.parse(cost)
    return parsed is not None and could_pay_exactly(g, payer, parsed, resolving, "ability") is False
