"""Static abilities that are replacement effects, read from their words (CR 614.1a, 614.6):
"If a card or token would be put into a graveyard from anywhere, exile it instead."."""

from __future__ import annotations

from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.ir.statics.replacement import GraveyardExiled

_GRAVEYARD_EXILED = (GraveyardExiled(), GraveyardExiled(tokens=False, opponents=True), GraveyardExiled(tokens=False))
_BY_TEXT = {s.text(): s for s in _GRAVEYARD_EXILED}


def replacement_static(line: str) -> Ability | None:
    """The replacement effect the static line says, or None."""
    return _BY_TEXT.get(line)
