"""Static abilities that forbid counters (CR 101.2: a "can't" wins over any instruction or cost
that would put them; 122.1): "<group> can't have [<kind>] counters put on them.", "~ can't have
counters put on it.", "Counters can't be put on <types>." and "<players> can't get [poison]
counters."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.layer_statics import permanents_group
from arbiter.cards.oracle.nouns import PLURAL_TYPES
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.counter_prohibitions import CantGetCounters, CantHaveCounters, CounterPlayers

_CANT_HAVE = re.compile(r"(.+) can't have (?:([+-]1/[+-]1) )?counters put on (them|it)\.")
_CANT_BE_PUT = re.compile(r"Counters can't be put on (.+)\.")
_CANT_GET = re.compile(r"(You|Players|Your opponents) can't get (?:(poison) )?counters\.")
_PLAYERS: dict[str, CounterPlayers] = {"You": "you", "Players": "players", "Your opponents": "opponents"}


def counter_prohibition(line: str) -> CantHaveCounters | CantGetCounters | None:
    """One of the shapes above, or None."""
    m = _CANT_HAVE.fullmatch(line)
    if m is not None:
        kind = m.group(2) or ""
        if m.group(1) == "~":
            return CantHaveCounters(None, kind, line) if m.group(3) == "it" else None
        group = permanents_group(m.group(1)) if m.group(3) == "them" else None
        return CantHaveCounters(group, kind, line) if group is not None else None
    m = _CANT_BE_PUT.fullmatch(line)
    if m is not None:  # "Counters can't be put on artifacts, creatures, enchantments, or lands."
        words = re.split(r", or |, | or ", m.group(1))
        if not all(w in PLURAL_TYPES for w in words):
            return None
        kinds = frozenset(PLURAL_TYPES[w] for w in words)
        return CantHaveCounters(Filter(m.group(1), kinds, zone=Zone.BATTLEFIELD), "", line)  # CR 109.2
    m = _CANT_GET.fullmatch(line)
    if m is not None:
        return CantGetCounters(_PLAYERS[m.group(1)], m.group(2) or "", line)
    return None
