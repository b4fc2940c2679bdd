"""The instruction before a modal list (CR 700.2): "Choose one —", "choose one or both —", "choose
up to two —", "choose any number —", "choose one that hasn't been chosen this turn —", "Choose one.
If ~ was kicked, choose any number instead." → how many modes may be chosen, and what limits them."""

from __future__ import annotations

import re
from dataclasses import dataclass

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
MANY = 9  # "one or more", "any number": as many as there are modes (capped by the list's length)

_HEADER = re.compile(
    r"(?P<count>one or both|one or more|any number|up to (?:one|two|three)|one|two|three)"
    r"(?P<unchosen> that hasn't been chosen(?P<turn> this turn)?)?"
    r"(?P<end> —|\.)"
)


@dataclass(frozen=True, slots=True)
class ChooseHeader:
    """How many modes (fewest, most) may be chosen (CR 700.2); ``unchosen``: "ever" or "this
    turn" for "choose one that hasn't been chosen [this turn]" — a mode this object's ability
    chose before can't be chosen again; ``kicked_any``: "If ~ was kicked, choose any number
    instead." (a kicked spell may choose every mode, 702.33d)."""

    low: int
    high: int
    unchosen: str = ""
    kicked_any: bool = False


def choose_header(text: str) -> ChooseHeader | None:
    """The header's meaning, for "choose …" with its first letter in either case; None for any
    other words."""
    if text[:7].lower() != "choose ":
        return None
    rest = text[7:]
    kicked = rest.endswith(" If ~ was kicked, choose any number instead.")
    if kicked:
        rest = rest.removesuffix(" If ~ was kicked, choose any number instead.")
    m = _HEADER.fullmatch(rest)
    if m is None or (kicked and (m.group("end") != "." or m.group("count") != "one")):
        return None
    count = m.group("count")
    if count == "one or both":
        low, high = 1, 2
    elif count in ("one or more", "any number"):
        low, high = (1 if count == "one or more" else 0), MANY  # (any number: none at all too, 700.2b)
    elif count.startswith("up to "):
        low, high = 0, _WORDS[count.removeprefix("up to ")]
    else:
        low = high = _WORDS[count]
    unchosen = "" if m.group("unchosen") is None else ("this turn" if m.group("turn") else "ever")
    if unchosen and (low, high) != (1, 1):
        return None
    return ChooseHeader(low, high, unchosen, kicked)
