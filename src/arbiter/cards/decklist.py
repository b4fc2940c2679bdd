"""Decklists: a file in any accepted format (:mod:`arbiter.cards.deck_formats`) with every card
looked up in a card pool. A card is found by its full Oracle name (``Fire // Ice``), or by the
name of one of its faces when only one card has that face; when the text with ``//`` names no
card, what follows ``//`` is taken as a comment (the form older decklists used). MTGO's
``Fire/Ice`` is read as ``Fire // Ice``. Errors name the file and the line:
a card the engine cannot run yet is named with the words it cannot run; an unknown name gets
the closest card names as suggestions."""

from __future__ import annotations

import difflib
import heapq
from dataclasses import dataclass
from pathlib import Path

from arbiter.cards.deck_formats import MAX_FILE_BYTES, DeckLine, DecklistError, read_deck_text
from arbiter.cards.registry import CardPool, LayeredPool, UnknownCard, UnsupportedCard
from arbiter.mtg.model import CardDef

__all__ = ["Decklist", "DecklistError", "load_decklist", "open_pool", "parse_decklist", "suggestions"]


@dataclass(frozen=True, slots=True)
class Decklist:
    """A deck's cards, one entry per card (a count of 4 gives four entries)."""

    name: str
    main: tuple[CardDef, ...]
    sideboard: tuple[CardDef, ...]
    commander: tuple[CardDef, ...] = ()
    companion: tuple[CardDef, ...] = ()


def parse_decklist(text: str, pool: CardPool, source: str = "<deck>") -> Decklist:
    """The deck ``text`` describes (any accepted format), its cards looked up in ``pool``."""
    deck = read_deck_text(text, source)
    sections: dict[str, list[CardDef]] = {"main": [], "sideboard": [], "commander": [], "companion": []}
    found: dict[str, CardDef] = {}
    for entry in deck.lines:
        card = found.get(entry.written)
        if card is None:
            card = found[entry.written] = _card(entry, pool, source)
        sections[entry.section].extend([card] * entry.count)
    if not sections["main"]:
        raise DecklistError(f"{source}: the deck has no cards")
    name = deck.name or Path(source).stem
    return Decklist(
        name,
        tuple(sections["main"]),
        tuple(sections["sideboard"]),
        tuple(sections["commander"]),
        tuple(sections["companion"]),
    )


def load_decklist(path: str | Path, pool: CardPool) -> Decklist:
    """The decklist in the file at ``path`` (errors: :class:`DecklistError`)."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_FILE_BYTES:
            raise DecklistError(f"{p}: the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB")
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DecklistError(f"{p}: cannot read the decklist ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise DecklistError(f"{p}: the decklist is not UTF-8 text") from None
    return parse_decklist(text, pool, str(p))


def open_pool(cards: str | None) -> CardPool:
    """The cards decks are looked up in, found as the judge finds them: the built-in cards, then
    ``cards`` (or ``ARBITER_CARDS``), then the user's database written by ``arbiter cards import``."""
    from arbiter.cards.records import CardDataError
    from arbiter.scenario.cards import card_source

    try:
        return card_source(cards)
    except CardDataError as exc:
        raise DecklistError(str(exc)) from None


def _card(entry: DeckLine, pool: CardPool, source: str) -> CardDef:
    """The card an entry names: its name without the printing, else the whole text as written
    (some card names end in parentheses); a face name stands for its card when unambiguous."""
    from arbiter.cards.records import CardDataError  # (not at import time: the CLI starts faster)

    where = f"{source}:{entry.line}"
    names = [entry.name, entry.written]
    if "/" in entry.name and "//" not in entry.name:  # MTGO writes split cards as ``Fire/Ice``
        names.append(" // ".join(half.strip() for half in entry.name.split("/")))
    legacy = entry.written.split(" //", 1)[0].rstrip()  # ``4 Shock // burn``: when that is no card
    for name in dict.fromkeys(names):
        full = pool.full_names(name)
        if not full and legacy != entry.written:
            older = pool.full_names(legacy)
            full = older if len(older) == 1 else []
        if len(full) > 1:
            listed = " and ".join(repr(n) for n in full[:4])
            printed = pool.printed() if isinstance(pool, LayeredPool) else None
            if printed is not None and printed.lookup(name):
                raise DecklistError(f"{where}: {name!r} is the printed name of {listed}; write its name in English")
            raise DecklistError(f"{where}: {name!r} is a face of {listed}; write the card's full name")
        if full:
            try:
                return pool.get(full[0])
            except UnsupportedCard as exc:
                raise DecklistError(
                    f"{where}: {exc.name} is not supported yet: the engine cannot run {exc.words!r}"
                ) from None
            except UnknownCard:
                continue
            except CardDataError as exc:  # a database written by an older import with bad fields
                raise DecklistError(f"{where}: {exc}") from None
    close = suggestions(entry.name, pool)
    hint = f"; did you mean {' or '.join(repr(n) for n in close)}?" if close else ""
    raise DecklistError(f"{where}: unknown card {entry.name!r}{hint}{no_printed_names_hint(entry.name, pool)}")


def no_printed_names_hint(name: str, pool: CardPool) -> str:
    """When a name that isn't English can't be found because the cards come without printed names
    (a database imported before they existed, or card data without the names file beside it)."""
    if name.isascii() or (isinstance(pool, LayeredPool) and pool.printed() is not None):
        return ""
    return (
        " (printed names in other languages need card data with them: import the cards again with"
        " 'arbiter cards import', with card-names-foreign.jsonl.gz beside the file)"
    )


def suggestions(name: str, pool: CardPool, n: int = 3) -> list[str]:
    """Card names close to ``name`` (case-insensitive; a face name counts for its card), best
    first. Bounded time on tens of thousands of names: the names sharing the most three-letter
    pieces with ``name`` are kept (a substring test each), and only those are compared by difflib."""
    by_folded = {card_name.casefold(): card_name for card_name in reversed(pool.all_names())}
    for card_name in pool.all_names():
        if " // " in card_name:
            for face in card_name.split(" // "):
                by_folded.setdefault(face.casefold(), card_name)
    query = name.casefold()[:MAX_QUERY]
    pieces = {query[i : i + 3] for i in range(max(len(query) - 2, 1))}
    shared = ((sum(piece in folded for piece in pieces), folded) for folded in by_folded)
    best = [folded for count, folded in heapq.nlargest(_SHORTLIST, shared) if count]
    close = difflib.get_close_matches(query, best, n=n * 2, cutoff=0.75)
    found = list(dict.fromkeys(by_folded[c] for c in close))[:n]
    printed = pool.printed() if isinstance(pool, LayeredPool) else None
    if len(found) < n and printed is not None:  # printed names in other languages, as printed
        found += [p.name for p in printed.suggestions(name, n - len(found)) if p.name not in found]
    return found


MAX_QUERY = 60
_SHORTLIST = 300
