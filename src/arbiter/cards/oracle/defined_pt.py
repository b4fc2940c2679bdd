"""Characteristic-defining abilities that define power and toughness (CR 604.3, 613.4a) by more
than "the number of <permanents>": "~'s power and toughness are each equal to 1 plus the number
of artifacts your opponents control.", "… the number of Forests you control plus the number of
Treefolk you control.", "… twice the number of basic land types among lands you control.",
"~'s power is equal to the greatest mana value among creatures you control.", "… the number of
fade counters on it.", "… the number of cards in the chosen player's hand."."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import IRREGULAR_PLURALS
from arbiter.cards.oracle.nouns import COLORS, PLURAL_SUBTYPES, TYPE_WORDS
from arbiter.cards.oracle.sentences.counters import plain_counter
from arbiter.cards.oracle.subtype_targets import PERMANENT_TYPES, SUBTYPES
from arbiter.cards.oracle.target_phrases import target_spec
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.defined_pt import DefinedNumber, Measure, Term
from arbiter.mtg.ir.statics.grants import PTDefinition

_SMALL = {"1": 1, "2": 2, "3": 3}
_SINGULAR = {
    "creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment", "lands": "land",
    "permanents": "permanent", "planeswalkers": "planeswalker",
}  # fmt: skip


def defined_pt(line: str) -> PTDefinition | None:
    """CR 604.3: "~'s power and toughness are each equal to <number>.", "~'s power is equal to
    <number>.", "~'s power is equal to <number> and its toughness is equal to that number plus N."."""
    m = re.fullmatch(r"~'s power and toughness are each equal to (.+)\.", line)
    if m:
        n = number(m.group(1))
        return PTDefinition(n, n, line) if n is not None else None
    m = re.fullmatch(r"~'s power is equal to (.+) and its toughness is equal to that number plus (\d)\.", line)
    if m:
        n = number(m.group(1))
        return PTDefinition(n, replace(n, plus=n.plus + int(m.group(2))), line) if n is not None else None
    m = re.fullmatch(r"~'s power is equal to (.+)\.", line)
    if m and " and its toughness " not in m.group(1):
        n = number(m.group(1))
        return PTDefinition(n, None, line) if n is not None else None
    return None


def number(phrase: str) -> DefinedNumber | None:
    """ "[N plus ][twice ]<term>[ plus <term>]…" (a sum of terms, CR 604.3)."""
    plus, rest = 0, phrase
    m = re.fullmatch(r"([123]) plus (.+)", rest)
    if m:
        plus, rest = _SMALL[m.group(1)], m.group(2)
    times = 1
    if rest.startswith("twice "):
        times, rest = 2, rest.removeprefix("twice ")
    terms: list[Term] = []
    for part in rest.split(" plus "):
        t = term(part)
        if t is None:
            return None
        terms.append(t)
    if times == 2 and len(terms) > 1:
        return None  # "twice A plus B" is read no further
    return DefinedNumber(phrase, tuple(terms), times, plus)


def term(phrase: str) -> Term | None:
    """One addend: a count, the counters on it, a life total, a greatest/total mana value, or
    the basic land types / colors / card types / colored mana symbols among objects."""
    if phrase == "your life total":
        return Term(Measure.LIFE)  # CR 119.1
    if phrase == "your speed":
        return Term(Measure.SPEED)  # CR 702.179f: 0 with no speed
    if phrase == "the number of creatures in your party":
        return Term(Measure.PARTY)  # CR 700.8a
    m = re.fullmatch(r"the number of (\S+) counters on it", phrase)
    if m:
        return Term(Measure.COUNTERS, counter=m.group(1)) if plain_counter(m.group(1)) else None
    m = re.fullmatch(r"your devotion to (white|blue|black|red|green)", phrase)
    if m:  # CR 700.5
        return Term(Measure.MANA_SYMBOLS, Filter("permanents you control", controller="you"), color=COLORS[m.group(1)])
    m = re.fullmatch(r"the number of (white|blue|black|red|green) mana symbols in the mana costs of (.+)", phrase)
    if m:
        found = objects(m.group(2))
        return replace(found, measure=Measure.MANA_SYMBOLS, color=COLORS[m.group(1)]) if found else None
    for head, measure in (
        ("the greatest mana value among ", Measure.GREATEST_MANA_VALUE),
        ("the total mana value of ", Measure.TOTAL_MANA_VALUE),
        ("the number of basic land types among ", Measure.BASIC_LAND_TYPES),
        ("the number of colors among ", Measure.COLORS),
        ("the number of card types among ", Measure.CARD_TYPES),
        ("the total number of ", Measure.OBJECTS),
        ("the number of ", Measure.OBJECTS),
    ):
        if phrase.startswith(head):
            found = objects(phrase.removeprefix(head))
            return replace(found, measure=measure) if found else None
    return None


