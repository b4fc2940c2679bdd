"""Cumulative upkeep with a cost that isn't mana (CR 702.24a): "At the beginning of your upkeep, if
this permanent is on the battlefield, put an age counter on this permanent. Then you may pay [cost]
for each age counter on it. If you don't, sacrifice it." — "Pay 1 life." (paying life, 119.4) and
"Put a -1/-1 counter on ~." (122.1), "An opponent gains 1 life." (119.3) and "Add {R}." (106.4),
paid once for each age counter as one whole (no partial
payments, 702.24a). Its controller's choice is asked as a "you may" (608.2d)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg.effects.counters import PutCounters
from arbiter.mtg.effects.life import LifeChange
from arbiter.mtg.effects.optional import MayDo
from arbiter.mtg.effects.zones import SacrificeIt
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.mana import AddMana
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.mana.pool import POOL_ORDER
from arbiter.mtg.objects.counters import add_counters, counters_forbidden
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.paused.base import At, Next

LIFE = "life"  # "Pay N life."
MINUS_COUNTER = "-1/-1 counter"  # "Put a -1/-1 counter on ~."
OPPONENT_GAINS = "opponent gains life"  # "An opponent gains N life." (two players: the opponent)
ADD_RED = "add {R}"  # "Add {R}." (mana, 106.4)


@dataclass(frozen=True, slots=True)
class CumulativeUpkeepPaid(Effect):
    """The cumulative upkeep trigger's instructions for a cost ``amount`` of ``kind`` (CR 702.24a)."""

    decides = True

    kind: str
    amount: int
    printed: str  # the cost as printed: "Pay 2 life."

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Cumulative upkeep\u2014{self.printed}"

    def total(self, age: int) -> Effect:
        """The cost paid once for each of ``age`` age counters, as one payment."""
        if self.kind == LIFE:
            return LifeChange(self.amount * age, Ref("you"), lose=True)  # CR 119.4: paid life is lost
        if self.kind == OPPONENT_GAINS:
            return LifeChange(self.amount * age, Ref("each opponent"))
        if self.kind == ADD_RED:
            return AddMana(tuple(self.amount * age if k == "R" else 0 for k in POOL_ORDER))
        return PutCounters("-1/-1", self.amount * age, Ref("this"))


def begin_cumulative_upkeep_paid(g: Game, at: At, e: CumulativeUpkeepPaid) -> Next:
    """CR 702.24a: put an age counter on it; then its controller may pay the cost for each age
    counter, or it is sacrificed. Life can be paid only up to the life total (119.4), and counters
    only where they can be put: otherwise the cost can't be paid and the permanent is sacrificed."""
    from arbiter.mtg.paused.base import Next
    from arbiter.mtg.paused.choices import begin_may

    source = at.source(g)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return Next.GO_ON
    add_counters(g, source, "age", 1, "702.24a")
    age = source.counter("age")
    controller = at.object(g).controller
    unpayable = (e.kind == LIFE and g.state.players[controller].life < e.amount * age) or (
        e.kind == MINUS_COUNTER and counters_forbidden(g, source, "-1/-1")  # (CR 122.1: the cost can't be paid)
    )
    if unpayable:
        if source.controller == controller:
            move(g, source, Zone.GRAVEYARD, "702.24a", "is sacrificed and put")  # CR 701.21a
        return Next.GO_ON
    pay = e.total(age)
    question = msg(
        "cumulative upkeep of {card} ({age} age counters): pay {cost} for each? (if you don't, it is sacrificed)",
        card=CardName(source.label), age=age, cost=Quoted(e.printed),
    )  # fmt: skip
    return begin_may(g, at, MayDo(pay, otherwise=SacrificeIt(Ref("this")), text_=question))
