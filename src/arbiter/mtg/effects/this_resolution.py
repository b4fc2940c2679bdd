"""The events of the current resolution (CR 608.2, 608.2c): what the instructions followed so far
did — the tokens they created, the damage they dealt, the cards they moved — read back from the log
to the moment the resolving object began to resolve (its ``Resolved`` event). Every "this way" of an
instruction ("each creature dealt damage this way", "a card put into your graveyard this way",
"those tokens") reads these events."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.mtg import events as ev

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def this_resolution(g: Game, o: GameObject) -> Iterator[Event]:
    """CR 608.2: the events logged since the resolving ``o`` began to resolve, newest first (none
    before its ``Resolved`` event; every event if there is none)."""
    node = g.state.log
    while node is not None:
        event = node[0]
        if isinstance(event, ev.Resolved) and event.obj == o.id:
            return
        yield event
        node = node[1]
