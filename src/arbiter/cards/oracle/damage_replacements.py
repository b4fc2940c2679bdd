"""The static line of a damage-changing replacement effect (CR 614.1a, 614.2): "If a source would
deal damage to a permanent or player, it deals double that damage to that permanent or player
instead." and its kin (:class:`DamageChanged`)."""

from __future__ import annotations

import re

from arbiter.mtg.ir.statics.damage_replacement import DamageChanged, DamageToCountersInstead

_LINE = re.compile(
    r"If (?P<another>a|another) (?P<color>red )?source(?P<yours> you control)? would deal damage to "
    r"(?P<to>a permanent or player|an opponent or a permanent an opponent controls), (?:it|that source) deals "
    r"(?P<amount>double that damage|triple that damage|that much damage plus (?P<n>[1-9]))"
    r"(?: to that permanent or player| to that player or permanent)? instead\."
)


def damage_changed(line: str) -> DamageChanged | None:
    """The line as a :class:`DamageChanged`, or None."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    amount = m.group("amount")
    change = "double" if amount.startswith("double") else "triple" if amount.startswith("triple") else "plus"
    return DamageChanged(
        change,
        "any" if m.group("to") == "a permanent or player" else "opponents",
        line,
        yours=m.group("yours") is not None,
        color="red" if m.group("color") else "",
        another=m.group("another") == "another",
        amount=int(m.group("n") or 0),
    )


def damage_to_counters(line: str) -> DamageToCountersInstead | None:
    """CR 614.1a: "If damage would be dealt to ~, put that many +1/+1 counters on it instead." (or
    -1/-1 counters) — the damage replaced by counters on the permanent."""
    m = re.fullmatch(r"If damage would be dealt to ~, put that many ([+-]1/[+-]1) counters on it instead\.", line)
    return DamageToCountersInstead(m.group(1)) if m else None
