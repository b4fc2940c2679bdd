"""Keyword lines of later sets that stand for a replacement effect or a casting permission (CR
702): each compiles into what its rule says it means and renders as the keyword, so the card's
text round-trips."""

from __future__ import annotations

import re

from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.ir.devour import Devour
from arbiter.mtg.ir.flash_for_more import FlashIfPayMore
from arbiter.mtg.ir.statics.replacement import EntersWithCounters
from arbiter.mtg.keywords.sunburst import SUNBURST

_COLORS_SPENT = "~ enters with a +1/+1 counter on it for each color of mana spent to cast it."


def late_keyword(line: str) -> list[Ability] | None:
    """The abilities ``line`` stands for, or None if it isn't one of these keywords."""
    if line == "Sunburst":
        # CR 702.44a: "If this object is entering the battlefield from the stack as a creature, it
        # enters with a +1/+1 counter on it for each color of mana spent to cast it. Otherwise, it
        # enters with a charge counter on it for each color of mana spent to cast it."
        return [EntersWithCounters(SUNBURST, "colors", keyword_text=line)]
    if line == _COLORS_SPENT:
        # CR 614.1c (converge): a replacement effect counting the colors spent to cast it (601.2h)
        return [EntersWithCounters("+1/+1", "colors")]
    m = re.fullmatch(r"You may cast ~ as though it had flash if you pay \{(\d+)\} more to cast it\.", line)
    if m:
        return [FlashIfPayMore(int(m.group(1)))]  # CR 702.8a, 601.2f
    m = re.fullmatch(r"Devour (?:(artifact|land|Food) )?(\d+)", line)
    if m:
        return [Devour(int(m.group(2)), m.group(1) or "")]  # CR 702.82a, 702.82c
    return None
