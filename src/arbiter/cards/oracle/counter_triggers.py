"""Trigger conditions about counters being put on permanents (CR 122.6, 603.2): "Whenever one or
more +1/+1 counters are put on ~", "Whenever one or more +1/+1 counters are put on another
creature you control" — "it" and "that creature" being that permanent. Counters of one kind put
on one permanent at once are one event, so the ability triggers once for them (603.2c); counters
on several permanents at once are as many events, one for each permanent — so "… put on one or
more Humans you control" reads the same only when it "triggers only once each turn"."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.triggers.counters_put import COUNTERS_PUT, WATCHED_COUNTERS_PUT

_PUT = re.compile(
    r"(?P<head>Whenever one or more (?P<kind>\+1/\+1|-1/-1|[a-z]+) counters are put on "
    r"(?P<what>~|(?P<det>a|an|another|one or more) (?P<noun>.+?))), "
    r"(?:if (?P<if>[^,]+), )?(?P<body>.+)"
)
_ONCE = " This ability triggers only once each turn."
_UNREAD = ("chosen", "named", "lesser_power", "or_self", "this_turn")


def counter_trigger(line: str) -> TriggeredAbility | None:
    """ "Whenever one or more <kind> counters are put on ~ / <a permanent>, [if …,] <instructions>"."""
    from arbiter.cards.oracle.trigger_grammar import _sentences, _works_from_graveyard

    once = line.endswith(_ONCE)
    m = _PUT.fullmatch(line.removesuffix(_ONCE))
    if m is None or m.group("kind") == "loyalty":
        return None  # (loyalty: the activation's cost, 606.4 — not read here)
    watch = None
    if m.group("what") != "~":
        if m.group("det") == "one or more" and not once:
            return None  # several permanents at once are several events (see above)
        watch = noun_phrase(("another " if m.group("det") == "another" else "") + m.group("noun"))
        if watch is None or any(getattr(watch, name) for name in _UNREAD):
            return None
        watch = replace(watch, text=m.group("noun"))
    body = m.group("body")
    it = "self" if watch is None else "watched"
    parsed = _sentences(body[0].upper() + body[1:] if body[0] != "~" else body, it=it)
    if parsed is None or _works_from_graveyard(parsed[0]):
        return None
    test: Condition | None = None
    if m.group("if") is not None:
        test = parse_condition(m.group("if"))  # CR 603.4
        if test is None:
            return None
    event = (COUNTERS_PUT if watch is None else WATCHED_COUNTERS_PUT) + m.group("kind")
    return TriggeredAbility(
        event, tuple(parsed[0]), tuple(parsed[1]), m.group("if"), m.group("head"),
        once_each_turn=once, watch=watch, test=test,
    )  # fmt: skip
