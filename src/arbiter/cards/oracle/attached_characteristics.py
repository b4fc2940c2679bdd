"""Auras and Equipment that set characteristics (CR 613.1d–f, 613.4b, 613.6): "Enchanted creature
loses all abilities and is a blue Frog creature with base power and toughness 1/1.", "Enchanted
creature is a Treefolk with base power and toughness 0/4 and loses all abilities.", "Enchanted
creature has base power and toughness 8/8 and has trample.", "Enchanted land is an Island." and
"Enchanted land is a Mountain, Forest, and Plains." (305.7)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.sentences.becoming import _Reading
from arbiter.mtg.ir.statics.attached_characteristics import AttachedCharacteristics
from arbiter.mtg.layers.model import Animation

_BASIC = "Plains|Island|Swamp|Mountain|Forest"
_IS = re.compile(r"(Enchanted|Equipped) creature (loses all abilities and )?is (?:an? )?(.+)\.")
_BASE = re.compile(
    r"(Enchanted|Equipped) creature (loses all abilities and )?has base power and toughness (\d+)/(\d+)"
    r"(?: and has ([a-z ,]+))?\."
)
_LAND = re.compile(rf"Enchanted land is an? ((?:{_BASIC})(?:(?:, and |, | and )(?:{_BASIC}))*)\.")


def _is(m: re.Match[str]) -> AttachedCharacteristics | None:
    """CR 205.1a–b, 613.6: "… is a blue Frog creature with base power and toughness 1/1" — read
    as "becomes" is, with no duration (the Aura's effect lasts while it's attached)."""
    reading = _Reading()
    rest = reading.head(m.group(3))
    if not reading.tail(rest) or (m.group(2) and reading.lose_all):
        return None
    animation = reading.animation()
    if animation is None or not (animation.types or animation.subtypes):
        return None
    lose = reading.lose_all or bool(m.group(2))
    return AttachedCharacteristics(m.group(1), animation, m.string, lose_all=lose)


def _base(m: re.Match[str]) -> AttachedCharacteristics | None:
    """CR 613.4b: "… has base power and toughness 0/2[ and has trample]" (layer 7b; keywords 6)."""
    keywords: tuple[str, ...] = ()
    if m.group(5):
        found = keyword_list(m.group(5))
        if found is None:
            return None
        keywords = found
    animation = Animation(int(m.group(3)), int(m.group(4)), frozenset(), keywords=keywords)
    return AttachedCharacteristics(m.group(1), animation, m.string, lose_all=bool(m.group(2)))


def attached_characteristics(line: str) -> AttachedCharacteristics | None:
    """One of the shapes above, or None."""
    m = _IS.fullmatch(line)
    if m is not None:
        return _is(m)
    m = _BASE.fullmatch(line)
    if m is not None:
        return _base(m)
    m = _LAND.fullmatch(line)
    if m is not None:  # CR 305.7: the land types set
        types = tuple(re.split(r", and |, | and ", m.group(1)))
        return AttachedCharacteristics("Enchanted", Animation(None, None, frozenset()), line, land_types=types)
    return None
