""" "As ~ enters" lines (CR 614.12, 614.1c) and copy effects (707.2, 707.9): "As ~ enters, choose a
color.", the shock lands' "As ~ enters, you may pay 2 life. If you don't, it enters tapped.", "You
may have ~ enter as a copy of any creature on the battlefield[, except …]." — and the exceptions of
a copy effect, shared with "Create a token that's a copy of …"."""

from __future__ import annotations

import re

from arbiter.cards.oracle.keywords import ENGINE_KEYWORDS
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Ability, Keyword, Static, Unsupported, render_lines
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.as_enters import (
    CHOICE_KEYS,
    AsEntersChoose,
    AsEntersPayLife,
    AsEntersReveal,
    CopyExceptions,
    DiscardInstead,
    EnterAsCopy,
    SacrificeInstead,
)
from arbiter.mtg.ir.statics.chosen import ChosenNameCantBeActivated, ChosenNameCantBeCast
from arbiter.mtg.objects.creature_types import CREATURE_TYPES

_TYPES = {"artifact": CardType.ARTIFACT, "creature": CardType.CREATURE, "enchantment": CardType.ENCHANTMENT,
          "land": CardType.LAND, "planeswalker": CardType.PLANESWALKER}  # fmt: skip
_TYPE = "|".join(_TYPES)
_COLOR_WORDS = ("white", "blue", "black", "red", "green")


def as_enters_ability(line: str) -> Static | None:
    """The line as an "as ~ enters" replacement effect, or None."""
    m = re.fullmatch(r"(?:As ~ enters|(~ enters tapped\. )As it enters), choose (.+?)(?: other than (\w+))?\.", line)
    other = m.group(3) if m else None
    if m and m.group(2) in CHOICE_KEYS and (other is None or (m.group(2) == "a color" and other in _COLOR_WORDS)):
        return AsEntersChoose(m.group(2), other or "", bool(m.group(1)))
    if line == DiscardInstead().text():  # CR 614.1a, 614.12 (Mox Diamond)
        return DiscardInstead()
    if line == "As ~ enters, look at an opponent's hand, then choose any card name.":  # CR 402.3, 614.12
        return AsEntersChoose("any card name", look_at_hand=True)
    m = re.fullmatch(r"If ~ would enter, sacrifice (.+) instead\. If you do, put ~ onto the battlefield\. .+", line)
    if m:
        return _sacrifice_instead(m.group(1), line)
    if line in _CHOSEN_STATICS:
        return _CHOSEN_STATICS[line]
    m = re.fullmatch(r"As ~ enters, you may pay (\d+) life\. If you don't, it enters (the battlefield )?tapped\.", line)
    if m:
        return AsEntersPayLife(int(m.group(1)), bool(m.group(2)))
    m = re.fullmatch(_REVEAL, line)
    if m:
        return _reveal(m.group(1))
    m = re.fullmatch(r"You may have ~ enter as a copy of (.+?)(?:, except (.+?))?(?:\.|(?<=\"))", line)
    if m:
        what = copy_noun(m.group(1))
        exceptions = copy_exceptions(m.group(2)) if m.group(2) else None
        if what is None or (m.group(2) and exceptions is None):
            return None
        made = EnterAsCopy(what, m.group(1), exceptions)
        return made if made.text() == line else None
    return None


def _sacrifice_instead(noun: str, line: str) -> SacrificeInstead | None:
    """CR 614.1a, 701.21a: "If ~ would enter, sacrifice an untapped Mountain instead. …"."""
    from arbiter.cards.oracle.cost_choices import chosen_permanents

    read = chosen_permanents(noun)
    if read is None or read[1].other:
        return None
    made = SacrificeInstead(read[1], read[0])
    return made if made.text() == line else None


_REVEAL = (
    r"As ~ enters, you may reveal an? ([A-Z][a-z]+(?: or [A-Z][a-z]+)?) card from your hand\. "
    r"If you don't, ~ enters tapped\."
)
_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _reveal(kinds: str) -> AsEntersReveal | None:
    """CR 614.12, 614.1c: "As ~ enters, you may reveal a Giant (an Island or Swamp) card from your
    hand. If you don't, ~ enters tapped." — a creature type or basic land types (205.3)."""
    words = kinds.split(" or ")
    if not all(w in CREATURE_TYPES or w in _BASIC_LAND_TYPES for w in words):
        return None
    return AsEntersReveal(Filter(kinds, subtypes=frozenset(words), zone=Zone.HAND))


