"""Where the scenario runner gets cards: the built-in set, then ``--cards`` / ``ARBITER_CARDS``,
then the user database (``arbiter cards import``) — or, when there is none, the project's shared
card file ``shared/data/cards.jsonl.gz`` if it is found next to the checkout (as for the rules text)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

from arbiter.cards.registry import BUILTIN, CardPool
from arbiter.i18n import CardName, Quoted, Text, msg
from arbiter.mtg.model import CardDef


def _words(words: str) -> str:
    """What can't be run: card text (quoted as it is), or the engine's own words (a message)."""
    return words if isinstance(words, Text) else Quoted(words)


class UnsupportedCard(Exception):
    """A card the engine cannot run yet; ``words`` is the text it cannot run."""

    def __init__(self, name: str, words: str) -> None:
        # a message: the card under its printed name, the words it can't run as they are
        self.text = msg('{card}: the engine cannot run "{words}" yet', card=CardName(name), words=_words(words))
        super().__init__(self.text)
        self.name = name
        self.words = words


class CardSource(Protocol):
    """Where a run gets the definitions of the cards a scenario names."""

    def get(self, name: str) -> CardDef: ...


SHARED_CARDS = Path("shared") / "data" / "cards.jsonl.gz"


def shared_card_file() -> Path | None:
    """``shared/data/cards.jsonl.gz`` in the working directory or above it, or beside the checkout."""
    here = Path.cwd()
    repo = Path(__file__).resolve().parents[3]
    for base in (here, *here.parents, repo.parent):
        candidate = base / SHARED_CARDS
        if candidate.is_file():
            return candidate
    return None


def card_source(path: str | None) -> CardPool:
    """The card lookup for a run (see the module docstring for the order)."""
    from arbiter.cards.database import default_path, open_source

    path = path or os.environ.get("ARBITER_CARDS") or None
    if path is None and not default_path().is_file():
        shared = shared_card_file()
        path = str(shared) if shared is not None else None
    return open_source(path)


def builtin(name: str) -> CardDef:
    return BUILTIN.get(name)
