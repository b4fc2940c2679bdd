"""Static abilities about zone changes, read from their words: replacement effects (CR 614.1a,
614.6: "If a card or token would be put into a graveyard from anywhere, exile it instead.") and
prohibitions (101.2: "Creature cards in graveyards and libraries can't enter the battlefield.")."""

from __future__ import annotations

from arbiter.mtg.ir.abilities import Ability, Static
from arbiter.mtg.ir.statics.prohibitions import CAGE_CAST, CAGE_ENTER
from arbiter.mtg.ir.statics.replacement import (
    DiesExiled,
    DiscardedOntoBattlefield,
    GraveyardExiled,
    OwnGraveyardReplaced,
)

_KNOWN: tuple[Static, ...] = (
    GraveyardExiled(),
    GraveyardExiled(tokens=False, opponents=True),
    GraveyardExiled(tokens=False),
    CAGE_ENTER,
    CAGE_CAST,
    OwnGraveyardReplaced("shuffle"),  # CR 614.1a, 113.6b
    OwnGraveyardReplaced("exile"),
    OwnGraveyardReplaced("dies"),
    DiesExiled("creature", opponents=True),  # CR 614.1a, 700.4
    DiesExiled("creature", opponents=False),
    DiesExiled("permanent", opponents=False),
    DiesExiled("creature", opponents=False, damaged_by_source=True),  # CR 614.1a, 120.1
    DiscardedOntoBattlefield(),  # CR 614.1a, 701.9a
)
_BY_TEXT = {s.text(): s for s in _KNOWN}


def zone_static(line: str) -> Ability | None:
    """The zone-change static the line says, or None."""
    return _BY_TEXT.get(line)
