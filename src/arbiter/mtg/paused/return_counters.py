"""The counter of persist and undying (CR 702.79a, 702.93a: "return it … with a -1/-1 / +1/+1
counter on it") under several replacement effects that change how many counters are put (Hardened
Scales and Corpsejack Menace): the returned permanent's controller chooses the order (CR 616.1,
616.1e–f) when it changes the result — asked once the card is back, before the counter is put."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.returns import ReturnWithCounter, returned_for_counter
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.replacement import counter_amounts

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class OrderingReturnCounter:
    """The answer names the source of the effect applied next to the ``kind`` counter put on the
    returned ``card`` (``zcc``: the permanent it became); ``chosen``: the effects chosen so far."""

    kind: str
    card: int
    zcc: int
    options: counter_amounts.Options
    chosen: tuple[str, ...]

    def answer(self, g: Game, at: At, source: int) -> Next:
        card = g.state.objects[self.card]
        key = counter_amounts.applied_first(g, card, self.options, source)
        return _put_or_ask(g, at, self.kind, card, (*self.chosen, key))


def begin_return_with_counter(g: Game, at: At, e: ReturnWithCounter) -> Next:
    card = returned_for_counter(g, at.object(g), e)
    if card is None:
        return Next.GO_ON
    return _put_or_ask(g, at, e.kind, card, ())


def _put_or_ask(g: Game, at: At, kind: str, card: GameObject, chosen: tuple[str, ...]) -> Next:
    """The next order question for the counter, or — none left — the counter put in that order."""
    if card.zone is not Zone.BATTLEFIELD:
        return Next.GO_ON
    asked = counter_amounts.order_choice(g, card, kind, 1, chosen)
    if asked:
        return pause(g, at, OrderingReturnCounter(kind, card.id, card.zcc, asked[0], chosen), asked[1])
    counter_amounts.put_in_order(g, card, kind, 1, chosen)
    return Next.GO_ON


def register(askers: Askers) -> None:
    askers.add(ReturnWithCounter, begin_return_with_counter, ordering=True)
