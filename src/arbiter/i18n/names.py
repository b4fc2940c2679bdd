"""Cards under their printed names: the printed name of a card in a language, from the printed
names file (``card-names-foreign.jsonl.gz``: ``ARBITER_NAMES``, else beside the card data the
CLI was given or ``ARBITER_CARDS``, else beside the project's shared card file)."""

from __future__ import annotations

import os
from pathlib import Path

_files: list[Path] = []
_index: dict[tuple[str, str], str] | None = None
_all: dict[str, tuple[str, ...]] | None = None


def use_names_beside(cards: str | Path | None) -> None:
    """Look for the printed names next to this card data (the CLI's ``--cards``)."""
    from arbiter.cards.printed_names import beside

    global _index, _all
    found = beside(cards) if cards else None
    if found is not None and found not in _files:
        _files.insert(0, found)
        _index = _all = None


def _default_file() -> Path | None:
    from arbiter.cards.printed_names import beside

    if _files:
        return _files[0]
    cards = os.environ.get("ARBITER_CARDS")
    if cards and (found := beside(cards)) is not None:
        return found
    from arbiter.scenario.cards import shared_card_file

    shared = shared_card_file()
    return beside(shared) if shared is not None else None


def _load() -> dict[tuple[str, str], str]:
    from arbiter.cards.printed_names import read_rows

    index: dict[tuple[str, str], str] = {}
    path = _default_file()
    if path is not None:
        try:
            listed: dict[tuple[str, str], list[str]] = {}
            for row in read_rows(path):
                listed.setdefault((row.card, row.lang), []).append(row.name)
        except (OSError, ValueError):  # unreadable names: cards keep their Oracle names
            listed = {}
        for (card, lang), names in listed.items():
            index[card, lang] = names[0]
            faces = card.split(" // ")
            if len(faces) == len(names) > 1:  # a card with faces lists one printed name per face
                for face, name in zip(faces, names, strict=True):
                    index.setdefault((face, lang), name)
    return index


def printed_name(card: str, lang: str) -> str:
    """The card's first printed name in ``lang``, else its Oracle name."""
    global _index
    if lang == "en":
        return card
    if _index is None:
        _index = _load()
    return _index.get((card, lang), card)


def printed_names(card: str) -> tuple[str, ...]:
    """Every printed name of the card (or of one face) in every language the names file has —
    what a player may call it (notation, the terminal, the Lab)."""
    global _index, _all
    if _all is None:
        if _index is None:
            _index = _load()
        table: dict[str, list[str]] = {}
        for (name, _lang), printed in _index.items():
            if printed != name and printed not in table.setdefault(name, []):
                table[name].append(printed)
        _all = {name: tuple(names) for name, names in table.items()}
    return _all.get(card, ())
