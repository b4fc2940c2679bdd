"""Replacement effects on life gain (CR 614.1a, 119.10): "If you would gain life, you gain that
much life plus 1 instead." and the like, applied to one life gain event in the order the gaining
player chooses (616.1e, 616.1f). The engine doesn't ask that choice: it takes the order that leaves
the player with the most life (the orders are tried, at most 6 effects; more are applied in
timestamp order)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import permutations
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.replacement import LifeGainReplaced
from arbiter.mtg.layers import statics

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

_MOST_ORDERED = 6  # (6! = 720 orders at most)


@dataclass(frozen=True, slots=True)
class LifeEvent:
    """A life gain about to happen (``lose``: it has become a loss of that much life instead)."""

    amount: int
    lose: bool = False


def _replaced(s: LifeGainReplaced, e: LifeEvent) -> LifeEvent | None:
    """The event after ``s`` applies, or None if it doesn't apply (no longer a gain, or a gain of
    0 life: no life gain event, 119.10)."""
    if e.lose or e.amount <= 0:
        return None
    if s.kind == "plus":
        return replace(e, amount=e.amount + s.amount)
    if s.kind == "twice":
        return replace(e, amount=e.amount * 2)
    if s.kind == "none":
        return replace(e, amount=0)
    return replace(e, lose=True)


def _applicable(g: Game, player: int) -> list[tuple[GameObject, LifeGainReplaced]]:
    """The life-gain replacements of permanents that apply to ``player`` gaining life."""
    st = g.state
    found: list[tuple[GameObject, LifeGainReplaced]] = []
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD:
            continue
        for s in statics(g, src):
            if not isinstance(s, LifeGainReplaced):
                continue
            mine = src.controller == player
            if s.who == "player" or (s.who == "you") == mine:
                found.append((src, s))
    return sorted(found, key=lambda f: f[0].timestamp)


def replace_life_gain(g: Game, player: int, amount: int) -> tuple[LifeEvent, list[GameObject]]:
    """CR 616.1: the event that happens instead of ``player`` gaining ``amount`` life, and the
    sources of the effects applied, in order."""
    found = _applicable(g, player)
    if not found:
        return LifeEvent(amount), []
    orders = permutations(found) if len(found) <= _MOST_ORDERED else iter([tuple(found)])
    best: tuple[int, LifeEvent, list[GameObject]] | None = None
    for order in orders:
        e, used = LifeEvent(amount), []
        for src, s in order:
            after = _replaced(s, e)
            if after is not None:
                e = after
                used.append(src)
        value = -e.amount if e.lose else e.amount
        if best is None or value > best[0]:
            best = (value, e, used)
    assert best is not None
    return best[1], best[2]