_CHOSEN_STATICS: dict[str, Static] = {
    s.text(): s
    for s in (
        ChosenNameCantBeActivated(),
        ChosenNameCantBeActivated(except_mana=False),
        ChosenNameCantBeCast(),
        ChosenNameCantBeCast(opponents=True),
    )
}


def copy_noun(noun: str) -> Filter | None:
    """ "any creature on the battlefield", "a creature or planeswalker you control": the
    permanents a copy may be made of (CR 707.2)."""
    m = re.fullmatch(rf"(any|an?|another) ((?:{_TYPE})(?: or (?:{_TYPE}))?) (on the battlefield|you control)", noun)
    if m is None or (m.group(1) == "any") != (m.group(3) == "on the battlefield"):
        return None
    types = frozenset(_TYPES[w] for w in m.group(2).split(" or "))
    controller = "you" if m.group(3) == "you control" else ""
    return Filter(noun, types, controller=controller, zone=Zone.BATTLEFIELD, other=m.group(1) == "another")


_CLAUSES = (
    ("types", re.compile(r"it's an? ((?:[A-Z][a-z-]+ )*[A-Za-z-]+) in addition to its other types")),
    ("has", re.compile(r'it has ((?:[a-z ]+?|"[^"]+")(?: and (?:[a-z ]+?|"[^"]+"))*)(?=$|, | and it)')),
    ("counter", re.compile(
        r"it enters with an additional (\+1/\+1|loyalty) counter on it if it's an? (creature|planeswalker)"
    )),
    ("nonlegendary", re.compile(r"it isn't legendary")),
    ("pt", re.compile(r"it's (\d+)/(\d+)")),  # CR 707.9b: "except it's 1/1"
)  # fmt: skip


def copy_exceptions(text: str) -> CopyExceptions | None:
    """The exceptions of a copy effect (CR 707.9), each clause understood and the whole printed
    back exactly as it was written; or None."""
    subtypes: list[str] = []
    types: set[CardType] = set()
    abilities: list[Ability] = []
    counters: list[tuple[str, CardType]] = []
    nonlegendary = False
    pt: tuple[int, int] | None = None
    rest = text
    while rest:
        for kind, pattern in _CLAUSES:
            m = pattern.match(rest)
            if m is None:
                continue
            if kind == "types":
                for word in m.group(1).split(" "):
                    if word in _TYPES:
                        types.add(_TYPES[word])
                    elif word[0].isupper():
                        subtypes.append(word)
                    else:
                        return None
            elif kind == "has":
                granted = _granted(m.group(1))
                if granted is None:
                    return None
                abilities.extend(granted)
            elif kind == "counter":
                counters.append((m.group(1), _TYPES[m.group(2)]))
            elif kind == "pt":
                pt = (int(m.group(1)), int(m.group(2)))
            else:
                nonlegendary = True
            rest = re.sub(r"^(?:, and |, | and )", "", rest[m.end() :])
            break
        else:
            return None
    made = CopyExceptions(tuple(subtypes), frozenset(types), tuple(abilities), nonlegendary, tuple(counters), pt)
    return made if made.text() == text else None


def _granted(text: str) -> list[Ability] | None:
    """ "haste", "haste and "<ability>"": keywords the engine runs, then quoted abilities."""
    out: list[Ability] = []
    for item in re.findall(r'"[^"]+"|[a-z][a-z ]*?(?= and |$)', text):
        if item.startswith('"'):
            quoted = _quoted(item[1:-1])
            if quoted is None:
                return None
            out.extend(quoted)
        elif item in ENGINE_KEYWORDS:
            out.append(Keyword(item))
        else:
            return None
    return out


def _quoted(line: str) -> list[Ability] | None:
    """A quoted ability an exception gives (CR 707.9a): it must compile whole and print back."""
    from arbiter.cards.oracle.lines import parse_line  # (a quoted ability is a whole line: the grammar recurses)

    abilities = parse_line(line)
    if not abilities or any(isinstance(a, Unsupported) for a in abilities):
        return None
    return abilities if "\n".join(render_lines(tuple(abilities))) == line else None
