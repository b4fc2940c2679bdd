"""Normalisation of Oracle text (also used by the round-trip check): reminder text removed, the
card's own name (and a legend's short name) and "this creature"/"this artifact"/… as ``~``,
ability words dropped (CR 207.2c); and the split of a text into sentences."""

from __future__ import annotations

import re

_SELF = re.compile(
    r"\b[Tt]his (?:creature|artifact|enchantment|land|planeswalker|permanent|spell|card|Aura|Equipment|"
    r"Vehicle|battle|token|Saga|Class|Case|Room|Siege|Spacecraft|Planet)\b"
)
_REMINDER = re.compile(r"\s*\([^()]*\)")


def self_names(name: str, type_line: str, text: str = "") -> list[str]:
    """The names the card's text calls it by (CR 201.5c: a shortened version of its name too)."""
    names = [name]
    short = _first_name(name, type_line, text)
    if short:
        names.append(short)
    if "Legendary" in type_line and ", " in name:
        names.append(name.split(", ")[0])
    if "Legendary" in type_line and " of " in name and ", " not in name:
        names.append(name.split(" of ")[0])
    if "Legendary" in type_line and " the " in name and ", " not in name and not name.startswith("The "):
        names.append(name.split(" the ")[0])  # "Bontu the Glorified" is called "Bontu" in its text
    if "Planeswalker" in type_line and " " in name and ", " not in name:
        names.append(name.split(" ")[0])  # "Ajani Vengeant" is called "Ajani" in its text
    return sorted(set(names), key=len, reverse=True)


def _first_name(name: str, type_line: str, text: str) -> str:
    """CR 201.5c: a legend with a personal name ("Zurgo Helmsmasher", "Edgar Markov") whose text
    names it by its first word as the subject of a sentence ("Zurgo attacks each combat if able.")
    — not a creature or card type word."""
    from arbiter.mtg.objects.creature_types import CREATURE_TYPES

    if "Legendary" not in type_line or not text or " " not in name or any(x in name for x in (", ", " of ", " the ")):
        return ""
    first = name.split(" ")[0]
    if first in CREATURE_TYPES or first in ("The", "A", "An") or first.lower() in _TYPE_WORDS:
        return ""
    rest = text.replace(name, "")
    verbs = "enters|deals|gets|has|can't|attacks|dies|is|blocks|becomes|gains"
    subject = rf"(?:^|[.,:] |When |Whenever |\n){re.escape(first)}(?:'s)? (?:{verbs})\b"
    return first if re.search(subject, rest) else ""


_TYPE_WORDS = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker", "battle", "legendary"})


# CR 207.2c: ability words have no rules meaning; the compiler reads the ability without them.
ABILITY_WORDS = frozenset(
    [
        "adamant",
        "addendum",
        "alliance",
        "battalion",
        "bloodrush",
        "celebration",
        "channel",
        "chroma",
        "cohort",
        "constellation",
        "converge",
        "council's_dilemma",
        "coven",
        "delirium",
        "descend_4",
        "descend_8",
        "disappear",
        "domain",
        "eerie",
        "eminence",
        "enrage",
        "fateful_hour",
        "fathomless_descent",
        "ferocious",
        "flurry",
        "formidable",
        "grandeur",
        "hellbent",
        "heroic",
        "imprint",
        "infusion",
        "inspired",
        "join_forces",
        "kinship",
        "landfall",
        "lieutenant",
        "magecraft",
        "metalcraft",
        "morbid",
        "opus",
        "pack_tactics",
        "paradox",
        "parley",
        "radiance",
        "raid",
        "rally",
        "renew",
        "repartee",
        "revolt",
        "secret_council",
        "spell_mastery",
        "strive",
        "survival",
        "sweep",
        "tempting_offer",
        "threshold",
        "undergrowth",
        "valiant",
        "vivid",
        "void",
        "will_of_the_council",
    ]
)
_ABILITY_WORD = re.compile(r"^([A-Z][A-Za-z'’ ]*?(?: \d+)?) — ")


# the words before " — " that do have rules meaning: keywords written with a dash (CR 702.142
# boast, 702.177 exhaust, 702.57 forecast, 702.178 max speed, 702.169 solved, 702.159 visit,
# 702.139 companion), a case's "To solve" (719.3) and a Saga's chapters (714.2)
_MEANINGFUL_DASHES = frozenset({"boast", "companion", "exhaust", "forecast", "max speed", "solved", "visit", "prize",
                                "to solve"})  # fmt: skip
_CHAPTERS = re.compile(r"[IVX]+(?:, [IVX]+)*")
_ACTIVATED_OR_TRIGGERED = re.compile(r"(?:When|Whenever|At) |[^\"]*?: ")


def _strip_ability_word(line: str) -> str:
    """CR 207.2c: an ability word is dropped; CR 207.2d: so is a flavor word before an activated or
    triggered ability ("Teleport — {3}{W}: ~ phases out.") — neither has rules meaning."""
    m = _ABILITY_WORD.match(line)
    if m is None:
        return line
    word = m.group(1).lower().replace("’", "'")
    if word.replace(" ", "_") in ABILITY_WORDS:
        return line[m.end() :]
    rest = line[m.end() :]
    if word in _MEANINGFUL_DASHES or _CHAPTERS.fullmatch(m.group(1)) or not _ACTIVATED_OR_TRIGGERED.match(rest):
        return line
    return rest


def normalise(text: str, names: list[str]) -> str:
    """Reminder text and ability words (CR 207.2c) removed, self-references as ``~``,
    whitespace tidied."""
    text = _REMINDER.sub("", text)
    for n in names:
        text = re.sub(rf"(?<![\w-]){re.escape(n)}(?![\w-])", "~", text)
    text = _SELF.sub("~", text)
    # the current Oracle wording (2024): "enters" for "enters the battlefield" of a permanent itself
    text = re.sub(r"~ enters the battlefield\b", "~ enters", text)
    lines = [_strip_ability_word(re.sub(r"\s+", " ", line).strip()) for line in text.split("\n")]
    return "\n".join(line for line in lines if line)


def split_sentences(text: str) -> list[str] | None:
    """Sentences ending in a period, periods inside quotation marks not counting."""
    out: list[str] = []
    start, quoted = 0, False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
            if not quoted and i > 0 and text[i - 1] == "." and (i + 1 == len(text) or text[i + 1] == " "):
                out.append(text[start : i + 1].strip())
                start = i + 1
        elif ch == "." and not quoted and (i + 1 == len(text) or text[i + 1] == " "):
            out.append(text[start : i + 1].strip())
            start = i + 1
    if text[start:].strip() or quoted:
        return None
    return out
