"""The object a resolving spell or ability acts from (CR 113.7a, 603.7d–e): a spell is its own
source; an ability's source is the object it came from — found by the id it had, so it is missing
only when no object has that id any more."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def resolving_source(g: Game, o: GameObject) -> GameObject | None:
    """CR 113.7a: the spell ``o`` itself, or the source of the ability ``o``; the source of a
    delayed triggered ability is that of the spell or ability that created it (603.7d–e)."""
    return g.state.objects.get(o.source) if o.source is not None else o
