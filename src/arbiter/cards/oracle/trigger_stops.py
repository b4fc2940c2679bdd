"""Statics that keep events from triggering abilities, read from their words (CR 603.2, 604.1):
"Creatures entering don't cause abilities to trigger.", "Artifacts and creatures entering …",
"Creatures entering or dying …"; and "If an artifact or creature entering causes a triggered ability
of a permanent you control to trigger, that ability triggers an additional time." (603.2d)."""

from __future__ import annotations

import re

from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.statics.trigger_stops import EnteringDoesntTrigger, EnteringTriggersAgain, RoomAbilitiesTriggerAgain

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


_AGAIN = re.compile(
    r"If (an artifact or creature|a land|a permanent|a creature) (entering|dying) causes a triggered ability "
    r"of a permanent you control to trigger, that ability triggers an additional time\."
)
_AGAIN_KINDS = {
    "an artifact or creature": frozenset({CardType.ARTIFACT, CardType.CREATURE}),
    "a land": frozenset({CardType.LAND}),
    "a permanent": frozenset[CardType](),
    "a creature": frozenset({CardType.CREATURE}),
}


def entering_triggers_again(line: str) -> EnteringTriggersAgain | None:
    """CR 603.2d: "If <permanent> entering causes a triggered ability of a permanent you control to
    trigger, that ability triggers an additional time.", or None."""
    m = _AGAIN.fullmatch(line)
    if m is None:
        return None
    again = EnteringTriggersAgain(_AGAIN_KINDS[m.group(1)], dying=m.group(2) == "dying")  # CR 700.4
    return again if again.text() == line else None


def room_abilities_again(line: str) -> RoomAbilitiesTriggerAgain | None:
    """CR 603.2d, 309.4c: "Room abilities of dungeons you own trigger an additional time.", or None."""
    again = RoomAbilitiesTriggerAgain()
    return again if again.text() == line else None
