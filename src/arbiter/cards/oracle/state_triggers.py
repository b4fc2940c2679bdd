"""State triggers (CR 603.8): triggered abilities that trigger when a game state is true rather
than when an event happens — "When you control no Islands, sacrifice ~.", "When you control no
other creatures, sacrifice ~.", "When you control no artifacts, sacrifice ~."

The permanents the state is about are kept as the ability's ``watch`` filter, read for its
controller; :mod:`arbiter.mtg.triggers.state_triggers` checks the state."""

from __future__ import annotations

import re

from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.triggers.state_triggers import CONTROL_NONE

_CONTROL_NONE = re.compile(r"(When you control no (?P<noun>[a-zA-Z ]+?)), (?P<body>[^,]+\.)")


def state_trigger(line: str) -> TriggeredAbility | None:
    """CR 603.8: "When you control no <permanents>, <effect>." (Dandân, Covetous Dragon, Emperor
    Crocodile), or None."""
    m = _CONTROL_NONE.fullmatch(line)
    if m is None:
        return None
    from arbiter.cards.oracle.defined_pt import permanents
    from arbiter.cards.oracle.trigger_grammar import _sentences

    watch = permanents(m.group("noun"), "you")
    if watch is None:
        return None
    parsed = _sentences(m.group("body")[0].upper() + m.group("body")[1:], it="self")
    if parsed is None:
        return None
    effects, targets = parsed
    return TriggeredAbility(CONTROL_NONE, tuple(effects), tuple(targets), None, m.group(1), watch=watch)
