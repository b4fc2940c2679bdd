"""Lines of the keywords that exile a card to cast it later (CR 702.143 foretell, 702.170 plot,
702.185 warp): "Foretell {1}{U}", "Plot {3}{R}", "Warp {1}{W}" (their reminder text is dropped
before the line is read)."""

from __future__ import annotations

import re

from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.ir.casting_keywords import AlternativeCost
from arbiter.mtg.ir.exile_casts import WARP, ExileToCast
from arbiter.mtg.mana.pool import ManaCost

EXILE_CAST_LINE = r"(?:Foretell|Plot|Warp) \{.+"
"""The lines :func:`exile_cast_line` reads (a first sieve; it answers None for the others)."""


def hybrid_only(cost: ManaCost) -> bool:
    """Whether the cost's unusual symbols are all two-color hybrid ones ({B/R}: paid with either
    color, announced as it is cast, 601.2b, 107.4e) — the ones an alternative cost here may have."""
    return all(re.fullmatch(r"[WUBRG]/[WUBRG]", s) for s in cost.other)


def exile_cast_line(line: str) -> list[Ability] | None:
    """The ability of a foretell, plot or warp line; None for another line or an X cost."""
    m = re.fullmatch(r"(Foretell|Plot|Warp) ((?:\{[^}]+\})+)", line)
    if m is None:
        return None
    cost = ManaCost.parse(m.group(2))
    if cost is None or cost.x or not hybrid_only(cost):
        return None
    if m.group(1) == "Warp":
        # CR 702.185a: "You may cast this card from your hand by paying [cost] rather than its
        # mana cost" — an alternative cost (118.9); the rest is done by ``casting.from_exile``
        return [AlternativeCost(WARP, cost, line)]
    return [ExileToCast(m.group(1).lower(), cost)]  # CR 702.143a, 702.170a
