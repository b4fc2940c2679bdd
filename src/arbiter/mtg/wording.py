"""How Oracle text words things, shared by the model's ``text()`` methods: "a"/"an", signed
P/T changes, number words."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.i18n import Text

# the color words of Oracle text and their mana symbols (CR 105.1, 106.1b)
COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOR_WORD_OF = {symbol: word for word, symbol in COLOR_SYMBOLS.items()}

COUNT_WORDS = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    20: "twenty",
}


def a_phrase(words: str) -> Text:
    """ "a <words>" / "an <words>" in a message, the words quoted card text ("a nonland card"):
    another language shows the words alone (a message: imported here, the data layer doesn't)."""
    from arbiter.i18n import Quoted, msg

    if article(words) == "an":
        return msg("an {quality}", quality=Quoted(words))
    return msg("a {quality}", quality=Quoted(words))


def article(word: str) -> str:
    """ "a" or "an" before ``word`` as Oracle text says it ("an oil counter", "an 8/8 token")."""
    return "an" if re.match(r"[aeiouAEIOU]|8|11/|18/", word) else "a"


def pt_change(power: int, toughness: int) -> str:
    """ "+2/+2", "-3/-0", "+2/+0": a zero takes the sign of the other number, as Oracle prints it."""

    def part(n: int, other: int) -> str:
        if n == 0:
            return "-0" if other < 0 else "+0"
        return f"{n:+d}"

    return f"{part(power, toughness)}/{part(toughness, power)}"
