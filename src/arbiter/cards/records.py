"""Card records as imported from card data: the printed characteristics and Oracle text of a
card and its faces, before compilation. Readers for the three accepted formats: MTGJSON
AtomicCards, a Scryfall oracle-cards bulk file, and the project's JSON-lines file.
"""

from __future__ import annotations

import gzip
import io
import json
import lzma
import re
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from _typeshed import WriteableBuffer


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
    defense: str | None = None  # a battle's printed defense (CR 310.4a)
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


def _from_dict(d: dict[str, Any], where: str = "card data") -> CardRecord:
    """A record from the project's JSON form, every field's type checked (:class:`CardDataError`)."""
    name = _text(d, "name", where, None, required=True)
    raw_faces = _list(d, "faces", where, name)
    faces: list[CardRecord] = []
    for i, f in enumerate(raw_faces):
        if not isinstance(f, dict):
            raise CardDataError(f"{where}: {name!r}: face {i} must be an object, got {_kind(f)}")
        if f.get("type_line") is not None:
            faces.append(_from_dict(f, f"{where}: {name!r} face {i}"))
    return CardRecord(
        name=name,
        mana_cost=_optional(d, "mana_cost", where, name),
        type_line=_text(d, "type_line", where, name),
        oracle_text=_text(d, "oracle_text", where, name),
        power=_stat(d, "power", where, name),
        toughness=_stat(d, "toughness", where, name),
        loyalty=_stat(d, "loyalty", where, name),
        defense=_stat(d, "defense", where, name),
        colors=_colors(d, "colors", where, name) + _indicator_colors(d, faces),
        layout=_text(d, "layout", where, name) or "normal",
        faces=tuple(faces),
    )


_MANA_SYMBOL = re.compile(r"\{([^}]*)\}")
_REMINDER = re.compile(r"\([^)]*\)")


def _indicator_colors(d: dict[str, Any], faces: list[CardRecord]) -> tuple[str, ...]:
    """The colors of a color indicator the project's JSON-lines data leaves out of 'colors'.

    CR 204.2: an object with a color indicator is each color it denotes; CR 903.4: a card's color
    identity is the colors of the mana symbols in its mana cost and rules text plus those of its
    color indicator (and of a characteristic-defining ability, here excluded: "is all colors").
    So a color in 'color_identity' that no mana symbol, no 'colors' entry and no such ability
    accounts for is a color indicator's (Rograkh, Son of Rohgahh: red). Only single-faced nonland
    cards: a land's identity also comes from its basic land types, a multi-faced card's from its
    other faces. An indicator repeating a color its text's symbols name (the Pacts) stays unseen.
    """
    identity = d.get("color_identity")
    text = str(d.get("oracle_text") or "")
    if faces or not isinstance(identity, list) or "Land" in str(d.get("type_line") or ""):
        return ()
    if "all colors" in text or "colorless" in text:
        return ()
    symbols = _MANA_SYMBOL.findall(f"{d.get('mana_cost') or ''} {_REMINDER.sub('', text)}")
    named = {ch for sym in symbols for ch in sym} | set(d.get("colors") or ())
    return tuple(c for c in "WUBRG" if c in identity and c not in named)


def _kind(value: object) -> str:
    if value == "":
        return "empty text"
    return {dict: "an object", list: "a list", str: "text", bool: "true/false", type(None): "null"}.get(
        type(value), "a number" if isinstance(value, int | float) else type(value).__name__
    )


def _bad(where: str, name: str | None, key: str, want: str, value: object) -> CardDataError:
    card = f" {name!r}:" if name is not None else ""
    return CardDataError(f"{where}:{card} field {key!r} must be {want}, got {_kind(value)}")


def _text(d: dict[str, Any], key: str, where: str, name: str | None, *, required: bool = False) -> str:
    """A text field (missing or null: empty, unless ``required``)."""
    value = d.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value):
        raise _bad(where, name, key, "non-empty text" if required else "text", value)
    return value


def _optional(d: dict[str, Any], key: str, where: str, name: str | None) -> str | None:
    value = d.get(key)
    if value is not None and not isinstance(value, str):
        raise _bad(where, name, key, "text or null", value)
    return value


def _stat(d: dict[str, Any], key: str, where: str, name: str | None) -> str | None:
    """Power, toughness or loyalty: text as printed (``*``, ``1+*``), a whole number, or null."""
    value = d.get(key)
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if value is not None and not isinstance(value, str):
        raise _bad(where, name, key, "text, a whole number or null", value)
    return value


def _list(d: dict[str, Any], key: str, where: str, name: str | None) -> list[Any]:
    value = d.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise _bad(where, name, key, "a list", value)
    return value


def _colors(d: dict[str, Any], key: str, where: str, name: str | None) -> tuple[str, ...]:
    value = _list(d, key, where, name)
    if not all(isinstance(c, str) for c in value):
        raise _bad(where, name, key, "a list of text", value)
    return tuple(value)


class _Counted(io.RawIOBase):
    """A file that reports how many bytes were read from it (a progress bar's measure)."""

    def __init__(self, raw: IO[bytes], on_bytes: Callable[[int], None]) -> None:
        super().__init__()
        self.raw = raw
        self.on_bytes = on_bytes

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: WriteableBuffer) -> int:
        view = memoryview(buffer)
        data = self.raw.read(len(view))
        view[: len(data)] = data
        self.on_bytes(len(data))
        return len(data)

    def close(self) -> None:
        self.raw.close()
        super().close()


