"""Cards by their printed names in other languages (French, German, Italian, Spanish, Portuguese,
Japanese, Simplified and Traditional Chinese, Russian, Korean): "Удар Молнии", "Blitzschlag",
"稲妻" all name Lightning Bolt.

A name is looked up folded — case, accents and the kind of quote or dash don't matter
("удар молнии", "Relampago"). A printed name shared by different cards is ambiguous and is
refused with the candidates; a name close to printed names gets "did you mean" with names in
their own language. The data is one JSON object per line: the Oracle ``name`` and, per language
code, the names it was printed under (``card-names-foreign.jsonl.gz``)."""

from __future__ import annotations

import difflib
import gzip
import heapq
import json
import os
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

FILE_NAME = "card-names-foreign.jsonl.gz"
LANGUAGES = ("de", "es", "fr", "it", "ja", "ko", "pt_BR", "ru", "zh_HANS", "zh_HANT")
MAX_FILE_BYTES = 64 * 1024 * 1024
_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "«": '"', "»": '"', "–": "-", "—": "-", "ё": "е"})


def fold(name: str) -> str:
    """A name as it is compared: case-folded, without accents, one kind of quote and dash,
    single spaces (``"Relámpago"`` → ``"relampago"``; ``"Ёж"`` → ``"еж"``)."""
    text = unicodedata.normalize("NFKD", name.casefold().translate(_QUOTES))
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(unicodedata.normalize("NFC", text).split())


@dataclass(frozen=True, slots=True)
class Printed:
    """One printed name: the name as printed, its language and the card's Oracle name."""

    name: str
    lang: str
    card: str


class PrintedNames:
    """An index of printed names (see the module docstring). ``rows`` are read when the index is
    first needed; a subclass may answer :meth:`lookup` without them (a database index)."""

    def __init__(self, rows: Iterable[Printed] | Callable[[], Iterable[Printed]]) -> None:
        self._source = rows
        self._index: dict[str, list[Printed]] | None = None

    @property
    def _by_folded(self) -> dict[str, list[Printed]]:
        if self._index is None:
            rows = self._source() if callable(self._source) else self._source
            index: dict[str, list[Printed]] = {}
            for row in rows:
                entries = index.setdefault(fold(row.name), [])
                if row not in entries:
                    entries.append(row)
            self._index = index
        return self._index

    def __len__(self) -> int:
        return len(self._by_folded)

    def rows(self) -> Iterator[Printed]:
        for entries in self._by_folded.values():
            yield from entries

    def lookup(self, name: str) -> list[Printed]:
        """Every printing of that name (folded), in any language."""
        return list(self._by_folded.get(fold(name), ()))

    def cards(self, name: str) -> list[str]:
        """The Oracle names of the cards printed under ``name`` (more than one: ambiguous). When
        the folded name is shared, the printings spelt as written (accents included) decide:
        "Relámpago" is Lightning Bolt, "Relâmpago" Thunderbolt."""
        found = self.lookup(name)
        cards = sorted({p.card for p in found})
        if len(cards) > 1:
            exact = sorted({p.card for p in found if p.name.casefold() == name.casefold()})
            cards = exact or cards
        return cards

    def suggestions(self, name: str, n: int = 3) -> list[Printed]:
        """Printed names close to ``name``, best first (bounded time: a shortlist by shared
        three-letter pieces, then difflib)."""
        query = fold(name)[:60]
        if not query:
            return []
        pieces = {query[i : i + 3] for i in range(max(len(query) - 2, 1))}
        shared = ((sum(piece in folded for piece in pieces), folded) for folded in self._by_folded)
        best = [folded for count, folded in heapq.nlargest(300, shared) if count]
        close = difflib.get_close_matches(query, best, n=n, cutoff=0.75)
        return [self._by_folded[c][0] for c in close]


def read_rows(path: str | Path) -> Iterator[Printed]:
    """The printed names in a ``card-names-foreign`` file (JSON lines, gzip or plain)."""
    p = Path(path)
    if p.stat().st_size > MAX_FILE_BYTES:
        raise ValueError(f"{p}: larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB")
    opener = gzip.open if p.suffix == ".gz" else open
    with opener(p, "rt", encoding="utf-8") as fh:
        for number, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except ValueError:
                raise ValueError(f"{p}:{number}: not a JSON object") from None
            card = data.get("name") if isinstance(data, dict) else None
            if not isinstance(card, str):
                raise ValueError(f"{p}:{number}: each line needs the card's Oracle 'name'")
            for lang in LANGUAGES:
                names = data.get(lang) or []
                if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
                    raise ValueError(f"{p}:{number}: '{lang}' must be a list of names")
                for printed in names:
                    yield Printed(printed, lang, card)


def beside(path: str | Path) -> Path | None:
    """The printed-names file next to a card data file, or named by ``ARBITER_NAMES``."""
    env = os.environ.get("ARBITER_NAMES")
    if env:
        return Path(env) if Path(env).is_file() else None
    candidate = Path(path).parent / FILE_NAME
    return candidate if candidate.is_file() else None
