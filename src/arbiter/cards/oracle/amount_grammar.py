"""The amount grammar (CR 107.1, 107.3c, 608.2h): the numbers instructions count as they are
performed — "2 plus the number of cards named ~ in all graveyards", "your devotion to black",
"the greatest power among creatures you control", "the number of charge counters on ~", "the
number of basic land types among lands you control", "the number of cards in your hand minus 4",
"half your life total, rounded up", "twice the number of Foods you control".

A number is a sum of terms, ``times`` over, with a constant added or taken away, terms taken
away ("… minus the number of …") and halved with its rounding (107.1a). The terms are those of
characteristic-defining abilities (:func:`defined_pt.term`, CR 604.3) and the ones only an
instruction reads: the counters on its source, the greatest power or toughness among objects,
the opponents its controller has, devotion to two colors (700.5), the colors of mana spent to
cast it (601.2h). "for each <thing>" reads the same terms in the singular."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.defined_pt import objects, term
from arbiter.cards.oracle.noun_phrase import IRREGULAR_PLURALS
from arbiter.cards.oracle.nouns import COLORS
from arbiter.cards.oracle.sentences.counters import plain_counter
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.defined_pt import DefinedNumber, Measure, Term

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip
_N = r"(\d+|" + "|".join(NUMBER_WORDS) + ")"
_COLOR = "(white|blue|black|red|green)"


def _int(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word]


def amount_number(phrase: str, it_source: bool = False) -> DefinedNumber | None:
    """ "[half ]<sum>[, rounded up|down]" where <sum> is "[N plus ][twice ]<term>[ plus <term>]…
    [ plus N][ minus N| minus <term>]" or "N minus <term>". ``it_source``: "it" names the
    instruction's source ("the number of charge counters on it")."""
    m = re.fullmatch(r"half (.+), rounded (up|down)", phrase)
    if m:
        inner = amount_number(m.group(1), it_source)
        return None if inner is None or inner.half else replace(inner, text=phrase, half=m.group(2))
    m = re.fullmatch(_N + r" minus (.+)", phrase)
    if m:  # "3 minus the number of cards in their hand": a negative result is 0 (107.1b)
        t = amount_term(m.group(2), it_source)
        return None if t is None else DefinedNumber(phrase, (), plus=_int(m.group(1)), less=(t,))
    plus, rest = 0, phrase
    m = re.fullmatch(_N + r" plus (.+)", rest)
    if m:
        plus, rest = _int(m.group(1)), m.group(2)
    less: tuple[Term, ...] = ()
    m = re.fullmatch(r"(.+) minus " + _N, rest)
    if m:
        plus, rest = plus - _int(m.group(2)), m.group(1)
    else:
        m = re.fullmatch(r"(.+?) minus (.+)", rest)
        if m:
            t = amount_term(m.group(2), it_source)
            if t is None:
                return None
            less, rest = (t,), m.group(1)
    m = re.fullmatch(r"(.+) plus " + _N, rest)
    if m and plus == 0:
        plus, rest = _int(m.group(2)), m.group(1)
    times = 1
    if rest.startswith("twice "):
        times, rest = 2, rest.removeprefix("twice ")
    terms: list[Term] = []
    for part in rest.split(" plus "):
        t = amount_term(part, it_source)
        if t is None:
            return None
        terms.append(t)
    if times == 2 and len(terms) > 1:
        return None  # "twice A plus B" is read no further
    return DefinedNumber(phrase, tuple(terms), times, plus, less)


