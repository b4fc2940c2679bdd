"""The order of replacement effects, asked as an instruction is followed (CR 616.1, 616.1e–f):
"Put a +1/+1 counter on target creature." with Hardened Scales ("that many plus one") and
Corpsejack Menace ("twice that many") — the permanent's controller chooses which applies first
(1 counter: (1 + 1) × 2 = 4, or 1 × 2 + 1 = 3). Asked only when the order changes the result;
after each answer the effects that still apply are looked at again (616.1f), and the instruction
is performed with the order chosen for each permanent."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import effects
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.counters import PutCounters, counter_recipients
from arbiter.mtg.effects.resolution import group_indices, group_ref
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.replacement.counter_amounts import event_key, order_question
from arbiter.mtg.replacement.order import chosen_orders

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class OrderingCounterReplacements:
    """The answer names the source of the effect applied next to the counters put on
    ``permanent`` (``options``: each effect's key and its source); ``chosen``: the orders chosen
    so far, by event."""

    put: PutCounters
    permanent: int
    options: tuple[tuple[str, int], ...]
    chosen: tuple[tuple[str, tuple[str, ...]], ...]

    def answer(self, g: Game, at: At, source: int) -> Next:
        key = next(k for k, sid in self.options if sid == source)
        t = g.state.objects[self.permanent]
        name = CardName(g.state.objects[source].label)
        g.log(ev.EffectCreated("616.1e", t.label, msg("{card}'s replacement effect is applied first", card=name)))
        chosen = dict(self.chosen)
        chosen[event_key(t)] = (*chosen.get(event_key(t), ()), key)
        return _ask_or_put(g, at, self.put, tuple(chosen.items()))


def begin_put_counters(g: Game, at: At, e: PutCounters) -> Next:
    """CR 616.1: before the counters are put, each permanent's controller orders the effects
    that would change how many (when the order matters)."""
    return _ask_or_put(g, at, e, ())


def _ask_or_put(g: Game, at: At, e: PutCounters, chosen: tuple[tuple[str, tuple[str, ...]], ...]) -> Next:
    """The next order question for one of the permanents, or — none left — the counters put."""
    o = at.object(g)
    legal = list(at.legal)
    orders = dict(chosen)
    for t in _recipients(g, o, e, legal):
        first = orders.get(event_key(t), ())
        found = order_question(g, t, e.kind, e.count, first)
        if not found:
            continue
        options = tuple((k, sid) for k, sid, _ in found)
        names = ", ".join(g.state.objects[sid].label for _, sid in options)
        prompt = msg(
            "{kind} counters put on {t}: choose the replacement effect applied first ({names})",
            kind=e.kind,
            t=CardName(t.label),
            names=names,
        )
        sources = tuple(dict.fromkeys(sid for _, sid in options))
        question = Choose(t.controller, Purpose.REPLACEMENT_ORDER, "616.1", sources, prompt)
        return pause(g, at, OrderingCounterReplacements(e, t.id, options, chosen), question)
    with chosen_orders(orders):
        effects.perform(g, o, (e,), legal)
    return Next.GO_ON


def _recipients(g: Game, o: GameObject, e: PutCounters, legal: list[bool]) -> list[GameObject]:
    """Every permanent ``e`` puts counters on ("… on each of up to two target creatures": each
    chosen target, as :func:`~arbiter.mtg.effects.resolution.perform` follows it)."""
    group = group_ref(e)
    if group is None:
        return counter_recipients(g, o, e, legal)
    name, ref = group
    out: list[GameObject] = []
    for i in group_indices(o, ref.index):
        one = replace(e, **{name: Ref("target", i)})  # type: ignore[arg-type]  # (a field named at run time)
        out.extend(counter_recipients(g, o, one, legal))
    return out


def register(askers: Askers) -> None:
    askers.add(PutCounters, begin_put_counters, ordering=True)
