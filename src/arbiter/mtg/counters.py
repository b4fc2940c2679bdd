"""Counters on permanents (CR 122)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def set_counter(g: Game, o: GameObject, kind: str, amount: int) -> None:
    rest = tuple((k, n) for k, n in o.counters if k != kind)
    g.set(o, "counters", (*rest, (kind, amount)) if amount > 0 else rest)


def add_counters(g: Game, o: GameObject, kind: str, amount: int, rule: str = "122.1") -> None:
    if amount <= 0:
        return
    set_counter(g, o, kind, o.counter(kind) + amount)
    g.log(ev.CountersChanged(rule, o.card.name, kind, amount))


def remove_counters(g: Game, o: GameObject, kind: str, amount: int, rule: str = "122.1") -> None:
    have = o.counter(kind)
    amount = min(have, amount)
    if amount <= 0:
        return
    set_counter(g, o, kind, have - amount)
    g.log(ev.CountersChanged(rule, o.card.name, kind, -amount))
