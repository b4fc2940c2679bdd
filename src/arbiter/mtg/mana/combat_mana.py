"""Mana kept until end of combat (CR 702.189a, firebending: "Until end of combat, you don't lose
this mana as steps and phases end." — 106.4's emptying doesn't take it while the combat phase goes
on; it expires at the end of the combat phase, 500.5a, 511.2).

What is kept is a :class:`KeptUntilEndOfCombat` turn effect naming the player and the amounts of
each kind. Mana of a kind is interchangeable when spent, so the mana that empties is spent first
(it is never better to keep it): the amounts kept are at most what is still in the pool — checked
before mana is added (:func:`before_adding`) and as a step ends (:func:`empty_pools`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Step
from arbiter.mtg.mana.pool import EMPTY_POOL
from arbiter.mtg.state import NO_OBJECT, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

# the steps of the combat phase but its last (as the end of combat step ends, combat is over: 511.3)
_COMBAT_STEPS = frozenset({
    Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
    Step.COMBAT_DAMAGE,
})  # fmt: skip


@dataclass(frozen=True, slots=True)
class KeptUntilEndOfCombat:
    """The mana of ``player``'s pool that doesn't empty until end of combat (per kind, W U B R G C)."""

    player: int
    mana: tuple[int, ...]


def _kept_by(e: TurnEffect, player: int) -> bool:
    return isinstance(e.change, KeptUntilEndOfCombat) and e.change.player == player


def _kept(g: Game, player: int) -> tuple[int, ...]:
    for e in g.state.effects:
        if isinstance(e.change, KeptUntilEndOfCombat) and e.change.player == player:
            return e.change.mana
    return EMPTY_POOL


def _set_kept(g: Game, player: int, mana: tuple[int, ...]) -> None:
    st = g.state
    rest = tuple(e for e in st.effects if not _kept_by(e, player))
    if any(mana):
        rest = (*rest, TurnEffect(NO_OBJECT, 0, KeptUntilEndOfCombat(player, mana), g.next_timestamp()))
    if rest != st.effects:
        g.set(st, "effects", rest)


def keep_until_end_of_combat(g: Game, player: int, mana: tuple[int, ...]) -> None:
    """CR 702.189a: the mana just added to ``player``'s pool is kept until end of combat."""
    kept = _kept(g, player)
    _set_kept(g, player, tuple(k + m for k, m in zip(kept, mana, strict=True)))


def before_adding(g: Game, player: int) -> None:
    """The kept mana still in the pool, before more is added (what was spent was the rest first)."""
    kept = _kept(g, player)
    if any(kept):
        pool = g.state.players[player].pool
        _set_kept(g, player, tuple(min(k, p) for k, p in zip(kept, pool, strict=True)))


def empty_pools(g: Game, ending: Step, rule: str = "106.4") -> None:
    """CR 106.4: as a step ends, the mana pools empty — but for the mana kept until end of combat
    while the combat phase goes on (702.189a, 500.5a)."""
    st = g.state
    for p in st.players:
        if not st.effects and not any(p.pool):
            continue  # (no mana and nothing kept: the commonest case, nothing to empty or log)
        kept = _kept(g, p.index) if ending in _COMBAT_STEPS else EMPTY_POOL
        left = tuple(min(k, have) for k, have in zip(kept, p.pool, strict=True))
        if any(kept) or any(_kept(g, p.index)):
            _set_kept(g, p.index, left)
        if tuple(p.pool) != left:
            g.log(ev.ManaEmptied(rule, p.name, tuple(have - k for have, k in zip(p.pool, left, strict=True))))
            g.set(p, "pool", left)
