"""Damage that isn't removed in the cleanup step (Patient Zero, Uthgardt Fury): "Damage isn't removed
from creatures your opponents control during cleanup steps." — a static ability (CR 604.1) that
changes the turn-based action of 514.2 for those creatures; the damage stays marked until another
cleanup step without the ability, or until the creature leaves the battlefield (400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class DamageNotRemoved(Static):
    """ "Damage isn't removed from creatures your opponents control during cleanup steps." (CR 514.2)."""

    affects_others = True

    def text(self) -> str:
        return "Damage isn't removed from creatures your opponents control during cleanup steps."


def keepers(g: Game) -> frozenset[int]:
    """The controllers of permanents with :class:`DamageNotRemoved` now (CR 613.1f: an ability a
    permanent has now)."""
    st = g.state
    if not st.grant_sources:
        return frozenset()
    from arbiter.mtg.layers import current_statics  # (the layers don't read this)

    out = set()
    for i in st.grant_sources:
        o = st.objects.get(i)
        if o is not None and any(isinstance(s, DamageNotRemoved) for s in current_statics(g, o)):
            out.add(o.controller)
    return frozenset(out)


def damage_kept(g: Game, o: GameObject, by: frozenset[int]) -> bool:
    """CR 514.2: is the damage on ``o`` kept this cleanup step — a creature an opponent of one of
    ``by`` (the controllers of the ability) controls?"""
    from arbiter.mtg.layers.queries import is_creature

    return bool(by) and any(o.controller != p for p in by) and is_creature(g, o)
