"""Triggered abilities with two trigger events joined by "or", of different kinds: "Whenever you
cast a black spell or a Swamp you control enters, you gain 1 life." (CR 603.2: the ability
triggers whenever either event occurs). Each event is read with its own trigger condition and the
same instructions, as two triggered abilities — one event can't be both, so the ability triggers
exactly as often as the printed one does. The same for "At the beginning of your upkeep and whenever
you cast a green spell, put a charge counter on ~." (the Shrines): the beginning of the upkeep and
each cast are separate events (603.2), each triggering the ability once."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.trigger_grammar import triggered
from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.model import TriggeredAbility

_CAST_OR_ENTERS = re.compile(r"Whenever you cast (an? [^,]+? spell) or (an? [^,]+? you control) enters, (.+)")
_UPKEEP_AND_CAST = re.compile(r"At the beginning of your upkeep and whenever you cast (an? [^,]+? spell), (.+)")


def either_event_trigger(line: str) -> list[Ability] | None:
    """CR 603.2: "Whenever you cast <a spell> or <a permanent> you control enters, <effect>." or "At
    the beginning of your upkeep and whenever you cast <a spell>, <effect>." — both halves read by
    the trigger grammar, or None."""
    m = _CAST_OR_ENTERS.fullmatch(line)
    if m is not None:
        first = triggered(f"Whenever you cast {m.group(1)}, {m.group(3)}")
        second = triggered(f"Whenever {m.group(2)} enters, {m.group(3)}")
    elif (m := _UPKEEP_AND_CAST.fullmatch(line)) is not None:  # CR 603.2, 503.1a
        first = triggered(f"At the beginning of your upkeep, {m.group(2)}")
        second = triggered(f"Whenever you cast {m.group(1)}, {m.group(2)}")
    else:
        return None
    if not isinstance(first, TriggeredAbility) or not isinstance(second, TriggeredAbility):
        return None
    # the line is printed once: the first ability shows it, the second has no printed words of
    # its own (the log quotes it spelled out, as a keyword's unprinted half)
    return [replace(first, keyword_text=line), replace(second, keyword_text="")]
