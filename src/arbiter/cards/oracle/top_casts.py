"""Permissions to cast from the top of one's library (CR 601.3): "You may cast creature spells
from the top of your library.", "You may play lands and cast spells from the top of your library."
— the spells read as "You may cast … spells as though they had flash" reads them."""

from __future__ import annotations

import re

from arbiter.cards.oracle.cost_changes import spell_kinds
from arbiter.mtg.casting.from_library_top import CastFromTop

_TOP = re.compile(
    r"You may (play lands and )?cast (?:(.+) )?spells from the top of your library\.( If you cast a spell this way, "
    r"pay life equal to its mana value rather than pay its mana cost\.)?"
)


def cast_from_top(line: str) -> CastFromTop | None:
    """The permission the line states, or None."""
    m = _TOP.fullmatch(line)
    if m is None:
        return None
    noun = m.group(2) or ""
    kinds = spell_kinds(noun) if noun else (frozenset(), frozenset(), frozenset(), frozenset())
    if kinds is None:
        return None
    found = CastFromTop(noun, *kinds, lands=bool(m.group(1)), pay_life=bool(m.group(3)))
    return found if found.text() == line else None
