"""Where the scenario runner gets cards: the built-in set, then ``--cards`` / ``ARBITER_CARDS``."""

from __future__ import annotations

import os

from arbiter.cards.registry import BUILTIN, CardPool
from arbiter.mtg.model import CardDef


def card_source(path: str | None) -> CardPool:
    """The card lookup for a run: built-in cards, then ``path`` (or ``ARBITER_CARDS``),
    then the user database written by ``arbiter cards import``, if there is one."""
    from arbiter.cards.database import open_source

    return open_source(path or os.environ.get("ARBITER_CARDS") or None)


def builtin(name: str) -> CardDef:
    return BUILTIN.get(name)
