"""Kaboom!'s questions (CR 608.2c–d, 401.4, 616.1): for each chosen target in turn — the reveal,
the damage (with the order of the replacement and prevention effects that apply to it, when that
order matters), then the order in which the revealed cards go to the bottom — before the next
target's reveal. The question of one of those steps is paused inside :class:`RevealingForEach`,
which hands each answer on and, once that step is done, goes on to the next one."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.mtg.effects.reveal_for_each_target import RevealForEachTarget, legal_targets, reveal_for
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, Resolving
from arbiter.mtg.paused.library_order import OrderingIntoLibrary, ask_or_move
from arbiter.mtg.paused.replacement_order import OrderingReplacements

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class RevealingForEach:
    """Where Kaboom! stands: the targets not yet done (``left``), the cards revealed for the
    current one (``cards``), whether its damage is done and the cards are being ordered
    (``ordering``), and the pending question of that step (``inner``)."""

    left: tuple[int, ...]
    cards: tuple[tuple[int, int], ...]
    ordering: bool
    inner: OrderingIntoLibrary | OrderingReplacements | None = None

    def answer(self, g: Game, at: At, value: int | str) -> Next:
        if isinstance(self.inner, OrderingReplacements):
            return _after(g, at, self, self.inner.answer(g, at, value))
        assert self.inner is not None and isinstance(value, int)  # (a card)
        return _after(g, at, self, self.inner.answer(g, at, value))


def begin_reveal_for_each(g: Game, at: At, e: RevealForEachTarget) -> Next:
    """CR 608.2b, 608.2c: the targets still legal, each in the order chosen."""
    return _next_target(g, at, legal_targets(at.object(g), e, list(at.legal)))


def _next_target(g: Game, at: At, left: tuple[int, ...]) -> Next:
    """CR 701.20a, 120.3: the next target's reveal, then its damage (asking the 616.1 order)."""
    from arbiter.mtg.paused import ASKERS

    if not left:
        return Next.GO_ON
    damage, cards = reveal_for(g, at.object(g), left[0])
    ask = ASKERS.get(damage)
    assert ask is not None  # (the damage's ordering question, 616.1)
    return _after(g, at, RevealingForEach(left[1:], cards, False), ask(g, at, damage))


def _after(g: Game, at: At, step: RevealingForEach, result: Next) -> Next:
    """A step's question pending: kept inside ``step``; the step done: the next one — after the
    damage the cards' order (401.4), after the order the next target."""
    st = g.state
    if result is Next.PAUSED:
        paused = st.resolving
        if paused is not None and isinstance(paused.step, OrderingIntoLibrary | OrderingReplacements):
            g.set(st, "resolving", Resolving(at, replace(step, inner=paused.step)))
        return result
    if result is Next.STOPPED:
        return result
    if not step.ordering:
        ordering = replace(step, ordering=True, inner=None)
        return _after(g, at, ordering, ask_or_move(g, at, OrderingIntoLibrary(step.cards, Zone.LIBRARY, True)))
    return _next_target(g, at, step.left)


def register(askers: Askers) -> None:
    askers.add(RevealForEachTarget, begin_reveal_for_each)