def amount_term(phrase: str, it_source: bool = False) -> Term | None:
    """One term: an instruction's own (see the module) or a characteristic-defining ability's."""
    m = re.fullmatch(r"your devotion to " + _COLOR + r"(?: and " + _COLOR + ")?", phrase)
    if m:  # CR 700.5
        you = Filter("permanents you control", controller="you")
        colors = frozenset(COLORS[c] for c in m.groups() if c)
        return Term(Measure.MANA_SYMBOLS, you, colors=colors)
    m = re.fullmatch(r"the number of (?:(\S+) )?counters on (~|it)", phrase)
    if m and (m.group(2) == "~" or it_source):  # CR 122.1
        kind = m.group(1) or ""
        return Term(Measure.COUNTERS, counter=kind) if not kind or plain_counter(kind) else None
    m = re.fullmatch(r"the greatest (power|toughness) among (.+)", phrase)
    if m:
        found = objects(m.group(2))
        measure = Measure.GREATEST_POWER if m.group(1) == "power" else Measure.GREATEST_TOUGHNESS
        return replace(found, measure=measure) if found is not None and not found.zones else None
    m = re.fullmatch(r"the total power of (.+)", phrase)
    if m:  # CR 208.1: "the total power of creatures you control" (Ghalta)
        found = objects(m.group(1))
        return replace(found, measure=Measure.TOTAL_POWER) if found is not None and not found.zones else None
    if phrase == "your speed":  # CR 702.179f
        return Term(Measure.SPEED)
    if phrase == "the number of opponents you have":  # CR 102.2, 102.3
        return Term(Measure.OPPONENTS)
    if phrase == "the number of colors of mana spent to cast ~":  # CR 601.2h
        return Term(Measure.COLORS_SPENT)
    if phrase in _MANA_SPENT:
        return Term(Measure.MANA_SPENT)  # CR 601.2h (Memory Deluge; "her": the card itself, Toph)
    if phrase == "the number of experience counters you have":  # CR 122.1: counters on the player
        return Term(Measure.PLAYER_COUNTERS, counter="experience")
    if phrase in _HISTORY:
        return Term(_HISTORY[phrase])
    m = re.fullmatch(r"the number of cards named ~ in (your graveyard|all graveyards)", phrase)
    if m:  # CR 201.2: cards with the source's name
        whose = "you" if m.group(1) == "your graveyard" else ""
        return Term(Measure.OBJECTS, Filter(phrase, controller=whose), (Zone.GRAVEYARD,), named=True)
    if re.search(r"\bit\b", phrase):
        return None  # (what "it" names is the caller's)
    return term(phrase)


# CR 601.2h: the amount of mana spent to cast the card itself ("her" / "him": a legendary card's own name)
_MANA_SPENT = (
    "the amount of mana spent to cast ~",
    "the amount of mana spent to cast her",
    "the amount of mana spent to cast him",
)

_HISTORY = {
    "the amount of life you gained this turn": Measure.LIFE_GAINED,  # CR 119.3
    "the number of cards you've drawn this turn": Measure.CARDS_DRAWN,  # CR 121.1
    "the number of cards you've discarded this turn": Measure.CARDS_DISCARDED,  # CR 701.9a
}

_EACH = {
    "card you've drawn this turn": "the number of cards you've drawn this turn",
    "card you've discarded this turn": "the number of cards you've discarded this turn",
    "basic land type among lands you control": "the number of basic land types among lands you control",
    "opponent you have": "the number of opponents you have",
    "experience counter you have": "the number of experience counters you have",
    "opponent": "the number of opponents you have",
    "color of mana spent to cast ~": "the number of colors of mana spent to cast ~",
    "card named ~ in your graveyard": "the number of cards named ~ in your graveyard",
    "card named ~ in all graveyards": "the number of cards named ~ in all graveyards",
    "card named ~ in each graveyard": "the number of cards named ~ in all graveyards",
    "color among permanents you control": "the number of colors among permanents you control",
}


def each_term(phrase: str, it_source: bool = False) -> Term | None:
    """The things "for each <thing>" counts, among the terms above: "charge counter on ~",
    "basic land type among lands you control", "opponent you have", "card named ~ in your
    graveyard"."""
    m = re.fullmatch(r"(?:(\S+) )?counter on (~|it)", phrase)
    if m:
        return amount_term(f"the number of {m.group(1) + ' ' if m.group(1) else ''}counters on {m.group(2)}", it_source)
    plural = _EACH.get(phrase) or _plural(phrase)
    return None if plural is None else amount_term(plural, it_source)


_PLACES = r"(you control|your opponents control|on the battlefield|in your graveyard|in your hand|in all graveyards)"


def _plural(phrase: str) -> str | None:
    """ "other creature you control" → "the number of other creatures you control", "Elf card in
    your graveyard" → "the number of Elf cards in your graveyard", "Squirrel and/or Food you
    control" → "… Squirrels and/or Foods you control" (the nouns of each alternative, CR 205.3m)."""
    m = re.fullmatch(r"(.+) " + _PLACES, phrase)
    if m is None:
        return None
    words = m.group(1).split(" ")
    nouns = {len(words) - 1}
    if words[-1] != "card":
        nouns |= {i - 1 for i, w in enumerate(words) if w in ("and/or", "or") and i > 0}
    out = [_plural_word(w) if i in nouns else w for i, w in enumerate(words)]
    return None if None in out else "the number of " + " ".join(w for w in out if w) + " " + m.group(2)


_PLURAL_WORDS = {v: k for k, v in IRREGULAR_PLURALS.items()}


def _plural_word(word: str) -> str | None:
    if word in _PLURAL_WORDS:
        return _PLURAL_WORDS[word]
    if word.endswith(("s", "x", "ch", "sh")):
        return None
    return word + "s"
