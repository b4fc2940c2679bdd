"""Epic's copy at the beginning of each of its controller's upkeeps (CR 702.50a, 707.10): the
spell as it resolved, less its epic ability, put on the stack under the delayed ability's
controller; they may choose new targets for it (707.10c), asked as a copy's targets are."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.effects.epic import CopyEpicSpell, epic_spell
from arbiter.mtg.paused.base import Askers, At, Next
from arbiter.mtg.paused.cast import put_copies

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def begin_epic_copy(g: Game, at: At, e: CopyEpicSpell) -> Next:
    """CR 707.10: one copy, controlled by the delayed ability's controller."""
    o = at.object(g)
    spell = epic_spell(o)
    if spell is None:
        return Next.GO_ON
    return put_copies(g, at, e, spell, o.controller, 1)


def register(askers: Askers) -> None:
    askers.add(CopyEpicSpell, begin_epic_copy)
