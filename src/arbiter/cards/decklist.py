"""Decklists in the common text form: ``17 Forest``, ``//`` comments, an optional
``Sideboard`` section. Errors name the file and the line."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from arbiter.cards.registry import CardPool, UnknownCard
from arbiter.mtg.model import CardDef

_LINE = re.compile(r"^(?:(\d+)x?\s+)?(.+?)\s*$")


class DecklistError(ValueError):
    """A decklist that cannot be read; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class Decklist:
    name: str
    main: tuple[CardDef, ...]
    sideboard: tuple[CardDef, ...]


def parse_decklist(text: str, pool: CardPool, source: str = "<deck>") -> Decklist:
    main: list[CardDef] = []
    side: list[CardDef] = []
    target = main
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("//", 1)[0].split("#", 1)[0].strip()
        if not line:
            continue
        if line.lower().rstrip(":") in ("sideboard", "sb"):
            target = side
            continue
        if line.lower().rstrip(":") in ("deck", "main", "maindeck", "mainboard"):
            continue
        if line.lower().startswith("sb:"):
            line = line[3:].strip()
            dest = side
        else:
            dest = target
        m = _LINE.match(line)
        if m is None or m.group(1) is None:
            raise DecklistError(f"{source}:{number}: expected 'COUNT CARD NAME', got {raw.strip()!r}")
        count = int(m.group(1))
        if count <= 0:
            raise DecklistError(f"{source}:{number}: the count must be positive, got {count}")
        try:
            card = pool.get(m.group(2))
        except UnknownCard:
            raise DecklistError(f"{source}:{number}: unknown card {m.group(2)!r}") from None
        dest.extend([card] * count)
    if not main:
        raise DecklistError(f"{source}: the deck has no cards")
    return Decklist(Path(source).stem, tuple(main), tuple(side))


def load_decklist(path: str | Path, pool: CardPool) -> Decklist:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DecklistError(f"{p}: cannot read the decklist ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise DecklistError(f"{p}: the decklist is not UTF-8 text") from None
    return parse_decklist(text, pool, str(p))
