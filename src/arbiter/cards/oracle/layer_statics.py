"""Static abilities the layer system places (CR 613): type-changing statics on a group (layer 4:
"Nonbasic lands are Mountains.", "Each land is a Swamp in addition to its other land types.",
Opalescence), "All creatures lose all abilities …" (layer 6, Humility), Aura and Equipment
bonuses counted "for each …" or taking a keyword away ("… and loses flying") and the
characteristic-defining "number of card types among cards in …" (layer 7a, Tarmogoyf)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.attached_characteristics import attached_characteristics
from arbiter.cards.oracle.keywords import keyword_list, protections
from arbiter.cards.oracle.noun_phrase import IN_LAYERS, reads_only
from arbiter.cards.oracle.nouns import count_phrase, each_phrase
from arbiter.cards.oracle.sentences.groups import group_noun
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.ir.filters import CountOf, Filter
from arbiter.mtg.ir.statics.grants import AttachedGrant, GroupLosesKeywords, PTDefinition
from arbiter.mtg.ir.statics.layers import CardTypesAmong, CountersOnSource, GroupLosesAllAbilities, TypeChange
from arbiter.mtg.objects.creature_types import CREATURE_TYPES

_BASIC_PLURAL = {
    "Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest",
}  # fmt: skip
_BASIC = "Plains|Island|Swamp|Mountain|Forest"
_LANDS = {
    "Nonbasic lands": Filter("nonbasic lands", frozenset({CardType.LAND}), nonsupertypes=frozenset({"Basic"})),
    "Each nonbasic land": Filter("nonbasic lands", frozenset({CardType.LAND}), nonsupertypes=frozenset({"Basic"})),
    "All lands": Filter("lands", frozenset({CardType.LAND})),
    "Each land": Filter("lands", frozenset({CardType.LAND})),
    "Lands you control": Filter("lands you control", frozenset({CardType.LAND}), controller="you"),
    "Each land you control": Filter("lands you control", frozenset({CardType.LAND}), controller="you"),
    **{
        f"All {plural}": Filter(f"{plural}", frozenset({CardType.LAND}), subtypes=frozenset({one}))
        for plural, one in _BASIC_PLURAL.items()
    },  # "All Mountains are Plains." (CR 305.7: the lands with that land type)
}


_PLURAL_SUBJECTS = ("Nonbasic lands", "All lands", "Lands you control", *(f"All {p}" for p in _BASIC_PLURAL))
_EVERY_BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # CR 205.3i: "every basic land type"


def land_types(line: str) -> TypeChange | None:
    """CR 305.7, 613.1d: "Nonbasic lands are Mountains." (the land types set) and "Each land is a
    Swamp in addition to its other land types." / "All lands are Islands in addition to their
    other types." (added)."""
    m = re.fullmatch(
        rf"({'|'.join(_LANDS)}) (?:are ({'|'.join(_BASIC_PLURAL)})|is an? ({_BASIC})|(are|is) every basic land type)"
        r"( in addition to (?:its|their) other (?:land )?types)?\.",
        line,
    )
    if m is None or bool(m.group(2) or m.group(4) == "are") != (m.group(1) in _PLURAL_SUBJECTS):
        return None
    if m.group(4):  # CR 305.7 (last sentence): each basic land type added, with its mana ability
        return TypeChange(_LANDS[m.group(1)], line, subtypes=_EVERY_BASIC) if m.group(5) else None
    subtype = _BASIC_PLURAL[m.group(2)] if m.group(2) else m.group(3)
    return TypeChange(_LANDS[m.group(1)], line, subtypes=(subtype,), set_land_types=not m.group(5))


_OPALESCENCE = re.compile(
    r"Each (other )?(non-Aura )?(enchantment|artifact|noncreature artifact) is a creature in addition to its other "
    r"types and has base power and base toughness each equal to its mana value\."
)


_LANDS_ARE_CREATURES = re.compile(r"All lands are (\d+)/(\d+) creatures that are still lands\.")


def lands_are_creatures(line: str) -> TypeChange | None:
    """CR 613.1d, 613.4b, 205.1b: "All lands are 2/2 creatures that are still lands." (Nature's
    Revolt, Living Plane) — the creature type added in layer 4, the base P/T set in 7b (613.6)."""
    m = _LANDS_ARE_CREATURES.fullmatch(line)
    if m is None:
        return None
    lands = Filter("lands", frozenset({CardType.LAND}))
    return TypeChange(lands, line, types=frozenset({CardType.CREATURE}), base=(int(m.group(1)), int(m.group(2))))


