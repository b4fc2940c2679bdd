"""Linked exile abilities and the object that left (CR 607.2a, 400.7, 603.10a).

"When ~ enters, … Exile that card." and "When ~ leaves the battlefield, return the exiled card …"
(Tidehollow Sculler, Oblivion Ring, Fiend Hunter) are linked abilities of one object: the second
refers only to the cards the first exiled — the first of *that* object, for a permanent that leaves
the battlefield and returns is a new object (400.7). So the card a leaves ability returns is the
one exiled by the object whose departure triggered it: :func:`remember_departure` records that
object (its zone-change count on the battlefield) on the ability as it is put on the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.lki import SourceLeft

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import TriggeredAbility
    from arbiter.mtg.state import GameObject

_LOOK_BACK_LIMIT = 5000  # events looked at, newest first (a departure is a few events back)


def departed_as(g: Game, source: GameObject) -> int | None:
    """The zone-change count ``source`` had on the battlefield as it last left it (CR 400.7): its
    count now less each move of it since and including that departure, read back in the log;
    None when the log doesn't show one."""
    moves = 0
    cell = g.state.log
    for _ in range(_LOOK_BACK_LIMIT):
        if cell is None:
            return None
        e = cell[0]
        if isinstance(e, ev.ZoneChanged) and e.obj == source.id:
            moves += 1
            if e.source is Zone.BATTLEFIELD:
                return source.zcc - moves
        elif isinstance(e, ev.Drew) and e.obj == source.id:
            moves += 1
        cell = cell[1]
    return None


def remember_departure(g: Game, obj: GameObject, source: GameObject, ability: TriggeredAbility) -> None:
    """CR 607.2a, 603.10a: a leaves-the-battlefield ability returning "the exiled card" keeps the
    object it triggered on leaving (:class:`SourceLeft`)."""
    from arbiter.mtg.effects.returns import ReturnExiledCard

    if ability.event != "leaves" or not any(isinstance(e, ReturnExiledCard) for e in ability.effects):
        return
    left = departed_as(g, source)
    if left is not None:
        g.set(obj, "lki", (*obj.lki, SourceLeft(left)))
