"""Nouns of Oracle text: descriptions of permanents and cards ("white creatures", "Goblins",
"artifacts you control", "creature cards in your graveyard") shared by the compiler's parsers."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import IRREGULAR_PLURALS, WITHOUT_SOURCE, noun_phrase, reads_only, subtype_of
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.ir.statics.layers import BasicLandTypesAmong
from arbiter.mtg.model import CountOf, Filter
from arbiter.mtg.party import party_count

COLORS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK, "red": Color.RED, "green": Color.GREEN}
TYPE_WORDS = {t.value.lower(): t for t in CardType}

COUNT_NOUNS = {
    "lands": CardType.LAND, "creatures": CardType.CREATURE, "artifacts": CardType.ARTIFACT,
    "enchantments": CardType.ENCHANTMENT, "planeswalkers": CardType.PLANESWALKER, "permanents": None,
}  # fmt: skip


def count_phrase(phrase: str, reads: frozenset[str] | None = None) -> CountOf | None:
    """ "lands you control", "Forests you control", "cards in your hand", "creature cards in your
    graveyard", "creatures on the battlefield", "cards in all graveyards"… — else any permanents
    the noun grammar reads ("creatures you control with power 4 or greater"; ``reads``: see
    :func:`phrase_filter`)."""
    if phrase == "creatures in your party":  # CR 700.8a
        return party_count(phrase)
    if phrase == "basic land types among lands you control":  # CR 205.3i: domain
        return BasicLandTypesAmong(phrase, Filter("lands you control", frozenset({CardType.LAND}), controller="you"))
    found = _count_phrase(phrase)
    if found is None:
        f = phrase_filter(phrase, WITHOUT_SOURCE if reads is None else reads & WITHOUT_SOURCE)
        return None if f is None else CountOf(phrase, f)
    return found


def _count_phrase(phrase: str) -> CountOf | None:
    """The readings of :func:`count_phrase` by shape."""
    m = re.fullmatch(r"([A-Za-z]+) (you control|on the battlefield)", phrase)
    if m:
        whose = "you" if m.group(2) == "you control" else ""
        noun = m.group(1)
        if noun in COUNT_NOUNS:
            kind = COUNT_NOUNS[noun]
            return CountOf(phrase, Filter(noun, frozenset({kind}) if kind else frozenset(), controller=whose))
        if noun in PLURAL_SUBTYPES:
            return CountOf(phrase, Filter(noun, subtypes=frozenset({PLURAL_SUBTYPES[noun]}), controller=whose))
        if noun[0].isupper() and noun.endswith("s") and noun[:-1] not in ("Creature",):
            return CountOf(phrase, Filter(noun, subtypes=frozenset({noun[:-1]}), controller=whose))
        return None
    m = re.fullmatch(r"([a-z]+) and ([a-z]+) (you control|your opponents control)", phrase)
    if (
        m
        and m.group(1) in COUNT_NOUNS
        and m.group(2) in COUNT_NOUNS
        and None not in (COUNT_NOUNS[m.group(1)], COUNT_NOUNS[m.group(2)])
    ):
        # "artifacts and enchantments your opponents control": each permanent counted once
        both = frozenset(k for k in (COUNT_NOUNS[m.group(1)], COUNT_NOUNS[m.group(2)]) if k is not None)
        return CountOf(phrase, Filter(phrase, both, controller="you" if m.group(3) == "you control" else "opponent"))
    m = re.fullmatch(r"((?:[a-z]+ and )?[a-z]+ )?cards in (your hand|your graveyard|all graveyards)", phrase)
    if m:
        kinds: set[CardType] = set()
        for word in (m.group(1) or "").strip().split(" and "):
            if word:
                if word not in TYPE_WORDS:
                    return None
                kinds.add(TYPE_WORDS[word])
        zone = Zone.HAND if m.group(2) == "your hand" else Zone.GRAVEYARD
        whose = "" if m.group(2) == "all graveyards" else "you"
        return CountOf(phrase, Filter(phrase, frozenset(kinds), controller=whose, zone=zone))
    return None


def each_phrase(phrase: str, reads: frozenset[str] | None = None) -> CountOf | None:
    """The things "for each <thing>" counts: "artifact you control", "Equipment you control",
    "card in your hand", "creature card in your graveyard", "Elf on the battlefield" — else any
    permanents the noun grammar reads ("creature you control with a +1/+1 counter on it")."""
    if phrase == "creature in your party":  # CR 700.8a
        return party_count(phrase)
    if phrase == "basic land type among lands you control":  # CR 205.3i: domain
        return BasicLandTypesAmong(phrase, Filter("lands you control", frozenset({CardType.LAND}), controller="you"))
    m = re.fullmatch(r"(.+?) (you control|on the battlefield|in your hand|in your graveyard|in all graveyards)", phrase)
    count = None
    if m is not None:
        head = m.group(1)
        last = head.split(" ")[-1]
        plural = SINGULAR_TO_PLURAL.get(last, last + "s")
        count = _count_phrase(f"{head[: len(head) - len(last)]}{plural} {m.group(2)}")
    if count is None:
        f = phrase_filter(phrase, WITHOUT_SOURCE if reads is None else reads & WITHOUT_SOURCE)
        return None if f is None else CountOf(phrase, f)
    return replace(count, text=phrase)


def phrase_filter(text: str, reads: frozenset[str] | None = None) -> Filter | None:
    """The noun grammar's reading (:mod:`noun_phrase`), the readers' fallback. ``reads``: the
    fields the caller's matcher can read there — :data:`noun_phrase.IN_LAYERS` for a description
    read while characteristics are being applied (a static's group, a count in a
    characteristic-defining ability, CR 613); a phrase asking for more stays unsupported."""
    f = noun_phrase(text)
    if f is None or (reads is not None and not reads_only(f, reads)):
        return None
    return f


# CR 205.3m: subtypes whose plural isn't "<type>s" — "Allies" are Ally, not "Allie" (Halimar
# Excavator's "the number of Allies you control"), "Elves" Elf, "Thieves" Thief; the noun grammar's
# table, so every reader singularizes alike. "Plains" is its own plural (CR 205.3i): never "Plain".
PLURAL_SUBTYPES = {**IRREGULAR_PLURALS, "Plains": "Plains"}
SINGULAR_TO_PLURAL = {v: k for k, v in PLURAL_SUBTYPES.items()}


def creature_filter(text: str) -> Filter | None:
    """ "white creatures", "Walls", "creatures with flying", "creatures with power 2 or less",
    "artifact creatures", "black creatures"…"""
    m = re.fullmatch(r"creatures with (flying|horsemanship|shadow|reach)", text)
    if m:
        return Filter(text, keyword=m.group(1))
    m = re.fullmatch(r"creatures without (flying|horsemanship|shadow|reach)", text)
    if m:
        return Filter(text, keyword=m.group(1), without=True)
    m = re.fullmatch(r"creatures with power (\d+) or (less|greater)", text)
    if m:
        n = int(m.group(1))
        return Filter(text, max_power=n) if m.group(2) == "less" else Filter(text, min_power=n)
    m = re.fullmatch(r"(white|blue|black|red|green) creatures", text)
    if m:
        return Filter(text, colors=frozenset({COLORS[m.group(1)]}))
    m = re.fullmatch(r"(enchanted|equipped) creatures", text)
    if m:
        return Filter(text, attached=m.group(1))  # CR 303.4, 301.5
    m = re.fullmatch(r"(artifact) creatures", text)
    if m:
        return Filter(text, types=frozenset({CardType.ARTIFACT}))
    if text in PLURAL_SUBTYPES:
        return Filter(text, subtypes=frozenset({PLURAL_SUBTYPES[text]}))  # CR 205.3m: "Elves" are Elf
    listed = subtype_list(text)
    if listed is not None:
        return listed
    m = re.fullmatch(r"([A-Z][a-z]+)s", text)
    if m and m.group(1) not in ("Creature",):
        return Filter(text, subtypes=frozenset({m.group(1)}))
    return None


def subtype_list(text: str) -> Filter | None:
    """CR 205.3m: "Servos and Thopters", "Skeletons, Vampires, and Zombies" — a permanent with any
    one of these subtypes (a Filter's ``subtypes`` are alternatives); each word a subtype's plural."""
    m = re.fullmatch(r"((?:[A-Z][a-z]+, )+[A-Z][a-z]+,|[A-Z][a-z]+) and ([A-Z][a-z]+)", text)
    if m is None:
        return None
    words = [*m.group(1).rstrip(",").split(", "), m.group(2)]
    if len(words) > 2 and not m.group(1).endswith(","):
        return None  # (three or more are written with the serial comma)
    singular = [subtype_of(word) for word in words]
    if any(s is None or (s == word and word not in IRREGULAR_PLURALS) for s, word in zip(singular, words, strict=True)):
        return None
    return Filter(text, subtypes=frozenset(s for s in singular if s is not None))


PLURAL_TYPES = {
    "creatures": CardType.CREATURE, "artifacts": CardType.ARTIFACT, "enchantments": CardType.ENCHANTMENT,
    "lands": CardType.LAND, "planeswalkers": CardType.PLANESWALKER,
}  # fmt: skip


def permanents_noun(text: str, reads: frozenset[str] | None = None) -> Filter | None:
    """ "creatures", "green creatures", "nonblack creatures", "artifacts", "lands", "Forests",
    "Goblins", "creatures with flying" — a description of permanents."""
    if text in PLURAL_TYPES:
        return Filter(text, types=frozenset({PLURAL_TYPES[text]}))
    m = re.fullmatch(r"(non)?(white|blue|black|red|green) (creatures|artifacts|permanents)", text)
    if m:
        color = frozenset({COLORS[m.group(2)]})
        kinds = frozenset({PLURAL_TYPES[m.group(3)]}) if m.group(3) in PLURAL_TYPES else frozenset()
        return Filter(text, types=kinds, noncolors=color) if m.group(1) else Filter(text, types=kinds, colors=color)
    m = re.fullmatch(r"creatures with(out)? (flying|reach|horsemanship|shadow)", text)
    if m:
        return Filter(text, types=frozenset({CardType.CREATURE}), keyword=m.group(2), without=bool(m.group(1)))
    m = re.fullmatch(r"([A-Z][a-z]+)s", text)
    if m:
        return Filter(text, subtypes=frozenset({PLURAL_SUBTYPES.get(text, m.group(1))}))
    if text in PLURAL_SUBTYPES:
        return Filter(text, subtypes=frozenset({PLURAL_SUBTYPES[text]}))
    return phrase_filter(text, reads)


ADJECTIVES = frozenset(
    {"creatures", "white", "blue", "black", "red", "green", "nonwhite", "nonblue", "nonblack", "nonred", "nongreen",
     "artifact", "attacking", "blocking", "tapped", "untapped", "legendary", "token", "nontoken", "colorless",
     "multicolored", "nonartifact", "monocolored", "enchanted", "equipped", "modified", "outlaws"}
)  # fmt: skip


def creatures_noun(noun: str, reads: frozenset[str] | None = None) -> Filter | None:
    """ "creatures", "Goblins", "Sliver creatures", "white creatures", "creatures with flying"… —
    else the noun grammar's reading (``reads``: see :func:`phrase_filter`)."""
    if noun == "creatures":
        return Filter("creatures", types=frozenset({CardType.CREATURE}))
    m = re.fullmatch(r"([A-Z][a-z]+) creatures", noun)
    if m and m.group(1).lower() not in ADJECTIVES:
        return Filter(noun, subtypes=frozenset({m.group(1)}), types=frozenset({CardType.CREATURE}))
    m = re.fullmatch(r"non-?([A-Z][a-z]+) creatures", noun)
    if m:
        return None
    m = re.fullmatch(r"non(white|blue|black|red|green) creatures", noun)
    if m:
        return Filter(noun, types=frozenset({CardType.CREATURE}), noncolors=frozenset({COLORS[m.group(1)]}))
    f = creature_filter(noun)
    if f is None:
        return phrase_filter(noun, reads)
    return replace(f, all_types=frozenset({CardType.CREATURE})) if "creature" in noun else f


def grouped(f: Filter, whose: str = "", others: bool = False, creature: bool = False) -> Filter:
    """A description as an instruction's group reads it: "… you control" / "… your opponents
    control" (``whose`` "you" / "opponents"; else whoever the description itself names), "other …"
    (not the source), creatures only."""
    kinds = f.all_types | {CardType.CREATURE} if creature else f.all_types
    whose_ = {"you": "you", "opponents": "opponent", "enchanted": "enchanted"}.get(whose, f.controller)
    return replace(f, all_types=kinds, controller=whose_, other=others or f.other)