def becomes_creature(line: str) -> TypeChange | None:
    """CR 613.1d, 613.4b, 613.6: "Each other non-Aura enchantment is a creature in addition to its
    other types and has base power and base toughness each equal to its mana value." (Opalescence)."""
    m = _OPALESCENCE.fullmatch(line)
    if m is None:
        return None
    noun = m.group(3)
    kind = CardType.ENCHANTMENT if noun == "enchantment" else CardType.ARTIFACT
    nontypes = frozenset({CardType.CREATURE}) if noun.startswith("non") else frozenset()
    f = Filter(f"{noun}s", frozenset({kind}), nontypes=nontypes, other=bool(m.group(1)))
    aura = frozenset({"Aura"}) if m.group(2) else frozenset()
    return TypeChange(f, line, types=frozenset({CardType.CREATURE}), except_subtypes=aura, base_is_mana_value=True)


_GROUPS = {
    "All creatures": Filter("creatures", frozenset({CardType.CREATURE})),
    "Creatures": Filter("creatures", frozenset({CardType.CREATURE})),
    "All other creatures": Filter("other creatures", frozenset({CardType.CREATURE}), other=True),
    "Other creatures": Filter("other creatures", frozenset({CardType.CREATURE}), other=True),
    "Creatures your opponents control": Filter(
        "creatures your opponents control", frozenset({CardType.CREATURE}), controller="opponent"
    ),
}


def group_loses(line: str) -> GroupLosesAllAbilities | GroupLosesKeywords | None:
    """CR 613.1f, 613.4b: "All creatures lose all abilities and have base power and toughness 1/1."
    and "<group> lose <keywords>." ("Creatures your opponents control lose infect.", "All
    creatures lose flying and islandwalk.")."""
    m = re.fullmatch(
        rf"({'|'.join(_GROUPS)}) lose all abilities(?: and have base power and toughness (\d+)/(\d+))?\.", line
    )
    if m is not None:
        base = (int(m.group(2)), int(m.group(3))) if m.group(2) else None
        return GroupLosesAllAbilities(_GROUPS[m.group(1)], line, base)
    m = re.fullmatch(r"(.+?) lose ([a-z, ]+)\.", line)
    if m is None or m.group(2).startswith("all "):
        return None
    keywords = keyword_list(m.group(2))
    group = permanents_group(m.group(1))
    return GroupLosesKeywords(group, keywords, line) if keywords is not None and group is not None else None


def permanents_group(words: str) -> Filter | None:
    """ "All creatures", "Creatures your opponents control", "Other creatures you control",
    "Goblins", "Nonland permanents your opponents control" — a group of permanents, the subject of
    a static ability's sentence (CR 109.2: on the battlefield). None for words it doesn't know,
    and for a group described by an ability (which an ability-changing effect would read, 613.8)."""
    if words.endswith(" enchanted player controls"):
        # CR 303.4a: "Creatures enchanted player controls" — the player the Aura enchants
        f = permanents_group(words.removesuffix(" enchanted player controls"))
        return None if f is None or f.controller else replace(f, controller="enchanted", text=words)
    rest = words.removeprefix("All ")
    other = rest.startswith(("Other ", "other "))
    rest = rest[6:] if other else rest
    f = group_noun(rest[:1].lower() + rest[1:])  # a sentence's first word ("Creatures"), else a type ("Goblins")
    if f is None:
        f = group_noun(rest)
    if f is None or f.keyword:
        return None
    return replace(f, other=other, zone=Zone.BATTLEFIELD)


def attached_bonus(line: str) -> AttachedGrant | None:
    """CR 613.4c, 613.1f: "Enchanted creature gets +1/+1 for each enchantment you control and has
    first strike.", "Equipped creature gets +1/+0 for each artifact you control.", "Equipped
    creature gets +10/+10 and loses flying." — the count is made whenever P/T is (608.2h)."""
    m = re.fullmatch(
        r"(Equipped|Enchanted) creature gets ([+-]\d+)/([+-]\d+)(?: for each (.+?))?"
        r"(?: and has ([a-z ,]+?))?(?: and loses ([a-z ,]+?))?\.",
        line,
    )
    if m is None:
        return None
    several = protections(m.group(5)) if m.group(5) else None
    if not (m.group(4) or m.group(6) or several):
        return None
    per: CountOf | None = None
    if m.group(4):
        per = each_phrase(m.group(4), reads=IN_LAYERS) or _other_than_attached(m.group(4)) or _counters_on(m.group(4))
        if per is None:
            return None
    has = several or (keyword_list(m.group(5)) if m.group(5) else ())
    loses = keyword_list(m.group(6)) if m.group(6) else ()
    if has is None or loses is None:
        return None
    attached = per is not None and per.what.other and CardType.CREATURE in per.what.types
    grant = AttachedGrant(
        m.group(1), int(m.group(2)), int(m.group(3)), has, loses=loses, per=per, other_than_attached=attached
    )
    if several:  # CR 702.16g: "protection from red and from blue" is two protection abilities
        return replace(grant, text_=line)
    return grant if grant.text() == line else None


def _counters_on(phrase: str) -> CountOf | None:
    """ "for each charge counter on ~" / "for each counter on ~" after "Equipped creature gets
    +1/+1": the counters on the Equipment or Aura itself (CR 122.1, 613.4c)."""
    m = re.fullmatch(r"(?:([a-z]+|[+-]1/[+-]1) )?counter on ~", phrase)
    return CountersOnSource(phrase, Filter(phrase), kind=m.group(1) or "") if m else None


