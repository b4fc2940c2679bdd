"""The restriction of "Spend this mana only …" (CR 106.6) after a mana ability's instruction: "to cast
a creature spell", "to cast instant and sorcery spells", "to cast artifact spells or activate
abilities of artifacts", "to cast a Dragon spell or activate an ability of a Dragon source", "to
activate abilities". What it allows is read with the noun-phrase grammar; words that ask something
a spell's own characteristics can't tell (a choice, "kicked", a mana value) stay unsupported. Also
"This mana can't be spent to cast a nonartifact spell." (:func:`spend_prohibition`)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import noun_phrase, reads_only
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.mana.spend_only import SpendRestriction

# what a spell's or a source's own characteristics tell (CR 109.3): types, subtypes, supertypes, colors
_READS = frozenset({"types", "all_types", "nontypes", "subtypes", "nonsubtypes", "supertypes", "nonsupertypes",
                    "colors", "noncolors", "either"})  # fmt: skip
_SPELL = r"(?:an? )?(.+?) spells?"
_ABILITY = r"(?:activate abilities of|activate an ability of an?) (.+?)(?: sources?)?"


_CARD_TYPES = {
    "artifact": CardType.ARTIFACT, "creature": CardType.CREATURE, "enchantment": CardType.ENCHANTMENT,
    "instant": CardType.INSTANT, "sorcery": CardType.SORCERY, "planeswalker": CardType.PLANESWALKER,
    "battle": CardType.BATTLE, "land": CardType.LAND,
}  # fmt: skip


def card_kind(words: str) -> Filter | None:
    """ "creature", "instant or sorcery", "instant and sorcery", "artifact", "Dragon", "legendary",
    "colorless Eldrazi": which spells or sources (their characteristics only, CR 109.3)."""
    names = re.split(r",? (?:and/or|or|and) |, ", words)
    if all(n in _CARD_TYPES for n in names):  # CR 205.2a: one of these card types
        return Filter(words, frozenset(_CARD_TYPES[n] for n in names))
    f = noun_phrase(words)
    if f is None and words.islower() and " " not in words:
        f = noun_phrase(f"{words} permanent")  # "legendary": the adjective alone (a spell of any type)
    return f if f is not None and reads_only(f, _READS) else None


def spend_restriction(text: str) -> SpendRestriction | None:
    """The restriction the words after "Spend this mana only " state, or None."""
    if text in ("to activate abilities", "to activate an ability"):
        return SpendRestriction(text, any_ability=True)
    if text == "to cast spells":
        return SpendRestriction(text, spells=Filter())
    if text.endswith(", and that spell can't be countered"):  # (Cavern of Souls, CR 106.6)
        base = spend_restriction(text.removesuffix(", and that spell can't be countered"))
        return replace(base, text=text, uncounterable=True) if base is not None and base.spells else None
    if text == "to cast a creature spell of the chosen type":  # CR 106.6, 614.12: the source's choice
        return SpendRestriction(text, spells=Filter("creature", frozenset({CardType.CREATURE})), chosen_type=True)
    m = re.fullmatch(rf"to cast {_SPELL}", text)
    if m is not None:
        spells = card_kind(m.group(1))
        return SpendRestriction(text, spells=spells) if spells is not None else None
    m = re.fullmatch(rf"to cast {_SPELL},? or (?:to )?{_ABILITY}", text)
    if m is not None:
        spells, sources = card_kind(m.group(1)), card_kind(m.group(2))
        if spells is None or sources is None:
            return None
        return SpendRestriction(text, spells=spells, sources=sources)
    either = rf"to (?:cast {_SPELL},? or (?:to )?activate an ability|activate an ability or cast {_SPELL})"
    m = re.fullmatch(either, text)
    if m is not None:
        spells = card_kind(m.group(1) or m.group(2))
        return SpendRestriction(text, spells=spells, any_ability=True) if spells is not None else None
    return None


def spend_prohibition(text: str) -> SpendRestriction | None:
    """The restriction "This mana can't be spent <text>." states (CR 106.6; the Powerstone's "to cast
    a nonartifact spell", 111.10h): casting the spells it names is all the mana can't pay for."""
    m = re.fullmatch(r"to cast (?:a |an )?(non[a-z]+) spells?", text)
    forbidden = card_kind(m.group(1)) if m is not None else None
    return SpendRestriction(text, forbidden=forbidden) if forbidden is not None else None
