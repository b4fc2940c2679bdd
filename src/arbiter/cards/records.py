"""Card records as imported from card data: the printed characteristics and Oracle text of a
card and its faces, before compilation. Readers for the three accepted formats: MTGJSON
AtomicCards, a Scryfall oracle-cards bulk file, and the project's JSON-lines file.
"""

from __future__ import annotations

import gzip
import io
import json
import lzma
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO, Any


class CardDataError(ValueError):
    """A card data file that cannot be read (the message says where and why)."""


@dataclass(frozen=True, slots=True)
class CardRecord:
    name: str
    mana_cost: str | None
    type_line: str
    oracle_text: str
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    colors: tuple[str, ...] = ()
    layout: str = "normal"
    faces: tuple[CardRecord, ...] = ()

    def to_json(self) -> str:
        data = asdict(self)
        data["faces"] = [asdict(f) for f in self.faces]
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> CardRecord:
        return _from_dict(json.loads(text))

    @property
    def ordinary(self) -> bool:
        """Counted by coverage: not an Alchemy rebalance, plane, scheme or vanguard."""
        return not self.name.startswith("A-") and self.layout not in ("planar", "scheme", "vanguard")


def _from_dict(d: dict[str, Any]) -> CardRecord:
    faces = tuple(_from_dict(f) for f in d.get("faces") or () if f.get("type_line") is not None)
    return CardRecord(
        name=d["name"],
        mana_cost=d.get("mana_cost"),
        type_line=d.get("type_line") or "",
        oracle_text=d.get("oracle_text") or "",
        power=d.get("power"),
        toughness=d.get("toughness"),
        loyalty=d.get("loyalty"),
        colors=tuple(d.get("colors") or ()),
        layout=d.get("layout") or "normal",
        faces=faces,
    )


def _open(path: Path) -> IO[bytes]:
    name = path.name.lower()
    if name.endswith(".gz"):
        return gzip.open(path, "rb")  # type: ignore[return-value]
    if name.endswith(".xz"):
        return lzma.open(path, "rb")
    return path.open("rb")


def read_records(path: str | Path) -> Iterator[CardRecord]:
    """Records from any accepted file, detected by content."""
    p = Path(path)
    if not p.is_file():
        raise CardDataError(f"{p}: no such file")
    try:
        with _open(p) as fh:
            text = io.TextIOWrapper(fh, encoding="utf-8")
            head = text.read(1)
            while head.isspace():
                head = text.read(1)
            if head == "[":
                data = json.loads(head + text.read())
                yield from _scryfall(data, p)
                return
            if head != "{":
                raise CardDataError(f"{p}: not card data (expected JSON or JSON lines)")
            first_line = head + text.readline()
            try:
                first = json.loads(first_line)
                is_lines = isinstance(first, dict) and "name" in first
            except json.JSONDecodeError:
                is_lines = False
            if is_lines:
                yield _jsonl_row(first, p, 1)
                for number, line in enumerate(text, start=2):
                    if line.strip():
                        try:
                            yield _jsonl_row(json.loads(line), p, number)
                        except json.JSONDecodeError as exc:
                            raise CardDataError(f"{p}:{number}: not valid JSON ({exc.msg})") from None
                return
            data = json.loads(first_line + text.read())
            if not isinstance(data, dict) or not isinstance(data.get("data"), dict):
                raise CardDataError(f"{p}: a JSON object without 'data': not an MTGJSON AtomicCards file")
            yield from _mtgjson(data["data"], p)
    except (OSError, EOFError, lzma.LZMAError) as exc:
        raise CardDataError(f"{p}: cannot read the file ({exc})") from None
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{p}: not valid JSON at line {exc.lineno} ({exc.msg})") from None
    except UnicodeDecodeError:
        raise CardDataError(f"{p}: not UTF-8 text") from None


def _jsonl_row(d: Any, p: Path, number: int) -> CardRecord:
    if not isinstance(d, dict) or not isinstance(d.get("name"), str):
        raise CardDataError(f"{p}:{number}: each line must be a card object with a 'name'")
    return _from_dict(d)


def _scryfall(data: Any, p: Path) -> Iterator[CardRecord]:
    if not isinstance(data, list):
        raise CardDataError(f"{p}: expected a list of Scryfall card objects")
    for i, c in enumerate(data):
        if not isinstance(c, dict) or "name" not in c:
            raise CardDataError(f"{p}: item {i} is not a card object")
        faces = tuple(_scry_face(f) for f in c.get("card_faces") or ())
        front = faces[0] if faces else None
        yield CardRecord(
            name=c["name"],
            mana_cost=c.get("mana_cost") if not front else front.mana_cost,
            type_line=c.get("type_line", "") if not front else front.type_line,
            oracle_text=c.get("oracle_text", "") if not front else front.oracle_text,
            power=c.get("power") if not front else front.power,
            toughness=c.get("toughness") if not front else front.toughness,
            loyalty=c.get("loyalty") if not front else front.loyalty,
            colors=tuple(c.get("colors") or (front.colors if front else ())),
            layout=c.get("layout", "normal"),
            faces=faces,
        )


def _scry_face(f: dict[str, Any]) -> CardRecord:
    return CardRecord(
        name=f.get("name", ""),
        mana_cost=f.get("mana_cost") or None,
        type_line=f.get("type_line", ""),
        oracle_text=f.get("oracle_text", ""),
        power=f.get("power"),
        toughness=f.get("toughness"),
        loyalty=f.get("loyalty"),
        colors=tuple(f.get("colors") or ()),
    )


def _mtgjson(data: dict[str, Any], p: Path) -> Iterator[CardRecord]:
    for name, printings in data.items():
        if not isinstance(printings, list) or not printings:
            raise CardDataError(f"{p}: entry {name!r} is not a list of faces")
        faces = tuple(_mtg_face(f) for f in printings)
        front = faces[0]
        yield CardRecord(
            name=name,
            mana_cost=front.mana_cost,
            type_line=front.type_line,
            oracle_text=front.oracle_text,
            power=front.power,
            toughness=front.toughness,
            loyalty=front.loyalty,
            colors=front.colors,
            layout=printings[0].get("layout", "normal"),
            faces=faces if len(faces) > 1 else (),
        )


def _mtg_face(f: dict[str, Any]) -> CardRecord:
    return CardRecord(
        name=f.get("faceName") or f.get("name", ""),
        mana_cost=f.get("manaCost"),
        type_line=f.get("type", ""),
        oracle_text=f.get("text", ""),
        power=f.get("power"),
        toughness=f.get("toughness"),
        loyalty=f.get("loyalty"),
        colors=tuple(f.get("colors") or ()),
    )
