"""Reading decklist files into counted card names, before any card is looked up.

Accepted, detected by content:

- **plain text**: ``4 Lightning Bolt`` or ``4x Lightning Bolt``, one card a line;
- **MTGA export**: ``Deck`` / ``Sideboard`` / ``Commander`` / ``Companion`` sections, an ``About``
  section with a ``Name …`` line, and a set code and collector number after the name
  (``4 Lightning Bolt (M10) 146``, ``1 Forest (2XM) 380``, ``1 Bolt (PLST) GR8``);
- **MTGO ``.txt``**: the main deck, a blank line, the sideboard (read so only when the file has
  no section header and no ``SB:`` line, its cards form exactly two blank-separated groups and the
  second holds at most 15 cards, the constructed sideboard of CR 100.4a);
- **MTGO ``.dek``**: XML, ``<Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/>``.

Also: ``SB: 2 Duress`` lines, a UTF-8 byte order mark, CRLF line ends. Comments are whole lines
whose first characters are ``#`` or ``//``, or the rest of a line from a ``#`` that follows a
space. ``//`` inside a line is never a comment: it separates the halves of a split card
(``Fire // Ice``). Every error names the file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Section = Literal["main", "sideboard", "commander", "companion"]

MAX_FILE_BYTES = 4 * 1024 * 1024  # the largest real decklists are a few kilobytes
MAX_LINE_CHARS = 1000
MAX_NAME_CHARS = 200  # the longest card name has 141 characters
MAX_PER_LINE = 10_000
MAX_PER_DECK = 100_000
SIDEBOARD_SIZE = 15  # CR 100.4a: a constructed sideboard has at most fifteen cards


class DecklistError(ValueError):
    """A decklist that cannot be read; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class DeckLine:
    """One counted card as written. ``name`` is without the set code and collector number;
    ``written`` is the whole text after the count (a card name may itself end in parentheses)."""

    count: int
    name: str
    written: str
    section: Section
    line: int


@dataclass(frozen=True, slots=True)
class DeckText:
    """A decklist file read into counted names; ``name`` is the deck name the file gives, if any."""

    name: str | None
    lines: tuple[DeckLine, ...]


_HEADERS: dict[str, Section | Literal["about"]] = {
    "deck": "main",
    "main": "main",
    "maindeck": "main",
    "main deck": "main",
    "mainboard": "main",
    "sideboard": "sideboard",
    "side": "sideboard",
    "sb": "sideboard",
    "commander": "commander",
    "companion": "companion",
    "about": "about",
}
_COUNTED = re.compile(r"([0-9]+)[xX]?\s+(\S.*)")
_PRINTING = re.compile(r"(.+?)\s+\(([A-Za-z0-9]{1,8})\)(?:\s+[A-Za-z0-9][A-Za-z0-9★\-]*)?(?:\s+\*[A-Za-z]+\*)?")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def read_deck_text(text: str, source: str = "<deck>") -> DeckText:
    """The counted names of a decklist in any accepted format (see the module docstring)."""
    if len(text) > MAX_FILE_BYTES:
        raise DecklistError(f"{source}: the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB")
    text = text.removeprefix("\ufeff")
    deck = _read_dek(text, source) if text.lstrip().startswith("<") else _read_lines(text, source)
    total = sum(entry.count for entry in deck.lines)
    if total > MAX_PER_DECK:
        raise DecklistError(f"{source}: {total} cards; a deck may have at most {MAX_PER_DECK}")
    return deck


def _counted(count_text: str, written: str, section: Section, source: str, number: int) -> DeckLine:
    """A checked :class:`DeckLine` (count in range, name of a sensible length)."""
    digits = count_text.lstrip("0") or "0"
    if len(digits) > len(str(MAX_PER_LINE)) or int(digits) > MAX_PER_LINE:
        shown = digits if len(digits) <= 12 else digits[:12] + "…"
        raise DecklistError(f"{source}:{number}: a count of at most {MAX_PER_LINE} a line, got {shown}")
    count = int(digits)
    if count <= 0:
        raise DecklistError(f"{source}:{number}: the count must be positive, got {count}")
    written = written.strip()
    if not written:
        raise DecklistError(f"{source}:{number}: a count without a card name")
    if len(written) > MAX_NAME_CHARS:
        raise DecklistError(f"{source}:{number}: a card name of {len(written)} characters (at most {MAX_NAME_CHARS})")
    printing = _PRINTING.fullmatch(written)
    name = printing.group(1) if printing else written
    return DeckLine(count, name, written, section, number)


