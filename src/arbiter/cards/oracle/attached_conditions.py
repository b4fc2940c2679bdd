"""An Aura's or Equipment's grant that holds while the permanent it's attached to is of some kind
(CR 611.3a, 301.5, 303.4): "As long as enchanted creature is a Human, it has first strike.", "As
long as equipped creature is legendary, it gets +1/+1 and has ward {1}.", "As long as enchanted
permanent is a creature, it gets +2/+2 and has menace.", "As long as equipped creature is a
Human, it gets an additional +1/+0." — the grant as the plain "Enchanted creature …" sentence
reads it, with the condition checked whenever the characteristics are (611.3a); and "Enchanted
creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2."."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.state_conditions import attached_is
from arbiter.mtg.ir.state_conditions import AttachedIs, NoneOf
from arbiter.mtg.ir.statics.grants import AttachedGrant, AttachedOtherwise

_LINE = re.compile(r"As long as ((enchanted|equipped) (?:creature|permanent|land|artifact) .+?), it (.+)")


def attached_conditional(line: str) -> AttachedGrant | None:
    """The line as a conditional grant to the permanent the source is attached to, or None."""
    from arbiter.cards.oracle.statics import static_ability  # (the grammar recurses)

    m = _LINE.fullmatch(line)
    if m is None:
        return None
    condition = attached_is(m.group(1))
    if condition is None:
        return None
    body = re.sub(r"^gets an additional ", "gets ", m.group(3))  # ("additional": no rules meaning of its own)
    grant = static_ability(f"{m.group(2).capitalize()} creature {body}", True)
    if not isinstance(grant, AttachedGrant) or grant.condition is not None or grant.per is not None:
        return None
    return replace(grant, text_=line, condition=condition)


_OTHERWISE = re.compile(
    r"((Enchanted|Equipped) creature (?:gets|has) .+ as long as it(?:'s| is) .+?\.) Otherwise, it (.+)"
)


def attached_otherwise(line: str) -> AttachedOtherwise | None:
    """CR 611.3a: "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets
    -2/-2." — the second grant holds exactly while the first's condition doesn't."""
    from arbiter.cards.oracle.statics import static_ability  # (the grammar recurses)

    m = _OTHERWISE.fullmatch(line)
    if m is None:
        return None
    first = static_ability(m.group(1), True)
    second = static_ability(f"{m.group(2)} creature {m.group(3)}", True)
    if not (isinstance(first, AttachedGrant) and isinstance(first.condition, AttachedIs)):
        return None
    if not isinstance(second, AttachedGrant) or second.condition is not None or second.per is not None:
        return None
    if first.granted or second.granted:
        return None  # (granted triggered abilities are looked for on plain grants only)
    negated = NoneOf(f"not {first.condition.text}", first.condition)
    return AttachedOtherwise(first, replace(second, condition=negated), line)