_CARD_PLACES: dict[str, tuple[tuple[Zone, ...], str, bool]] = {
    # where "<quality> cards in/you own in …" looks, whose, and whether "whose" is the chosen player
    "in your hand": ((Zone.HAND,), "you", False),
    "in your graveyard": ((Zone.GRAVEYARD,), "you", False),
    "in all graveyards": ((Zone.GRAVEYARD,), "", False),
    "in all players' hands": ((Zone.HAND,), "", False),
    "in your opponents' graveyards": ((Zone.GRAVEYARD,), "opponent", False),
    "in the chosen player's hand": ((Zone.HAND,), "you", True),
    "in the chosen player's graveyard": ((Zone.GRAVEYARD,), "you", True),
    "you own in exile": ((Zone.EXILE,), "you", False),
    "you own in exile and in your graveyard": ((Zone.EXILE, Zone.GRAVEYARD), "you", False),
}
_PERMANENT_PLACES: dict[str, tuple[str, bool]] = {
    "you control": ("you", False),
    "your opponents control": ("opponent", False),
    "on the battlefield": ("", False),
    "the chosen player controls": ("you", True),
}


def objects(phrase: str) -> Term | None:
    """ "black permanents you control", "other Rats on the battlefield", "creatures named ~ on
    the battlefield", "nonbasic lands the chosen player controls", "instant and sorcery cards
    you own in exile and in your graveyard", "other creature cards in your graveyard"."""
    m = re.fullmatch(r"(?:(.+) )?cards (" + "|".join(re.escape(k) for k in _CARD_PLACES) + ")", phrase)
    if m:
        zones, whose, chosen = _CARD_PLACES[m.group(2)]
        quality = card_quality(m.group(1) or "")
        if quality is None:
            return None
        return Term(Measure.OBJECTS, replace(quality, text=phrase, controller=whose), zones, chosen)
    places = "|".join(_PERMANENT_PLACES)
    m = re.fullmatch(r"(.+?) (" + places + r")( with (?:flying|shadow|reach|horsemanship))?", phrase)
    if m is None:
        return None
    whose, chosen = _PERMANENT_PLACES[m.group(2)]
    noun, named = m.group(1), False
    if noun.endswith(" named ~"):
        noun, named = noun.removesuffix(" named ~"), True
    what = permanents(noun, whose)
    if what is None:
        return None
    if m.group(3):  # "creatures on the battlefield with shadow" (CR 702.28)
        what = replace(what, keyword=m.group(3).removeprefix(" with "))
    return Term(Measure.OBJECTS, replace(what, text=phrase), chosen=chosen, named=named)


def permanents(noun: str, whose: str) -> Filter | None:
    """A plural description of permanents as a :class:`Filter`, read through the target-phrase
    grammar (CR 115.1 words): "untapped artifacts, creatures, and lands" → "untapped artifact,
    creature, or land"; "Soldiers and Warriors"; "colorless creatures" (105.2c)."""
    other = noun.startswith("other ")
    noun = noun.removeprefix("other ")
    colorless = noun.startswith("colorless ")
    noun = noun.removeprefix("colorless ")
    words = []
    for w in noun.replace(" and/or ", " or ").replace(", and ", ", or ").replace(" and ", " or ").split(" "):
        bare = w.rstrip(",")
        single = _SINGULAR.get(bare) or _singular_subtype(bare)
        if single is None and bare.startswith("non") and bare[3:] in _SINGULAR:
            single = "non" + _SINGULAR[bare[3:]]
        words.append((single or bare) + ("," if w.endswith(",") else ""))
    suffix = {"you": " you control", "opponent": " an opponent controls", "": ""}[whose]
    spec = target_spec("target " + " ".join(words) + suffix)
    if spec is None or spec.what is None or spec.players or spec.what.zone is not Zone.BATTLEFIELD:
        return None
    what = replace(spec.what, other=other, zone=None)
    if colorless:  # CR 105.2c: no color
        what = replace(what, noncolors=frozenset(Color))
    return what


def _singular_subtype(word: str) -> str | None:
    """ "Rats" → "Rat", "Elves" → "Elf", "Treefolk" → "Treefolk" (CR 205.3m)."""
    if word in PLURAL_SUBTYPES:
        return PLURAL_SUBTYPES[word]
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word in SUBTYPES and word[0].isupper():
        return word
    if word.endswith("s") and word[:-1] in SUBTYPES:
        return word[:-1]
    return None


def card_quality(words: str) -> Filter | None:
    """The words before "cards": "", "creature", "other creature", "green creature", "instant
    and sorcery", "nonbasic land", "noncreature, nonland", "permanent", "Zombie", "Elf"."""
    f = Filter()
    if words.startswith("other "):
        f, words = replace(f, other=True), words.removeprefix("other ")
    kinds: set[CardType] = set()
    for w in re.split(r", | and | or |, and | ", words) if words else []:
        if w in COLORS:
            f = replace(f, colors=frozenset({COLORS[w]}))
        elif w == "permanent":
            kinds |= PERMANENT_TYPES
        elif w in TYPE_WORDS:
            kinds.add(TYPE_WORDS[w])
        elif w.startswith("non") and w[3:] in TYPE_WORDS:
            f = replace(f, nontypes=f.nontypes | {TYPE_WORDS[w[3:]]})
        elif w == "nonbasic":
            f = replace(f, nonsupertypes=frozenset({"Basic"}))
        elif w in SUBTYPES:
            f = replace(f, subtypes=f.subtypes | {w})
        elif w:
            return None
    return replace(f, types=frozenset(kinds))
