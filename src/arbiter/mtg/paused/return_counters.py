"""The counter of persist and undying (CR 702.79a, 702.93a: "return it … with a -1/-1 / +1/+1
counter on it") under several replacement effects that change how many counters are put (Hardened
Scales and Corpsejack Menace): the returned permanent's controller chooses the order (CR 616.1,
616.1e–f) when it changes the result — asked once the card is back, before the counter is put."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.i18n.text import join
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.returns import ReturnWithCounter, returned_for_counter
from arbiter.mtg.enums import Zone
from arbiter.mtg.objects.counters import add_counters
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.replacement import counter_amounts
from arbiter.mtg.replacement.order import chosen_orders

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
    options: tuple[tuple[str, int], ...]
    chosen: tuple[str, ...]

    def answer(self, g: Game, at: At, source: int) -> Next:
        key = next(k for k, sid in self.options if sid == source)
        card = g.state.objects[self.card]
        name = CardName(g.state.objects[source].label)
        player = g.state.players[card.controller].name
        g.log(ev.EffectCreated("616.1e", player, msg("{card}'s effect is applied first", card=name)))
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
    found = counter_amounts.order_question(g, card, kind, 1, chosen)
    if found:
        options = tuple((k, sid) for k, sid, _ in found)
        prompt = msg(
            "{kind} counters put on {t}: choose the replacement effect applied first ({names})",
            kind=kind,
            t=CardName(card.label),
            names=join(CardName(g.state.objects[sid].label) for _, sid in options),
        )
        sources = tuple(dict.fromkeys(sid for _, sid in options))
        question = Choose(card.controller, Purpose.REPLACEMENT_ORDER, "616.1", sources, prompt)
        return pause(g, at, OrderingReturnCounter(kind, card.id, card.zcc, options, chosen), question)
    with chosen_orders({counter_amounts.event_key(card): chosen}):
        add_counters(g, card, kind, 1)
    return Next.GO_ON


def register(askers: Askers) -> None:
    askers.add(ReturnWithCounter, begin_return_with_counter, ordering=True)