def _other_than_attached(phrase: str) -> CountOf | None:
    """ "for each other creature you control" after "Enchanted creature gets +1/+1" (Bravado): "other"
    than the enchanted creature, the noun it repeats; "for each other enchantment on the
    battlefield" (Ancestral Mask): other than the Aura itself (613.4c, counted whenever P/T is)."""
    if not phrase.startswith("other "):
        return None
    per = each_phrase(phrase.removeprefix("other "), reads=IN_LAYERS)
    return replace(per, what=replace(per.what, other=True), text=phrase) if per is not None else None


_X_PART = {"+X": 1, "-X": -1, "+0": 0, "-0": 0}


def attached_x_bonus(line: str) -> AttachedGrant | None:
    """CR 613.4c, 608.2h: "Enchanted creature gets -X/-0, where X is the number of cards in your
    graveyard." — X counted whenever power and toughness are (the count of a "for each")."""
    m = re.fullmatch(r"(Equipped|Enchanted) creature gets ([+-][X0])/([+-][X0]), where X is the number of (.+)\.", line)
    if m is None or "X" not in m.group(2) + m.group(3):
        return None
    per = count_phrase(m.group(4), reads=IN_LAYERS)
    if per is None:
        return None
    power, toughness = _X_PART[m.group(2)], _X_PART[m.group(3)]
    counted = replace(per, text=f"the number of {m.group(4)}")
    grant = AttachedGrant(m.group(1), power, toughness, per=counted, where_x=True)
    return grant if grant.text() == line else None


_AMONG = {
    "all graveyards": Filter("cards in all graveyards", zone=Zone.GRAVEYARD),
    "your graveyard": Filter("cards in your graveyard", zone=Zone.GRAVEYARD, controller="you"),
}


def card_types_among(line: str) -> PTDefinition | None:
    """CR 604.3, 613.4a: "~'s power is equal to the number of card types among cards in all
    graveyards and its toughness is equal to that number plus 1." (Tarmogoyf) and "~'s power and
    toughness are each equal to the number of card types among cards in your graveyard."."""
    m = re.fullmatch(
        r"~'s power is equal to the number of card types among cards in (all graveyards|your graveyard) and its "
        r"toughness is equal to that number plus (\d)\.",
        line,
    )
    if m:
        count = CardTypesAmong(f"card types among cards in {m.group(1)}", _AMONG[m.group(1)])
        return PTDefinition(count, CardTypesAmong(count.text, count.what, plus=int(m.group(2))), line)
    m = re.fullmatch(
        r"~'s power and toughness are each equal to the number of card types among cards in "
        r"(all graveyards|your graveyard)\.",
        line,
    )
    if m:
        count = CardTypesAmong(f"card types among cards in {m.group(1)}", _AMONG[m.group(1)])
        return PTDefinition(count, count, line)
    return None


_ADDED_CREATURE_TYPE = re.compile(
    r"(?:(?P<group>.+?) are (?P<plural>[A-Z][A-Za-z'-]+)|Each (?P<each>.+?) is an? (?P<one>[A-Z][A-Za-z'-]+))"
    r" in addition to (?:their|its) other creature types\."
)


def creature_types_added(line: str) -> TypeChange | None:
    """CR 205.3d, 613.1d (layer 4): "Creatures you control are Slivers in addition to their other
    creature types." / "Each creature you control is a Vampire in addition to its other creature
    types." — a creature type added to each creature of the group. The group is read with what
    the layer system may read (IN_LAYERS); a group that names creature types itself ("All Goblins
    are Zombies") would depend on the effect (613.8) and isn't read here."""
    m = _ADDED_CREATURE_TYPE.fullmatch(line)
    if m is None:
        return None
    if m.group("plural"):
        kind = group_noun(m.group("plural"))
        group = permanents_group(m.group("group"))
    else:
        kind = group_noun(m.group("one") + "s")
        group = permanents_group(m.group("each") if m.group("each").startswith(("other ", "creature")) else "")
    if kind is None or len(kind.subtypes) != 1 or kind.types or group is None:
        return None
    (subtype,) = kind.subtypes
    if subtype not in CREATURE_TYPES or group.types != frozenset({CardType.CREATURE}) or group.subtypes:
        return None  # CR 205.3d: a creature type, added to creatures
    if not reads_only(group, IN_LAYERS):
        return None
    return TypeChange(group, line, subtypes=(subtype,))


def layer_static(line: str) -> Ability | None:
    """One of the shapes above, or None."""
    for find in (
        land_types, becomes_creature, lands_are_creatures, group_loses, attached_bonus, attached_x_bonus,
        card_types_among, attached_characteristics, creature_types_added,
    ):  # fmt: skip
        found = find(line)
        if found is not None:
            return found
    return None