def _strip_comment(raw: str) -> str:
    line = raw.strip()
    if line.startswith(("#", "//")):
        return ""
    cut = re.search(r"\s#", line)
    return line[: cut.start()].rstrip() if cut else line


def _read_lines(text: str, source: str) -> DeckText:
    """Plain text, MTGA and MTGO ``.txt`` (one reader: they differ only in headers and suffixes)."""
    name: str | None = None
    section: Section | Literal["about"] = "main"
    headed = False
    lines: list[DeckLine] = []
    groups: list[list[DeckLine]] = [[]]
    for number, raw in enumerate(_LINE_BREAK.split(text), start=1):
        if len(raw) > MAX_LINE_CHARS:
            raise DecklistError(f"{source}:{number}: a line of {len(raw)} characters (at most {MAX_LINE_CHARS})")
        if not raw.strip():
            if groups[-1]:
                groups.append([])
            continue
        line = _strip_comment(raw)
        if not line:
            continue
        header = _HEADERS.get(line.casefold().rstrip(":").strip())
        if header is not None:
            section, headed = header, True
            continue
        if section == "about":
            if line.casefold().startswith("name "):
                name = line[5:].strip() or None
            continue  # MTGA's About section holds only the deck's name
        target: Section = section
        if line.casefold().startswith("sb:"):
            line, target, headed = line[3:].strip(), "sideboard", True
        m = _COUNTED.fullmatch(line)
        if m is None:
            raise DecklistError(f"{source}:{number}: expected 'COUNT CARD NAME', got {raw.strip()[:80]!r}")
        entry = _counted(m.group(1), m.group(2), target, source, number)
        lines.append(entry)
        groups[-1].append(entry)
    groups = [g for g in groups if g]
    if not headed and len(groups) == 2 and sum(e.count for e in groups[1]) <= SIDEBOARD_SIZE:
        side = {id(e) for e in groups[1]}  # MTGO .txt: the group after the blank line
        lines = [_in(e, "sideboard") if id(e) in side else e for e in lines]
    return DeckText(name, tuple(lines))


def _in(entry: DeckLine, section: Section) -> DeckLine:
    return DeckLine(entry.count, entry.name, entry.written, section, entry.line)


class _Refused(Exception):
    """Raised from inside the XML parser's callbacks to stop it."""


def _read_dek(text: str, source: str) -> DeckText:
    """An MTGO ``.dek`` file. Parsed with the standard library's expat directly, refusing any
    DOCTYPE: with no document type there are no entity declarations, so neither entity
    expansion ("billion laughs") nor external entities can happen; a .dek file never has one."""
    from xml.parsers import expat

    parser = expat.ParserCreate(encoding="utf-8")
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    lines: list[DeckLine] = []
    depth = 0

    def refuse_doctype(*_: object) -> None:
        raise _Refused("a DOCTYPE is not allowed in a .dek file")

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal depth
        depth += 1
        number = parser.CurrentLineNumber
        if depth == 1 and tag != "Deck":
            raise _Refused(f"expected a <Deck> element, got <{tag}>")
        if tag != "Cards":
            return
        quantity, name = attrs.get("Quantity"), attrs.get("Name")
        if quantity is None or not re.fullmatch(r"[0-9]+", quantity.strip()):
            raise _Refused(f"<Cards> needs a Quantity that is a number, got {quantity!r}")
        if name is None:
            raise _Refused("<Cards> needs a Name")
        side = attrs.get("Sideboard", "false").strip().casefold()
        if side not in ("true", "false"):
            raise _Refused(f"Sideboard must be true or false, got {attrs.get('Sideboard')!r}")
        section: Section = "sideboard" if side == "true" else "main"
        lines.append(_counted(quantity.strip(), name, section, source, number))

    def end(_tag: str) -> None:
        nonlocal depth
        depth -= 1

    parser.StartDoctypeDeclHandler = refuse_doctype
    parser.EntityDeclHandler = refuse_doctype
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    try:
        parser.Parse(text.encode("utf-8", "surrogatepass"), True)
    except _Refused as exc:
        raise DecklistError(f"{source}:{parser.CurrentLineNumber}: {exc}") from None
    except expat.ExpatError as exc:
        raise DecklistError(f"{source}:{exc.lineno}: not a valid .dek file ({expat.ErrorString(exc.code)})") from None
    return DeckText(None, tuple(lines))
