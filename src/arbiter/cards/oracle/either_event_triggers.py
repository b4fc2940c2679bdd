"""Triggered abilities with two trigger events joined by "or", of different kinds: "Whenever you
cast a black spell or a Swamp you control enters, you gain 1 life." (CR 603.2: the ability
triggers whenever either event occurs). One paragraph, so one triggered ability (113.2c), as
"Whenever ~ enters or attacks" is: its ``event`` names both ("cast:black|watched enters"), each
half read by the trigger grammar — the permanent that enters is described by its ``watch``
(603.6a); a cast event doesn't look at it. One event can't be both, so it triggers once for each
event. The same for "At the beginning of your upkeep and whenever you cast a green spell, put a
charge counter on ~." (the Shrines): the beginning of the upkeep and each cast are separate
events (603.2), each triggering the one ability once."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.trigger_grammar import triggered
from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.model import TriggeredAbility

_CAST_OR_ENTERS = re.compile(r"(Whenever you cast an? [^,]+? spell) or (an? [^,]+? you control enters), (.+)")
_UPKEEP_AND_CAST = re.compile(r"(At the beginning of your upkeep) and whenever (you cast an? [^,]+? spell), (.+)")


def either_event_trigger(line: str) -> list[Ability] | None:
    """CR 603.2: "Whenever you cast <a spell> or <a permanent> you control enters, <effect>." or "At
    the beginning of your upkeep and whenever you cast <a spell>, <effect>." — both halves read by
    the trigger grammar, joined into one ability, or None."""
    m = _CAST_OR_ENTERS.fullmatch(line)
    if m is not None:
        first = triggered(f"{m.group(1)}, {m.group(3)}")
        second = triggered(f"Whenever {m.group(2)}, {m.group(3)}")
        joiner = " or "
    elif (m := _UPKEEP_AND_CAST.fullmatch(line)) is not None:  # CR 603.2, 503.1a
        first = triggered(f"{m.group(1)}, {m.group(3)}")
        second = triggered(f"Whenever {m.group(2)}, {m.group(3)}")
        joiner = " and whenever "
    else:
        return None
    if not isinstance(first, TriggeredAbility) or not isinstance(second, TriggeredAbility):
        return None
    if joiner == " or " and (second.event != "watched enters" or first.watch is not None):
        return None
    if (first.condition, first.test, second.condition, second.test) != (None, None, None, None):
        return None
    if (first.effects, first.targets, first.modes) != (second.effects, second.targets, second.modes):
        return None
    either = replace(
        first,
        event=f"{first.event}|{second.event}",
        watch=second.watch,
        trigger_text=f"{m.group(1)}{joiner}{m.group(2)}",
        keyword_text=None,
    )
    return [either] if either.text() == line else [replace(either, keyword_text=line)]
