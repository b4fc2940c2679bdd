"""A player's maximum hand size (CR 402.2: normally seven; 514.1: the active player discards down to
it in the cleanup step): "You have no maximum hand size." / "Players have no maximum hand size.",
"Each opponent's maximum hand size is reduced by N.", "Your maximum hand size is increased by N."
and "Your maximum hand size is N." — the abilities the permanents (and emblems) have now."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.ir.statics.rules import MaximumHandSize, NoMaximumHandSize
from arbiter.mtg.layers import current_statics

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

SEVEN = 7  # CR 402.2


def maximum_hand_size(g: Game, player: int) -> int | None:
    """CR 402.2: ``player``'s maximum hand size now, or None when they have none. Settings and
    changes apply in the order their permanents came (their timestamps, as 613.7 orders continuous
    effects); a size can't be less than zero."""
    st = g.state
    size = SEVEN
    changes: list[tuple[int, MaximumHandSize]] = []
    for sid in st.grant_sources:
        src = st.objects[sid]
        mine = src.controller == player
        for s in current_statics(g, src):  # CR 613.1f: an ability the permanent has now
            if isinstance(s, NoMaximumHandSize) and (s.players or mine):
                return None
            if isinstance(s, MaximumHandSize) and s.opponents != mine:
                changes.append((src.timestamp, s))
    for _, s in sorted(changes, key=lambda c: c[0]):
        if s.change == "set":
            size = s.amount
        else:
            size += s.amount if s.change == "increased" else -s.amount
    return max(size, 0)
