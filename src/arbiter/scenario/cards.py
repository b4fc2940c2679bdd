"""Where the scenario runner gets cards: the built-in set, then ``--cards`` / ``ARBITER_CARDS``."""

from __future__ import annotations

import os

from arbiter.cards.registry import BUILTIN, CardPool
from arbiter.mtg.model import CardDef


def card_source(path: str | None) -> CardPool:
    """The card lookup for a run. External card data is added by the card database issue."""
    path = path or os.environ.get("ARBITER_CARDS")
    if not path:
        return BUILTIN
    from arbiter.cards.database import open_source

    return open_source(path)


def builtin(name: str) -> CardDef:
    return BUILTIN.get(name)
