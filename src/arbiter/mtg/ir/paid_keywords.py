"""Keywords whose first ability is an optional additional cost paid once or any number of times,
like kicker (CR 601.2b, 601.2f): offspring (702.175a), squad (702.157a) and replicate (702.56a).

The number of times the cost was paid is announced with the cast (``Cast.kicker``) and kept on
the spell, and on the permanent it becomes, as ``GameObject.kicked`` — the count the linked
triggered ability reads ("if its offspring cost was paid", "for each time its squad cost was
paid"). Nothing else reads it as "kicked": a card has one of these keywords or kicker, never both."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.casting_keywords import Kicker

OFFSPRING = "Offspring"
SQUAD = "Squad"
REPLICATE = "Replicate"


@dataclass(frozen=True, slots=True)
class PaidTimes(Kicker):
    """ "Offspring [cost]" — "You may pay an additional [cost] as you cast this spell" (702.175a);
    "Squad [cost]" / "Replicate [cost]" — "As an additional cost to cast this spell, you may pay
    [cost] any number of times" (702.157a, 702.56a). ``keyword``: the printed word."""

    keyword: str = OFFSPRING

    def text(self) -> str:
        return f"{self.keyword} {self.cost.text}"
