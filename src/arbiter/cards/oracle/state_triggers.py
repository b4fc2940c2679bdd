"""State triggers (CR 603.8): triggered abilities that trigger when a game state is true rather
than when an event happens — "When you control no Islands, sacrifice ~.", "When you control no
other creatures, sacrifice ~.", "When you control no artifacts, sacrifice ~."

The permanents the state is about are kept as the ability's ``watch`` filter, read for its
controller; :mod:`arbiter.mtg.triggers.state_triggers` checks the state."""

from __future__ import annotations

import re

from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.triggers.state_triggers import CONTROL_NONE, STATE_HOLDS

_CONTROL_NONE = re.compile(r"(When you control no (?P<noun>[a-zA-Z ]+?)), (?P<body>[^,]+\.)")
# the states a trigger may name beside those: counters on ~ itself, "no permanents other than ~ and
# no cards in hand" (never an event's words: "When ~ enters" isn't a state)
_STATE = re.compile(
    r"(When (?P<state>~ has (?:a|an|\w+ or more) [a-z0-9/+-]+ counters? on it"
    r"|you control no permanents other than ~(?: and have no cards in hand)?)), (?P<body>[^,]+\.)"
)


def state_trigger(line: str) -> TriggeredAbility | None:
    """CR 603.8: "When you control no <permanents>, <effect>." (Dandân, Covetous Dragon, Emperor
    Crocodile), "When ~ has twenty or more charge counters on it, you win the game." (Darksteel
    Reactor), "When you control no permanents other than ~ and have no cards in hand, you win the
    game." (The Cheese Stands Alone), or None."""
    stated = _stated(line)
    if stated is not None:
        return stated
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


def _stated(line: str) -> TriggeredAbility | None:
    """A state trigger whose state is a condition (CR 603.8), checked as the game state is."""
    m = _STATE.fullmatch(line)
    if m is None:
        return None
    from arbiter.cards.oracle.conditions import parse_condition
    from arbiter.cards.oracle.trigger_grammar import _sentences

    state = parse_condition(m.group("state"))
    parsed = _sentences(m.group("body")[0].upper() + m.group("body")[1:], it="self")
    if state is None or parsed is None:
        return None
    effects, targets = parsed
    return TriggeredAbility(STATE_HOLDS, tuple(effects), tuple(targets), None, m.group(1), test=state)
