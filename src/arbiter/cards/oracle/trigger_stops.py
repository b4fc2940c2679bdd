"""Statics that keep events from triggering abilities, read from their words (CR 603.2, 604.1):
"Creatures entering don't cause abilities to trigger.", "Artifacts and creatures entering …",
"Creatures entering or dying …"."""

from __future__ import annotations

import re

from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.statics.trigger_stops import EnteringDoesntTrigger

_STOP = re.compile(r"(Creatures|Artifacts and creatures) entering( or dying)? don't cause abilities to trigger\.")
_KINDS = {
    "Creatures": frozenset({CardType.CREATURE}),
    "Artifacts and creatures": frozenset({CardType.ARTIFACT, CardType.CREATURE}),
}


def entering_doesnt_trigger(line: str) -> EnteringDoesntTrigger | None:
    """The static the line says, or None. CR 700.4: only a creature dies, so "dying" is said of
    creatures alone ("Artifacts and creatures entering or dying" isn't read)."""
    m = _STOP.fullmatch(line)
    if m is None or (m.group(2) and m.group(1) != "Creatures"):
        return None
    return EnteringDoesntTrigger(_KINDS[m.group(1)], dying=bool(m.group(2)))
