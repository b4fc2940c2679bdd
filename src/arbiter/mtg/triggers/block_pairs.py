"""Triggers on each blocking pair.

- CR 509.3b: "Whenever [a creature] blocks a creature, …" triggers once for each attacking creature
  it blocks — when declared as a blocker, never when put onto the battlefield blocking (509.3a–b).
- CR 509.3d: "Whenever [a creature] becomes blocked by a creature, …" triggers once for each creature
  that blocks it, also for a creature put onto the battlefield blocking it.
- CR 509.3f: a quality of the other creature ("a creature with flying") is read at that moment.

The trigger's subject is the other creature of the pair ("that creature", CR 603.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.filtering import fits
from arbiter.mtg.state import GameObject, WaitingTrigger
from arbiter.mtg.triggers.conditions import condition_holds
from arbiter.mtg.triggers.patterns import names

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.triggers.matching import Waiting

BLOCKS = "blocks a creature"
BLOCKED_BY = "blocked by a creature"


def pair_triggers(g: Game, blocker: GameObject | None, attacker: GameObject | None, declared: bool) -> list[Waiting]:
    """The triggers of one blocking pair: ``declared`` — the blocker was declared as one (509.3b)
    rather than put onto the battlefield blocking."""
    if blocker is None or attacker is None:
        return []
    out: list[Waiting] = []
    if declared and blocker.card.triggered:
        out += _each(g, blocker, BLOCKS, attacker)
    if attacker.card.triggered:
        out += _each(g, attacker, BLOCKED_BY, blocker)
    return out


def _each(g: Game, o: GameObject, event: str, other: GameObject) -> list[Waiting]:
    out: list[Waiting] = []
    for i, ability in enumerate(o.card.triggered):
        if not names(ability.event, event):
            continue
        if ability.watch is not None and not fits(g, ability.watch, other, o.controller, o.id):
            continue  # CR 509.3f
        if not condition_holds(g, o, ability):
            continue
        out.append(WaitingTrigger(o.id, i, o.controller, (other.id, other.zcc)))
    return out
