"""Static abilities that forbid counters (CR 101.2: a "can't" wins over any instruction or cost
that would put them; 122.1): "<group> can't have <kind> counters put on them." (Melira, Sylvok
Outcast: -1/-1; Blightbeetle: +1/+1), "~ can't have counters put on it." (Tatterkite),
"Counters can't be put on <group>." and "<players> can't get [<kind>] counters." (Solemnity,
Melira's "You can't get poison counters.")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter

# who "can't get counters": the source's controller, every player, or each opponent of the controller
CounterPlayers = Literal["you", "players", "opponents"]


@dataclass(frozen=True, slots=True)
class CantHaveCounters(Static):
    """Counters of ``kind`` ("": of any kind) can't be put on the permanents ``what`` describes,
    read for the source's controller — or, with ``what`` None, on the source itself (CR 101.2,
    122.1; a permanent entering with such counters enters without them, 122.6, 614.1c)."""

    affects_others = True

    what: Filter | None
    kind: str
    text_: str

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class CantGetCounters(Static):
    """ "You can't get poison counters." / "Players can't get counters." — counters of ``kind``
    ("": of any kind, energy included, 107.14) aren't put on ``who`` (CR 101.2, 122.1)."""

    affects_others = True

    who: CounterPlayers
    kind: str
    text_: str

    def text(self) -> str:
        return self.text_
