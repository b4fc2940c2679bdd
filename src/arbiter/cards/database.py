"""The card database: SQLite, built by ``arbiter cards import`` (design: decisions.md §9).

One row per card (its record as JSON) plus a table of face names. An import writes a new file
next to the target and renames it into place only when complete, so a failed or interrupted
import never leaves a broken database. The default location is per user
(``$ARBITER_DB``, else ``$XDG_DATA_HOME/arbiter/cards.sqlite``, else
``~/.local/share/arbiter/cards.sqlite``).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter.cards.printed_names import Printed, PrintedNames, beside, fold, read_rows
from arbiter.cards.records import CardDataError, CardRecord, read_records

if TYPE_CHECKING:  # the card pool (and the built-in cards) only when a lookup is opened
    from arbiter.cards.registry import LayeredPool

SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cards(
    name TEXT PRIMARY KEY,
    folded TEXT NOT NULL,
    layout TEXT NOT NULL,
    type_line TEXT NOT NULL,
    oracle_text TEXT NOT NULL,
    record TEXT NOT NULL
);
CREATE INDEX cards_folded ON cards(folded);
CREATE TABLE faces(face TEXT NOT NULL, folded TEXT NOT NULL, card TEXT NOT NULL);
CREATE INDEX faces_folded ON faces(folded);
CREATE TABLE printed(name TEXT NOT NULL, folded TEXT NOT NULL, lang TEXT NOT NULL, card TEXT NOT NULL);
CREATE INDEX printed_folded ON printed(folded);
"""
SCHEMA_VERSION = "1"


def default_path() -> Path:
    env = os.environ.get("ARBITER_DB")
    if env:
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "arbiter" / "cards.sqlite"


def is_database(path: str | Path) -> bool:
    try:
        with open(path, "rb") as fh:
            return fh.read(16) == b"SQLite format 3\x00"
    except OSError:
        return False


def build(
    records: Iterable[CardRecord], target: Path, source: str, tick: Callable[[], None] | None = None,
    printed: Iterable[Printed] = (),
) -> int:  # fmt: skip
    """Write a new database at ``target`` atomically, with the cards' printed names in other
    languages when given; returns the number of cards."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".part", dir=target.parent)
    os.close(fd)
    count = 0
    try:
        con = sqlite3.connect(tmp)
        try:
            con.executescript(SCHEMA)
            with con:
                for rec in records:
                    con.execute(
                        "INSERT OR REPLACE INTO cards VALUES (?, ?, ?, ?, ?, ?)",
                        (rec.name, rec.name.casefold(), rec.layout, rec.type_line, rec.oracle_text, rec.to_json()),
                    )
                    for face in rec.faces:
                        if face.name and face.name != rec.name:
                            con.execute(
                                "INSERT INTO faces VALUES (?, ?, ?)", (face.name, face.name.casefold(), rec.name)
                            )
                    count += 1
                    if tick is not None:
                        tick()
                if count == 0:
                    raise CardDataError(f"{source}: no cards in the file")
                con.executemany(
                    "INSERT INTO printed VALUES (?, ?, ?, ?)", ((p.name, fold(p.name), p.lang, p.card) for p in printed)
                )
                con.executemany(
                    "INSERT INTO meta VALUES (?, ?)",
                    [("schema", SCHEMA_VERSION), ("source", source), ("cards", str(count))],
                )
        finally:
            con.close()
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return count


class CardDatabase:
    """Read access to a database built by :func:`build`."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if not is_database(self.path):
            raise CardDataError(f"{self.path}: not a card database (run 'arbiter cards import' to build one)")
        self.con = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True)
        try:
            row = self.con.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        except sqlite3.DatabaseError:
            raise CardDataError(f"{self.path}: not a card database built by arbiter") from None
        if row is None or row[0] != SCHEMA_VERSION:
            raise CardDataError(f"{self.path}: built by another version of arbiter; import the data again")

    def record(self, name: str) -> CardRecord | None:
        row = self.con.execute("SELECT record FROM cards WHERE name = ?", (name,)).fetchone()
        if row is None:
            row = self.con.execute("SELECT record FROM cards WHERE folded = ?", (name.casefold(),)).fetchone()
        if row is None:
            face = self.con.execute("SELECT card FROM faces WHERE folded = ?", (name.casefold(),)).fetchone()
            if face is not None:
                row = self.con.execute("SELECT record FROM cards WHERE name = ?", (face[0],)).fetchone()
        return CardRecord.from_json(row[0]) if row else None

    def full_names(self, name: str) -> list[str]:
        """``name``'s card, else the cards that have a face of that name."""
        for column, key in (("name", name), ("folded", name.casefold())):
            row = self.con.execute(f"SELECT name FROM cards WHERE {column} = ?", (key,)).fetchone()
            if row is not None:
                return [str(row[0])]
        rows = self.con.execute("SELECT DISTINCT card FROM faces WHERE folded = ? ORDER BY card", (name.casefold(),))
        return [str(r[0]) for r in rows]

    def names(self) -> list[str]:
        return [str(r[0]) for r in self.con.execute("SELECT name FROM cards")]

    def printed_names(self) -> PrintedNames | None:
        """The printed names imported with the cards (None: a database without them)."""
        try:
            if self.con.execute("SELECT 1 FROM printed LIMIT 1").fetchone() is None:
                return None
        except sqlite3.DatabaseError:
            return None
        return _PrintedTable(self.con)

    def search(self, words: list[str], limit: int = 50) -> list[CardRecord]:
        sql = "SELECT record FROM cards WHERE " + " AND ".join(["(folded LIKE ? OR oracle_text LIKE ?)"] * len(words))
        args: list[str] = []
        for w in words:
            args += [f"%{w.casefold()}%", f"%{w}%"]
        rows = self.con.execute(sql + " ORDER BY name LIMIT ?", (*args, limit)).fetchall()
        return [CardRecord.from_json(r[0]) for r in rows]

    def __iter__(self) -> Iterator[CardRecord]:
        for (text,) in self.con.execute("SELECT record FROM cards ORDER BY name"):
            yield CardRecord.from_json(text)

    def __len__(self) -> int:
        return int(self.con.execute("SELECT COUNT(*) FROM cards").fetchone()[0])


