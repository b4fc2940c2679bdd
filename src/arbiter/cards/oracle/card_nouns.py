"""One grammar for the cards a player picks in a hidden zone: "a nonland permanent card", "a
creature card with power 2 or less", "a green card", "a colorless card", "an instant or sorcery
card", "a card with mana value 4 or greater", "an Equipment card", "an artifact, creature, or land
card" (CR 109.2: with the word "card", the description is of a card, not of a permanent).

It is the permanents' grammar (:func:`~arbiter.cards.oracle.noun_phrase.noun_phrase`) read for
cards: "permanent card" means a card of a permanent type (CR 110.4), the spell types "instant" and
"sorcery" are card types too (205.2a), and adjectives alone ("a nonlegendary, nonland card", "a
green card") ask only what they say. Only characteristics a card has in any zone may be asked for
(types, subtypes, supertypes, colors, power, toughness, mana value); a
word about permanents (controller, tapped, counters, token) is refused."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import noun_phrase, reads_only
from arbiter.mtg.enums import PERMANENT_TYPES, CardType
from arbiter.mtg.ir.filters import Filter

# the qualities of a card itself, wherever it is (CR 109.3: an object's characteristics)
CARD_QUALITIES = frozenset({
    "types", "all_types", "nontypes", "subtypes", "nonsubtypes", "supertypes", "nonsupertypes", "colors",
    "noncolors", "min_power", "max_power", "min_toughness", "max_toughness", "min_value", "max_value", "either",
})  # fmt: skip
# CR 205.2a: every card type a card can have (the permanents' grammar knows only permanent types)
CARD_TYPE_WORDS = {t.value.lower(): t for t in CardType}
_CARD = re.compile(r"(?:(.+?) )?cards?((?: (?:with|of) .+)?)")


def card_noun(phrase: str) -> Filter | None:
    """The cards "<words> card[s] [with …]" describes (``text``: the phrase), or None."""
    m = _CARD.fullmatch(phrase)
    if m is None:
        return None
    words, post = m.group(1) or "", m.group(2)
    f = _card_words(words, post)
    if f is None or not reads_only(f, CARD_QUALITIES):
        return None
    return replace(f, text=phrase, zone=None)


def _card_words(words: str, post: str) -> Filter | None:
    """The words before "card" with what follows it."""
    if not words:
        return noun_phrase("permanent" + post)  # (the head "permanent" asks nothing)
    kinds = _type_union(words)
    if kinds is not None:
        return Filter(types=kinds) if not post else None
    either = _subtype_union(words)
    if either is not None:
        return either if not post else None
    if words.endswith("permanent"):
        f = noun_phrase(words + post)
        return replace(f, types=PERMANENT_TYPES) if f is not None and not f.types else None  # CR 110.4
    f = noun_phrase(words + post)
    if f is not None:
        return f
    return noun_phrase(words + " permanent" + post)  # adjectives only ("a green card")


def _type_union(words: str) -> frozenset[CardType] | None:
    """ "instant", "instant or sorcery", "artifact, creature, or sorcery": one of these types."""
    parts = re.split(r",? (?:or|and/or) |, ", words)
    if not all(p in CARD_TYPE_WORDS for p in parts) or not any(p in ("instant", "sorcery") for p in parts):
        return None
    return frozenset(CARD_TYPE_WORDS[p] for p in parts)


def _subtype_union(words: str) -> Filter | None:
    """ "Elf, Warrior, or Tyvar", "instant, sorcery, or Dragon": one of these subtypes (CR 205.3),
    or one of these card types (205.2a) — a list of two or more with a subtype in it."""
    parts = re.split(r",? (?:or|and/or) |, ", words)
    subs = frozenset(p for p in parts if p not in CARD_TYPE_WORDS)
    if len(parts) < 2 or not subs or not all(re.fullmatch(r"[A-Z][a-z]+", p) for p in subs):
        return None
    kinds = frozenset(CARD_TYPE_WORDS[p] for p in parts if p in CARD_TYPE_WORDS)
    return Filter(types=kinds, subtypes=subs, either=bool(kinds))
