"""The sentence after a copy instruction (CR 707.10c): "You may choose new targets for the copy."
— after "Copy target instant or sorcery spell." and after the delayed "When you next cast an
instant or sorcery spell this turn, copy that spell." (603.7a), whose copy it is then."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.copies import CopySpell
from arbiter.mtg.effects.next_cast import WhenYouNextCast

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading


def new_targets(r: _Reading, i: int, s: str) -> int | Pass:
    """A link of the sentence reader: the copy's controller may choose new targets for it."""
    last = r.last.effect if isinstance(r.last, WhenYouNextCast) else r.last
    copies = "copies" if isinstance(last, CopySpell) and last.times != 1 else "copy"
    if s == f"You may choose new targets for the {copies}." and isinstance(last, CopySpell):
        chosen = replace(last, new_targets=True)  # CR 707.10c
        r.effects[-1] = replace(r.last, effect=chosen) if isinstance(r.last, WhenYouNextCast) else chosen
        return 1
    return PASS