def _open(raw: IO[bytes], name: str, on_bytes: Callable[[int], None] | None = None) -> IO[bytes]:
    """The file's content, decompressed by its name's suffix (closing it leaves ``raw`` open)."""
    if on_bytes is not None:
        raw = io.BufferedReader(_Counted(raw, on_bytes))
    if name.lower().endswith(".gz"):
        return gzip.GzipFile(fileobj=raw, mode="rb")  # type: ignore[return-value]
    if name.lower().endswith(".xz"):
        return lzma.LZMAFile(raw, "rb")
    return raw


def read_records(path: str | Path, on_bytes: Callable[[int], None] | None = None) -> Iterator[CardRecord]:
    """Records from any accepted file, detected by content; ``on_bytes`` is told how many bytes
    of the file each read took (the file's size is the total)."""
    p = Path(path)
    if not p.is_file():
        raise CardDataError(f"{p}: no such file")
    try:
        with p.open("rb") as raw, _open(raw, p.name, on_bytes) as fh:
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
    except CardDataError:
        raise
    except (OSError, EOFError, lzma.LZMAError, gzip.BadGzipFile) as exc:
        raise CardDataError(f"{p}: cannot read the file ({exc})") from None
    except RecursionError:
        raise CardDataError(f"{p}: JSON nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{p}: not valid JSON at line {exc.lineno} ({exc.msg})") from None
    except UnicodeDecodeError:
        raise CardDataError(f"{p}: not UTF-8 text") from None
    except ValueError as exc:  # e.g. a number too long to convert
        raise CardDataError(f"{p}: not valid card data ({exc})") from None


def _jsonl_row(d: Any, p: Path, number: int) -> CardRecord:
    if not isinstance(d, dict) or not isinstance(d.get("name"), str):
        raise CardDataError(f"{p}:{number}: each line must be a card object with a 'name'")
    return _from_dict(d, f"{p}:{number}")


def _scryfall(data: Any, p: Path) -> Iterator[CardRecord]:
    if not isinstance(data, list):
        raise CardDataError(f"{p}: expected a list of Scryfall card objects")
    for i, c in enumerate(data):
        if not isinstance(c, dict) or "name" not in c:
            raise CardDataError(f"{p}: item {i} is not a card object")
        where = f"{p}: item {i}"
        name = _text(c, "name", where, None, required=True)
        faces = tuple(_scry_face(f, where, name) for f in _list(c, "card_faces", where, name))
        front = faces[0] if faces else None
        yield CardRecord(
            name=name,
            mana_cost=_optional(c, "mana_cost", where, name) if not front else front.mana_cost,
            type_line=_text(c, "type_line", where, name) if not front else front.type_line,
            oracle_text=_text(c, "oracle_text", where, name) if not front else front.oracle_text,
            power=_stat(c, "power", where, name) if not front else front.power,
            toughness=_stat(c, "toughness", where, name) if not front else front.toughness,
            loyalty=_stat(c, "loyalty", where, name) if not front else front.loyalty,
            defense=_stat(c, "defense", where, name) if not front else front.defense,
            colors=_colors(c, "colors", where, name) or (front.colors if front else ()),
            layout=_text(c, "layout", where, name) or "normal",
            faces=faces,
        )


def _scry_face(f: Any, where: str, card: str) -> CardRecord:
    if not isinstance(f, dict):
        raise CardDataError(f"{where}: {card!r}: each of 'card_faces' must be an object, got {_kind(f)}")
    return CardRecord(
        name=_text(f, "name", where, card, required=True),
        mana_cost=_optional(f, "mana_cost", where, card) or None,
        type_line=_text(f, "type_line", where, card),
        oracle_text=_text(f, "oracle_text", where, card),
        power=_stat(f, "power", where, card),
        toughness=_stat(f, "toughness", where, card),
        loyalty=_stat(f, "loyalty", where, card),
        defense=_stat(f, "defense", where, card),
        colors=_colors(f, "colors", where, card),
    )


def _mtgjson(data: dict[str, Any], p: Path) -> Iterator[CardRecord]:
    for name, printings in data.items():
        if not name:
            raise CardDataError(f"{p}: an entry with an empty name")
        if not isinstance(printings, list) or not printings:
            raise CardDataError(f"{p}: entry {name!r} is not a list of faces")
        where = f"{p}: entry {name!r}"
        faces = tuple(_mtg_face(f, where) for f in printings)
        front = faces[0]
        yield CardRecord(
            name=name,
            mana_cost=front.mana_cost,
            type_line=front.type_line,
            oracle_text=front.oracle_text,
            power=front.power,
            toughness=front.toughness,
            loyalty=front.loyalty,
            defense=front.defense,
            colors=front.colors,
            layout=_text(printings[0], "layout", where, None) or "normal",
            faces=faces if len(faces) > 1 else (),
        )


def _mtg_face(f: Any, where: str) -> CardRecord:
    if not isinstance(f, dict):
        raise CardDataError(f"{where}: each face must be an object, got {_kind(f)}")
    return CardRecord(
        name=_text(f, "faceName", where, None) or _text(f, "name", where, None, required=True),
        mana_cost=_optional(f, "manaCost", where, None),
        type_line=_text(f, "type", where, None),
        oracle_text=_text(f, "text", where, None),
        power=_stat(f, "power", where, None),
        toughness=_stat(f, "toughness", where, None),
        loyalty=_stat(f, "loyalty", where, None),
        defense=_stat(f, "defense", where, None),
        colors=_colors(f, "colors", where, None),
    )
