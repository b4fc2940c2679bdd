"""Triggered abilities with two trigger events joined by "or", of different kinds: "Whenever you
cast a black spell or a Swamp you control enters, you gain 1 life." (CR 603.2: the ability
triggers whenever either event occurs). One paragraph, so one triggered ability (113.2c), as
"Whenever ~ enters or attacks" is: its ``event`` names both ("cast:black|watched enters"), each
half read by the trigger grammar — the permanent that enters is described by its ``watch``
(603.6a); a cast event doesn't look at it. One event can't be both, so it triggers once for each
event."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.trigger_grammar import triggered
from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.model import TriggeredAbility

_CAST_OR_ENTERS = re.compile(r"(Whenever you cast an? [^,]+? spell) or (an? [^,]+? you control enters), (.+)")


def either_event_trigger(line: str) -> list[Ability] | None:
    """CR 603.2: "Whenever you cast <a spell> or <a permanent> you control enters, <effect>." —
    both halves read by the trigger grammar, joined into one ability, or None."""
    m = _CAST_OR_ENTERS.fullmatch(line)
    if m is None:
        return None
    cast = triggered(f"{m.group(1)}, {m.group(3)}")
    enters = triggered(f"Whenever {m.group(2)}, {m.group(3)}")
    if not isinstance(cast, TriggeredAbility) or not isinstance(enters, TriggeredAbility):
        return None
    if enters.event != "watched enters" or cast.watch is not None or (cast.condition, cast.test) != (None, None):
        return None
    if (cast.effects, cast.targets, cast.modes) != (enters.effects, enters.targets, enters.modes):
        return None
    either = replace(
        cast,
        event=f"{cast.event}|{enters.event}",
        watch=enters.watch,
        trigger_text=f"{m.group(1)} or {m.group(2)}",
        keyword_text=None,
    )
    return [either] if either.text() == line else [replace(either, keyword_text=line)]
