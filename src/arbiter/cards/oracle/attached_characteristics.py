"""Auras and Equipment that set characteristics (CR 613.1d–f, 613.4b, 613.6): "Enchanted creature
loses all abilities and is a blue Frog creature with base power and toughness 1/1.", "Enchanted
creature is a Treefolk with base power and toughness 0/4 and loses all abilities.", "Enchanted
creature has base power and toughness 8/8 and has trample.", "Enchanted land is an Island." and
"Enchanted land is a Mountain, Forest, and Plains." (305.7), "Enchanted permanent is a colorless
Forest land." and "Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other
card types and abilities." (205.1a, 105.2c)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.sentences.becoming import _Reading
from arbiter.cards.oracle.subtype_targets import SUBTYPES
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import ActivatedAbility, Static
from arbiter.mtg.ir.statics.attached_characteristics import AttachedCharacteristics
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.objects.subtypes import ARTIFACT_TYPES, ENCHANTMENT_TYPES, LAND_TYPES

_BASIC = "Plains|Island|Swamp|Mountain|Forest"
_SUBJECT = re.compile(r"(Enchanted|Equipped) (?:creature|artifact) (.+)\.")
_CLAUSES = re.compile(r"(?:, and |, | and )(?=(?:has|loses|is) )")
_LOSES_EVERYTHING = ", and it loses all other abilities, card types, and creature types"
_PERMANENT = re.compile(
    r'Enchanted permanent is an? (?P<colorless>colorless )?(?P<what>[A-Za-z ]+?)(?: with "(?P<quoted>[^"]+?),?")?'
    r"(?P<loses>,? and (?:it )?loses all other (?P<lost>card types and abilities|card types|abilities))?\."
)
# CR 205.3g–i: the card types such an Aura names, and the subtypes that can come with each
_PERMANENT_TYPES = {
    "land": (CardType.LAND, LAND_TYPES), "artifact": (CardType.ARTIFACT, ARTIFACT_TYPES),
    "enchantment": (CardType.ENCHANTMENT, ENCHANTMENT_TYPES),
}  # fmt: skip
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
    colorless = [c for c in clauses if c.startswith("is a colorless ")]  # CR 105.2c (Noggle the Mind)
    clauses = [c.replace("is a colorless ", "is a ", 1) if c in colorless else c for c in clauses]
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
    if colorless and animation.colors:
        return None
    lose_all = reading.lose_all or everything
    found = AttachedCharacteristics(m.group(1), animation, m.string, lose_all=lose_all, colorless=bool(colorless))
    if bonus is not None:
        found = replace(found, power_bonus=int(bonus.group(1)), toughness_bonus=int(bonus.group(2)))
    return found


def _enchanted_permanent(m: re.Match[str]) -> AttachedCharacteristics | None:
    """CR 205.1a: "Enchanted permanent is a colorless Forest land." — its card types are replaced by
    the one named (its supertypes stay), its subtypes by those named of that type's set, with 305.7
    for basic land types (its rules text lost, their mana abilities gained); "colorless" (105.2c,
    layer 5); "with "<ability>"" and "loses all other abilities" in layer 6, the loss first (613.6).
    "Loses all other card types" only restates 205.1a."""
    *named, word = m.group("what").split()
    if word not in _PERMANENT_TYPES:
        return None
    card_type, allowed = _PERMANENT_TYPES[word]
    if any(s not in SUBTYPES or s not in allowed for s in named):
        return None
    basic = tuple(s for s in named if s in _BASIC.split("|"))
    if basic and len(basic) != len(named):
        return None  # (a basic land type among other land types: not printed)
    granted: tuple[ActivatedAbility | Static, ...] = ()
    if m.group("quoted"):
        from arbiter.cards.oracle.lines import parse_line  # (a quoted ability is a whole line)

        text = m.group("quoted")
        quoted = parse_line(text if text.endswith(".") else f"{text}.")
        if not quoted or not all(isinstance(a, ActivatedAbility | Static) for a in quoted):
            return None
        granted = tuple(quoted)  # type: ignore[arg-type]
    lost = m.group("lost") or ""
    subtypes = () if basic else tuple(named)
    animation = Animation(None, None, frozenset({card_type}), subtypes, retain="none")
    return AttachedCharacteristics(
        "Enchanted", animation, m.string, land_types=basic, lose_all="abilities" in lost,
        colorless=bool(m.group("colorless")), granted=granted,
    )  # fmt: skip


def attached_characteristics(line: str) -> AttachedCharacteristics | None:
    """One of the shapes above, or None."""
    m = _SUBJECT.fullmatch(line)
    if m is not None:
        return _attached(m)
    m = _PERMANENT.fullmatch(line)
    if m is not None:
        return _enchanted_permanent(m)
    m = _LAND.fullmatch(line)
    if m is not None:  # CR 305.7: the land types set
        types = tuple(re.split(r", and |, | and ", m.group(1)))
        return AttachedCharacteristics("Enchanted", Animation(None, None, frozenset()), line, land_types=types)
    return None
