"""A permanent's static ability "~ can't be the target of red spells or abilities from red sources."
(Suq'Ata Firewalker, Mercenary Informer; CR 115.1, 105.2, 604.1): a spell of that color, or an
ability whose source has that color, can't choose it as a target. "nongreen" reads the other way
(105.2: a colorless object is nongreen too)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import COLOR_NAMES, Color
from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

_WORD = {name: Color(letter) for letter, name in COLOR_NAMES.items()}
_LINE = re.compile(
    r"~ can't be the target of (non)?(white|blue|black|red|green) spells or abilities from (non)?(\w+) sources\."
)


@dataclass(frozen=True, slots=True)
class UntargetableByColor(Static):
    """CR 115.1, 105.2: not a legal target for a spell of ``color`` or an ability from a source of
    ``color`` (with ``non``: of any other color or none)."""

    color: Color
    non: bool = False

    def text(self) -> str:
        word = ("non" if self.non else "") + COLOR_NAMES[self.color.value]
        return f"~ can't be the target of {word} spells or abilities from {word} sources."


def untargetable_by_color(line: str) -> UntargetableByColor | None:
    """The line as an :class:`UntargetableByColor`, or None (the same color word twice)."""
    m = _LINE.fullmatch(line)
    if m is None or (m.group(1), m.group(2)) != (m.group(3), m.group(4)):
        return None
    return UntargetableByColor(_WORD[m.group(2)], non=bool(m.group(1)))


def color_shields(g: Game, o: GameObject, source: GameObject) -> bool:
    """Does ``o`` (as it has its abilities now, 613.1f) refuse ``source`` — the spell, or the
    ability's source — as the source of a target choice for its color (CR 105.2)?"""
    from arbiter.mtg.layers import colors, statics

    if not any(isinstance(s, UntargetableByColor) for s in o.card.statics):
        return False  # (printed statics first: the layers only for a permanent that has one)
    has = colors(g, source)
    return any(isinstance(s, UntargetableByColor) and (s.color in has) != s.non for s in statics(g, o))
