"""Reading "Reveal the top N cards of your library. Put all <cards> revealed this way into your
hand and the rest <where>." (Goblin Ringleader, Beast Hunt, Lair Delve): the cards are revealed
(CR 701.20a), every one that fits goes to the hand — none is chosen — and the rest go where the
text says (608.2c; on the bottom in an order their owner chooses, 401.4). "all creature and land
cards" is each card that is a creature or a land."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.sentences.library import DIG_REST
from arbiter.cards.oracle.words import NUMBER_WORDS
from arbiter.mtg.model import Dig

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_REVEAL = re.compile(r"[Rr]eveal the top (two|three|four|five|six|seven|eight|ten) cards of your library\.")
_PUT_ALL = re.compile(r"Put all (.+? cards(?: with .+?)?) revealed this way into your hand and (the rest [a-z ]+?)\.")


def reveal_put_all(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the two sentences, read as one :class:`Dig` of every card."""
    m = _REVEAL.fullmatch(s)
    if m is None or i + 1 >= len(r.sentences):
        return PASS
    put = _PUT_ALL.fullmatch(r.sentences[i + 1].strip())
    if put is None:
        return PASS
    words = put.group(1)
    if re.fullmatch(r"[a-z]+ and [a-z]+ cards", words):
        words = words.replace(" and ", " or ")  # "all creature and land cards": each of either kind
    what = card_noun(words)
    rest = DIG_REST.get(put.group(2))
    if what is None or rest is None:
        return None
    text = f"{s} {put.group(0)}"
    r.effects.append(Dig(NUMBER_WORDS[m.group(1)], False, rest=rest, text_=text, what=what, every=True))
    return 2
