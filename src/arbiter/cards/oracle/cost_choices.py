"""Cost parts paid with permanents the player chooses (CR 601.2h, 602.2b), read with the noun-phrase
grammar: "Sacrifice a token", "Sacrifice two artifacts", "Sacrifice three other creatures",
"Sacrifice a creature with defender", "Tap another untapped creature you control", "Tap two
untapped artifacts and/or creatures you control", "Return two lands you control to their owner's
hand". One can only sacrifice, tap for a cost or return what one controls (701.21a, 118.3)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.costs.parts import (
    CostPart,
    RemoveCounterFromChosen,
    ReturnOne,
    ReturnSeveral,
    SacrificeOne,
    SacrificeOneOf,
    SacrificeSeveral,
    TapUntapped,
)
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.filters import Filter

_COUNT = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten)"


def chosen_permanents(text: str) -> tuple[int, Filter] | None:
    """ "a token" / "another nontoken creature" / "two Goblins" / "three other creatures": how many
    permanents, and which — permanents the player controls (its ``text``: the whole phrase)."""
    m = re.fullmatch(_COUNT + r" (.+)", text)
    if m is not None:
        count, phrase = NUMBERS.get(m.group(1)), m.group(2)
    elif text.startswith("another "):
        count, phrase = 1, text
    else:
        return None
    if count is None or phrase.startswith(("a ", "an ")):
        return None
    f = noun_phrase(phrase)
    if f is None or f.controller not in ("", "you") or f.zone not in (None, Zone.BATTLEFIELD):
        return None
    return count, replace(f, text=text, controller="you")


def sacrifice_part(text: str) -> CostPart | None:
    """ "Sacrifice <phrase>" (CR 701.21a): one chosen permanent, or several; "another creature or an
    artifact": one permanent that fits either description."""
    read = chosen_permanents(text)
    either = re.fullmatch(r"((?:a|an|another) .+?) or ((?:a|an|another) .+)", text)
    if read is None and either is not None:
        first, second = chosen_permanents(either.group(1)), chosen_permanents(either.group(2))
        if first is None or second is None or first[0] != 1 or second[0] != 1:
            return None
        return SacrificeOneOf(replace(first[1], text=text), also=(second[1],))
    if read is None:
        return None
    count, what = read
    return SacrificeOne(what) if count == 1 else SacrificeSeveral(what, count)


def return_part(text: str, plural: bool) -> CostPart | None:
    """ "Return <phrase> you control to its/their owner's hand" (CR 601.2h)."""
    read = chosen_permanents(text + " you control")
    if read is None or (read[0] > 1) != plural:
        return None
    count, what = read
    what = replace(what, text=text)
    return ReturnOne(what) if count == 1 else ReturnSeveral(what, count)


def tap_part(count_word: str, phrase: str) -> CostPart | None:
    """ "Tap <count> untapped <noun> you control" (CR 601.2h; summoning sickness doesn't matter,
    302.6): ``phrase`` is the words after the count ("untapped artifacts and/or creatures")."""
    if count_word == "another":
        count, phrase = 1, f"another {phrase}"
    else:
        n = NUMBERS.get(count_word)
        if n is None:
            return None
        count = n
    f = noun_phrase(f"{phrase} you control")
    if f is None or f.tapped is not False or f.zone not in (None, Zone.BATTLEFIELD):
        return None
    words = phrase if count_word == "another" else f"{count_word} {phrase}"
    return TapUntapped(replace(f, text=f"a {phrase}"), count, words)


def remove_counter_part(kind: str, phrase: str) -> CostPart | None:
    """ "Remove a +1/+1 counter from a creature you control" (CR 601.2h, 122.1): one counter of
    ``kind`` from a chosen permanent of the phrase that has one."""
    read = chosen_permanents(phrase)
    if read is None or read[0] != 1 or read[1].counter_kind:
        return None
    return RemoveCounterFromChosen(kind, replace(read[1], counter_kind=kind))