class _PrintedTable(PrintedNames):
    """Printed names answered from the database's index; all rows are read only for suggestions."""

    def __init__(self, con: sqlite3.Connection) -> None:
        super().__init__(lambda: self._all())
        self.con = con

    def _all(self) -> list[Printed]:
        rows = self.con.execute("SELECT name, lang, card FROM printed").fetchall()
        return [Printed(str(n), str(lang), str(card)) for n, lang, card in rows]

    def lookup(self, name: str) -> list[Printed]:
        rows = self.con.execute("SELECT name, lang, card FROM printed WHERE folded = ?", (fold(name),)).fetchall()
        return list(dict.fromkeys(Printed(str(n), str(lang), str(card)) for n, lang, card in rows))


class RecordFile:
    """Records read from a card data file into memory (for ``--cards FILE`` without importing)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._printed: PrintedNames | bool | None = False  # False: not read yet
        self.records: dict[str, CardRecord] = {}
        self.folded: dict[str, str] = {}
        self.faces: dict[str, list[str]] = {}
        for rec in read_records(path):
            self.records[rec.name] = rec
            self.folded[rec.name.casefold()] = rec.name
            for face in rec.faces:
                self.folded.setdefault(face.name.casefold(), rec.name)
                owners = self.faces.setdefault(face.name.casefold(), [])
                if rec.name not in owners:
                    owners.append(rec.name)

    def record(self, name: str) -> CardRecord | None:
        rec = self.records.get(name)
        if rec is None and name.casefold() in self.folded:
            rec = self.records[self.folded[name.casefold()]]
        return rec

    def full_names(self, name: str) -> list[str]:
        """``name``'s card, else the cards that have a face of that name."""
        if name in self.records:
            return [name]
        folded = name.casefold()
        exact = self.folded.get(folded)
        if exact is not None and exact.casefold() == folded:
            return [exact]
        return sorted(self.faces.get(folded, ()))

    def names(self) -> list[str]:
        return list(self.records)

    def printed_names(self) -> PrintedNames | None:
        """The printed names in the file beside this one (``card-names-foreign.jsonl.gz``), read
        when first asked for."""
        if self._printed is False:
            names = beside(self.path)
            try:
                self._printed = PrintedNames(read_rows(names)) if names is not None else None
            except (OSError, ValueError) as exc:
                raise CardDataError(f"printed names: {exc}") from None
        return self._printed if isinstance(self._printed, PrintedNames) else None

    def search(self, words: list[str], limit: int = 50) -> list[CardRecord]:
        out = [
            r
            for r in self.records.values()
            if all(w.casefold() in r.name.casefold() or w.casefold() in r.oracle_text.casefold() for w in words)
        ]
        return sorted(out, key=lambda r: r.name)[:limit]

    def __iter__(self) -> Iterator[CardRecord]:
        return iter(sorted(self.records.values(), key=lambda r: r.name))

    def __len__(self) -> int:
        return len(self.records)


def open_records(path: str | Path) -> CardDatabase | RecordFile:
    return CardDatabase(path) if is_database(path) else RecordFile(path)


def open_source(path: str | None) -> LayeredPool:
    """The card lookup used at run time: built-in cards, then ``path`` (or ``ARBITER_CARDS``), then
    the user database."""
    from arbiter.cards.registry import LayeredPool
    from arbiter.mtg.oracle_reference import use

    path = path or os.environ.get("ARBITER_CARDS") or None
    sources: list[CardDatabase | RecordFile] = []
    if path:
        sources.append(open_records(path))
    user = default_path()
    if user.is_file():
        with contextlib.suppress(CardDataError):
            sources.append(CardDatabase(user))
    pool = LayeredPool(sources)
    if sources:
        use(pool)  # CR 201.4: a card name may be that of any card the data holds
    return pool
