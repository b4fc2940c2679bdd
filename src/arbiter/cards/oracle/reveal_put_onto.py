"""Reading "Reveal the top ten cards of your library. Put a creature card from among them onto the
battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then
shuffle." (a dungeon's room, Throne of the Dead Three): the cards are revealed (CR 701.20a), one
that fits must be put onto the battlefield if one does ("Put a …", not "up to"), with the counters
(122.6), gaining the keyword until its controller's next turn (611.2a); then the library is
shuffled, the rest never having left it (701.24a)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.words import NUMBER_WORDS, NUMBERS
from arbiter.mtg.effects.library import DigOntoBattlefield
from arbiter.mtg.enums import Zone

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_REVEAL = re.compile(r"[Rr]eveal the top (two|three|four|five|six|seven|eight|ten) cards of your library\.")
_PUT = re.compile(
    r"Put (?:a|an) (.+? card) from among them onto the battlefield"
    r"(?: with (one|two|three|four|five) \+1/\+1 counters? on it)?\."
)
_GAINS = re.compile(r"It gains (hexproof|haste|indestructible|vigilance) until your next turn\.")


def reveal_put_onto(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the three or four sentences, read as one
    :class:`DigOntoBattlefield` that reveals and must put a card."""
    m = _REVEAL.fullmatch(s)
    if m is None or i + 2 >= len(r.sentences):
        return PASS
    put = _PUT.fullmatch(r.sentences[i + 1].strip())
    if put is None:
        return PASS
    at = i + 2
    gains = _GAINS.fullmatch(r.sentences[at].strip())
    if gains is not None:
        at += 1
    if at >= len(r.sentences) or r.sentences[at].strip() != "Then shuffle.":
        return PASS
    what = card_noun(put.group(1))
    if what is None:
        return None
    count = 1 if put.group(2) is None else NUMBERS[put.group(2)]
    text = " ".join(x.strip() for x in r.sentences[i : at + 1])
    r.effects.append(
        DigOntoBattlefield(
            NUMBER_WORDS[m.group(1)], 1, replace(what, zone=Zone.LIBRARY), rest="shuffle", text_=text,
            reveal=True, counters=count if put.group(2) else 0, gains=gains.group(1) if gains else "",
        )
    )  # fmt: skip
    return at - i + 1
