"""Keyword lines (CR 702): which keywords the engine enforces, a line of keywords ("Flying,
vigilance"), and keyword lists inside other abilities ("… and has trample")."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from arbiter.mtg.effects.ward import ward_cost
from arbiter.mtg.ir.deck_construction import partner_keyword
from arbiter.mtg.model import (
    Ability,
    Keyword,
    TriggeredAbility,
    Unsupported,
)

HEXPROOF_FROM = (
    "hexproof from white", "hexproof from blue", "hexproof from black", "hexproof from red", "hexproof from green",
    "hexproof from multicolored", "hexproof from monocolored", "hexproof from each color",
    "hexproof from artifacts", "hexproof from creatures", "hexproof from enchantments",
)  # fmt: skip
"""CR 702.11d, 702.11g: the "hexproof from [quality]" abilities the engine enforces (targets.py)."""

ENGINE_KEYWORDS = frozenset(
    {
        "flying", "reach", "haste", "vigilance", "defender", "trample", "deathtouch", "lifelink",
        "first strike", "double strike", "indestructible", "hexproof", "shroud", "flash",
        "menace", "fear", "intimidate", "skulk", "horsemanship", "shadow", "devoid", "changeling", "prowess", "provoke",
        "extort", "exalted", "infect", "wither", "flanking", "convoke", "improvise", "delve", "aftermath",
        "split second", "rebound", "umbra armor", "ascend", "decayed", "cipher",
        "daybound", "nightbound", "phasing", "assist", "epic", "start your engines!",
        "protection from white", "protection from blue", "protection from black", "protection from red",
        "protection from green", "protection from artifacts", "protection from creatures",
        "protection from enchantments", "protection from everything", "protection from multicolored",
        "protection from monocolored", "protection from spells that are one or more colors",
        *HEXPROOF_FROM,
    }
)  # fmt: skip


LANDWALK = re.compile(r"(?:snow )?(?:plains|island|swamp|mountain|forest|desert|land|legendary land|nonbasic land)walk")


def keyword_line(line: str) -> list[Ability] | None:
    if line.startswith("Ward—") and ward_cost(line.removeprefix("Ward—")) is not None:
        return [Keyword("ward—" + line.removeprefix("Ward—"))]  # CR 702.21a: a ward cost that isn't mana
    separator = "; " if "; " in line else ", "
    parts = [p.strip() for p in re.split(r"[,;] ", line)]
    out: list[Ability] = []
    for i, part in enumerate(parts):
        word = part.lower()
        several = protections(part[0].lower() + part[1:])
        if several is not None:
            out += [
                (ProtectionShorthand if k else Keyword)(
                    kw, joined=i > 0 or k > 0, separator=separator if k == 0 else " and "
                )
                for k, kw in enumerate(several)
            ]
            continue
        if word == "protection from each color":  # CR 702.16h: five protection abilities
            out += [
                EachColorShorthand(kw, joined=i > 0 and k == 0, separator=separator) for k, kw in enumerate(EACH_COLOR)
            ]
            continue
        numbered = _numbered_keyword(part) if i > 0 and separator == ", " else None
        if numbered is not None:  # "Flying, protection from …, annihilator 6" (CR 702.86a)
            out += numbered
            continue
        partner = partner_keyword(part, joined=i > 0, separator=separator)  # CR 702.124a: no effect in a game
        if partner is not None:
            out.append(partner)
            continue
        known = word in ENGINE_KEYWORDS
        if SUBTYPE_PROTECTION.fullmatch(part):  # CR 702.16a: protection from a creature type ("from Dragons")
            out.append(Keyword(part[0].lower() + part[1:], joined=i > 0, separator=separator))
            continue
        recognised = known or word in _OTHER_KEYWORDS or bool(LANDWALK.fullmatch(word))
        recognised = recognised or word.startswith(("protection from ", "ward ", "toxic ", "affinity for "))
        if not recognised:
            return None
        ward = re.fullmatch(r"ward \{\d+\}", word) is not None
        ward = ward or re.fullmatch(r"toxic \d+", word) is not None  # CR 702.164: run by combat damage
        ward = ward or AFFINITY.fullmatch(part) is not None  # CR 702.41a
        if ward and part.startswith("Affinity"):
            word = "affinity for " + part.split(" ", 2)[2]
        if known or ward or (LANDWALK.fullmatch(word) and not word.startswith("desert")):
            out.append(Keyword(word, joined=i > 0, separator=separator))
        else:
            out.append(Unsupported(part))
    return out


def _numbered_keyword(part: str) -> list[Ability] | None:
    """A keyword with a number that stands for a triggered ability ("annihilator 6"), printed after
    other keywords on one line: its abilities, each rendered after a comma."""
    from arbiter.cards.oracle.keyword_abilities import NUMBERED, keyword_abilities  # (it imports this module)

    if re.fullmatch(NUMBERED, part[0].upper() + part[1:]) is None:
        return None
    found = keyword_abilities(part[0].upper() + part[1:])
    if not found or not all(isinstance(a, TriggeredAbility) for a in found):
        return None
    return [replace(a, joined=True, keyword_text=part) for a in found if isinstance(a, TriggeredAbility)]


def protections(word: str) -> tuple[str, ...] | None:
    """CR 702.16g (shorthand): "protection from black and from red" is two protection abilities,
    one from each quality — here, the qualities the engine runs."""
    m = re.fullmatch(r"protection from (\w+) and from (\w+)", word)
    if m is None:
        return None
    kws = tuple(f"protection from {q}" for q in m.groups())
    return kws if all(k in ENGINE_KEYWORDS or SUBTYPE_PROTECTION.fullmatch(k) for k in kws) else None


@dataclass(frozen=True, slots=True)
class ProtectionShorthand(Keyword):
    """CR 702.16g: the second ability of "protection from A and from B" — a protection ability of
    its own (its name says so), printed as "from B"."""

    def text(self) -> str:
        return self.name.removeprefix("protection ")


@dataclass(frozen=True, slots=True)
class EachColorShorthand(Keyword):
    """CR 702.16h: "protection from each color" is shorthand for protection from white, from blue,
    from black, from red and from green — five protection abilities. The first prints the
    shorthand; the other four print nothing."""

    def text(self) -> str:
        return "Protection from each color" if self.name == EACH_COLOR[0] else ""


EACH_COLOR = tuple(f"protection from {c}" for c in ("white", "blue", "black", "red", "green"))
"""CR 702.16h: the protection abilities "protection from each color" stands for."""


AFFINITY = re.compile(r"Affinity for (artifacts|creatures|enchantments|lands|[A-Z][a-z]+)")
"""CR 702.41a: "Affinity for [text]" — the card types and subtypes the total cost counts."""

WARD_N = re.compile(r"ward \{\d+\}")
"""CR 702.21a: "ward {N}", a ward whose cost is generic mana."""

SUBTYPE_PROTECTION = re.compile(r"[Pp]rotection from [A-Z][a-z]+s")
"""CR 702.16a: protection from a creature type, named in the plural ("protection from Demons")."""


_OTHER_KEYWORDS = frozenset(
    {
        "convoke", "delve", "wither", "infect", "exalted", "flanking", "persist", "undying", "unblockable",
        "banding", "phasing", "storm", "cascade", "rebound", "split second", "undaunted",
        "riot", "ascend", "mentor", "afflict", "fabricate", "toxic", "decayed", "training", "myriad",
    }
)  # fmt: skip


def grantable(keyword: str) -> bool:
    """Whether an effect may grant the keyword and the engine runs it: one it enforces, or "ward
    {N}" (CR 702.21a: the granted ward triggers with its own cost)."""
    return keyword in ENGINE_KEYWORDS or WARD_N.fullmatch(keyword) is not None


def keyword_list(text: str) -> tuple[str, ...] | None:
    """ "flying", "flying and trample", "flying, vigilance, and trample", "ward {2}" — keywords the
    engine runs (a granted ward triggers with its own cost, CR 702.21a)."""
    parts = re.split(r", and |, | and ", text)
    if "protection from each color" in parts:  # CR 702.16h: shorthand for five protection abilities
        i = parts.index("protection from each color")
        parts[i : i + 1] = EACH_COLOR
    if all(p in ENGINE_KEYWORDS or LANDWALK.fullmatch(p) or WARD_N.fullmatch(p) for p in parts):
        return tuple(parts)
    return None
