"""Reading "It's an enchantment." after "Return it to the battlefield under its owner's control."
in a trigger on the source's dying (the Enduring cycle): the returned permanent — a new object
(CR 400.7) — has that card type instead of its own (205.1a, 613.1d), with no end (611.2a)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.returns import ReturnDeadSourceToBattlefield
from arbiter.mtg.enums import CardType

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_ITS_A = re.compile(r"It's an? (artifact|enchantment|land)\.")


def returned_as_type(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: "It's an enchantment." right after the return of the dead
    source (CR 400.7, 205.1a); the reminder "(It's not a creature.)" is removed before."""
    m = _ITS_A.fullmatch(s)
    last = r.last
    if m is None or not isinstance(last, ReturnDeadSourceToBattlefield) or last.types:
        return PASS
    kind = CardType(m.group(1).capitalize())
    r.effects[-1] = replace(last, types=frozenset({kind}), text_=f"{last.text_} {s}")
    return 1
