"""Auras and Equipment that set characteristics (CR 613.1d–f, 613.4b, 613.6): "Enchanted creature
loses all abilities and is a blue Frog creature with base power and toughness 1/1.", "Enchanted
creature is a Treefolk with base power and toughness 0/4 and loses all abilities.", "Enchanted
creature has base power and toughness 8/8 and has trample.", "Enchanted land is an Island." and
"Enchanted land is a Mountain, Forest, and Plains." (305.7)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.sentences.becoming import _Reading
from arbiter.mtg.ir.statics.attached_characteristics import AttachedCharacteristics
from arbiter.mtg.layers.model import Animation

_BASIC = "Plains|Island|Swamp|Mountain|Forest"
_SUBJECT = re.compile(r"(Enchanted|Equipped) creature (.+)\.")
_CLAUSES = re.compile(r"(?:, and |, | and )(?=(?:has|loses|is) )")
_LOSES_EVERYTHING = ", and it loses all other abilities, card types, and creature types"
_LAND = re.compile(rf"Enchanted land is an? ((?:{_BASIC})(?:(?:, and |, | and )(?:{_BASIC}))*)\.")


def _clause(reading: _Reading, clause: str) -> bool:
    """One clause of the sentence into ``reading``; False when it isn't understood."""
    m = re.fullmatch(r"has base power and toughness (\d+)/(\d+)", clause)
    if m is not None:  # CR 613.4b
        if reading.pt is not None:
            return False
        reading.pt = (int(m.group(1)), int(m.group(2)))
        return True
    if re.fullmatch(r"loses all (?:other )?abilities", clause):  # CR 613.1f
        reading.lose_all = True
        return True
    if clause.startswith("has "):
        found = keyword_list(clause[4:])
        reading.keywords.extend(found or ())
        return found is not None
    m = re.fullmatch(r"is (?:an? )?(.+)", clause)
    if m is None or reading.colors or reading.subtypes or reading.types is not None:
        return False  # (one "is" clause)
    return reading.tail(reading.head(m.group(1)))


def _attached(m: re.Match[str]) -> AttachedCharacteristics | None:
    """CR 205.1a–b, 613.6: "… loses all abilities and is a blue Frog creature with base power and
    toughness 1/1", "… has base power and toughness 0/2, has defender, and loses all other
    abilities" — read as "becomes" is, with no duration (the effect lasts while it's attached).
    "All other abilities": the keywords it has come after the loss (same effect, 613.6)."""
    reading = _Reading()
    body = m.group(2)
    # "gets -3/-0 and loses all abilities" too (CR 613.1f, 613.4c)
    bonus = re.match(r"gets ([+-]\d+)/([+-]\d+)(?=, has | and is |, is | and loses all abilities$)(?:,? and |, )", body)
    if bonus is not None:  # CR 613.4c: "gets +2/+2, has first strike, and is a Knight in addition to …"
        body = body[bonus.end() :]
    everything = body.endswith(_LOSES_EVERYTHING)  # CR 205.1a, said outright (Darksteel Mutation)
    clauses = _CLAUSES.split(body.removesuffix(_LOSES_EVERYTHING))
    every = [c for c in clauses if c in ("is every creature type", "is all creature types")]  # CR 205.3m
    clauses = [c for c in clauses if c not in every]
    if not all(_clause(reading, c) for c in clauses) or (every and (everything or len(every) > 1)):
        return None
    if not any(c.startswith("is ") for c in clauses):
        reading.retain_all = True  # only base P/T: its types stay
    animation = reading.animation()
    if animation is None and bonus is not None and clauses == ["loses all abilities"]:
        animation = Animation(None, None, frozenset(), (), False, retain="all")  # (only the bonus and the loss)
    if every and (animation is None or (animation.retain == "all" and not animation.types)):
        keywords = tuple(reading.keywords) if animation is None else animation.keywords
        animation = Animation(None, None, frozenset(), (), True, keywords=keywords, retain="all")
    elif every:
        return None
    if animation is None or (
        animation.power is None and not (animation.types or animation.subtypes or animation.all_creature_types or bonus)
    ):
        return None
    if everything:
        if animation.retain == "all":
            return None
        animation = replace(animation, retain="none")
    found = AttachedCharacteristics(m.group(1), animation, m.string, lose_all=reading.lose_all or everything)
    if bonus is not None:
        found = replace(found, power_bonus=int(bonus.group(1)), toughness_bonus=int(bonus.group(2)))
    return found


def attached_characteristics(line: str) -> AttachedCharacteristics | None:
    """One of the shapes above, or None."""
    m = _SUBJECT.fullmatch(line)
    if m is not None:
        return _attached(m)
    m = _LAND.fullmatch(line)
    if m is not None:  # CR 305.7: the land types set
        types = tuple(re.split(r", and |, | and ", m.group(1)))
        return AttachedCharacteristics("Enchanted", Animation(None, None, frozenset()), line, land_types=types)
    return None
