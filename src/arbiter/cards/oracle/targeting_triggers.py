"""Triggers on a permanent becoming a target that act on the spell or ability targeting it:
"Whenever ~ becomes the target of a spell or ability for the first time each turn, counter that
spell or ability." (Glyph Keeper, the Glasskites; Kira's granted ability) — CR 603.2, 115.1, 701.6:
the trigger's event is the spell or ability getting its targets, so "that spell or ability" is that
object, remembered as the trigger's subject."""

from __future__ import annotations

import re

from arbiter.mtg.effects.stack import CounterIt
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.refs import Ref

# CR 603.2: "for the first time each turn" — only the first time this object becomes a target in a
# turn (counted on the object, a new one after a zone change, 400.7)
_COUNTER_TARGETING = re.compile(
    r"(Whenever ~ becomes the target of a spell or ability( for the first time each turn)?), "
    r"counter that spell or ability\."
)


def counter_targeting_trigger(line: str) -> TriggeredAbility | None:
    """CR 603.2, 701.6a–b: "… counter that spell or ability." — the spell or ability whose targeting
    triggered the ability (a spell goes to its owner's graveyard, an ability ceases to exist)."""
    m = _COUNTER_TARGETING.fullmatch(line)
    if m is None:
        return None
    event = "targeted first each turn" if m.group(2) else "targeted"
    return TriggeredAbility(event, (CounterIt(Ref("that spell or ability")),), (), None, m.group(1))
