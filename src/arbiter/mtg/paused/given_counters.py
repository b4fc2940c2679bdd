"""The counters an instruction gives a card as it puts it onto the battlefield ("… return that card
to the battlefield under its owner's control with a +1/+1 counter on it", CR 122.6) under several
replacement effects that change how many counters are put (Hardened Scales, Doubling Season,
Corpsejack Menace): the permanent's controller chooses the order (CR 616.1, 616.1e–f) when it
changes the result — asked once the card is on the battlefield, before the counters are put."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.with_counters import EntersWithGivenCounters, entered_since
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.replacement import counter_amounts

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

# a batch of counters still to put: (the permanent's id, its zone-change count, kind, how many)
Batch = tuple[int, int, str, int]


@dataclass(frozen=True, slots=True)
class OrderingGivenCounters:
    """The answer names the source of the effect applied next to the first batch of ``left``;
    ``options``: the (key, source) pairs asked among; ``chosen``: that batch's effects so far."""

    left: tuple[Batch, ...]
    options: counter_amounts.Options
    chosen: tuple[str, ...]

    def answer(self, g: Game, at: At, source: int) -> Next:
        key = counter_amounts.applied_first(g, g.state.objects[self.left[0][0]], self.options, source)
        return _put_or_ask(g, at, self.left, (*self.chosen, key))


def begin_given_counters(g: Game, at: At, e: EntersWithGivenCounters) -> Next:
    """CR 122.6, 608.2c: the instruction, then the counters on each card it put onto the
    battlefield — in the order of the replacement effects its controller chooses (616.1)."""
    from arbiter.mtg.effects.resolution import perform

    mark = g.state.log[2] if g.state.log is not None else 0
    perform(g, at.object(g), (e.effect,), list(at.legal))
    left = tuple((t.id, t.zcc, kind, n) for t in entered_since(g, mark) for kind, n in e.counters)
    return _put_or_ask(g, at, left, ())


def _put_or_ask(g: Game, at: At, left: tuple[Batch, ...], chosen: tuple[str, ...]) -> Next:
    """The next order question for the first batch, or — none left — its counters put in that
    order, then the next batch's."""
    while left:
        obj, zcc, kind, n = left[0]
        card = g.state.objects.get(obj)
        if card is None or card.zone is not Zone.BATTLEFIELD or card.zcc != zcc:
            left, chosen = left[1:], ()  # CR 400.7: it left the battlefield meanwhile
            continue
        asked = counter_amounts.order_choice(g, card, kind, n, chosen)
        if asked:
            return pause(g, at, OrderingGivenCounters(left, asked[0], chosen), asked[1])
        counter_amounts.put_in_order(g, card, kind, n, chosen, "122.6")
        left, chosen = left[1:], ()
    return Next.GO_ON


def register(askers: Askers) -> None:
    askers.add(EntersWithGivenCounters, begin_given_counters, ordering=True)
