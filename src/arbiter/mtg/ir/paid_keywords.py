"""Keywords whose first ability is an optional additional cost paid once or any number of times,
like kicker (CR 601.2b, 601.2f): offspring (702.175a), squad (702.157a), replicate (702.56a) and
casualty (702.153a), bargain (702.166a).

The number of times the cost was paid is announced with the cast (``Cast.kicker``) and kept on
the spell, and on the permanent it becomes, as ``GameObject.kicked`` — the count the linked
triggered ability reads ("if its offspring cost was paid", "for each time its squad cost was
paid"). Nothing else reads it as "kicked": a card has one of these keywords or kicker, never both."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.casting_keywords import Kicker

if TYPE_CHECKING:
    from arbiter.mtg.costs.parts import CostPart

OFFSPRING = "Offspring"
SQUAD = "Squad"
REPLICATE = "Replicate"
CASUALTY = "Casualty"
BARGAIN = "Bargain"
# CR 601.2b, 601.2f: "As an additional cost to cast ~, you may exile any number of white cards from
# your hand. ~ costs {2} less to cast for each card exiled this way." (the Marches) — no keyword
EXILED_FOR_LESS = "exiled for less"


@dataclass(frozen=True, slots=True)
class PaidTimes(Kicker):
    """ "Offspring [cost]" — "You may pay an additional [cost] as you cast this spell" (702.175a);
    "Squad [cost]" / "Replicate [cost]" — "As an additional cost to cast this spell, you may pay
    [cost] any number of times" (702.157a, 702.56a); "Casualty N" — "As an additional cost to
    cast this spell, you may sacrifice a creature with power N or greater" (702.153a: no mana,
    ``parts`` the sacrifice, chosen as the cost is paid, 601.2h); "Bargain" — "As an additional
    cost to cast this spell, you may sacrifice an artifact, enchantment, or token" (702.166a; the
    spell is then "bargained", 702.166b). ``keyword``: the printed word;
    ``printed``: the whole keyword when it isn't "[keyword] [cost]"."""

    keyword: str = OFFSPRING
    parts: tuple[CostPart, ...] = ()
    printed: str = ""
    less_each: int = 0  # CR 601.2f: the generic mana the total cost is reduced by for each payment

    def text(self) -> str:
        return self.printed or f"{self.keyword} {self.cost.text}"
