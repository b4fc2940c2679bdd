"""Keyword actions written as sentences (CR 701): "Amass Orcs 2.", "Discover 3." — each
compiles to the effect that performs it, and renders back to the same words."""

from __future__ import annotations

import re

from arbiter.cards.oracle.nouns import PLURAL_SUBTYPES
from arbiter.mtg.effects.keywords import Amass, Discover
from arbiter.mtg.effects.learn import learn
from arbiter.mtg.model import Effect


def keyword_action(s: str) -> Effect | None:
    """The keyword action sentence ``s`` stands for, or None."""
    m = re.fullmatch(r"Amass ([A-Z][a-z]+) (\d+)\.", s)
    if m:
        plural = m.group(1)
        singular = PLURAL_SUBTYPES.get(plural, plural.removesuffix("s"))
        return Amass(singular, plural, int(m.group(2)))  # CR 701.47a
    if s == "Learn.":
        return learn()  # CR 701.48a
    m = re.fullmatch(r"Discover (\d+)\.", s)
    if m:
        return Discover(int(m.group(1)))  # CR 701.57a
    return None
