"""Looking cards up by name: the built-in set first (more sources come with the card database)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arbiter.cards.builtin import CARDS
from arbiter.cards.printed_names import PrintedNames
from arbiter.cards.records import CardRecord
from arbiter.i18n import CardName, Quoted, Text, msg
from arbiter.mtg.model import CardDef
from arbiter.mtg.oracle_reference import NamedCard, examples_in, named_in, use


class UnknownCard(LookupError):
    """A card name the engine has no definition for."""

    def __init__(self, name: str) -> None:
        self.text = msg("unknown card {name}", name=repr(name))
        super().__init__(self.text)
        self.name = name


def _words(words: str) -> str:
    """What can't be run: card text (quoted as it is), or the engine's own words (a message)."""
    return words if isinstance(words, Text) else Quoted(words)


class UnsupportedCard(LookupError):
    """A card whose Oracle text the engine cannot run yet; ``words`` is that text."""

    def __init__(self, name: str, words: str) -> None:
        # a message: the card under its printed name, the words it can't run as they are
        self.text = msg('{card}: the engine cannot run "{words}" yet', card=CardName(name), words=_words(words))
        super().__init__(self.text)
        self.name = name
        self.words = words


class CardPool:
    """Card definitions by Oracle name (case-insensitive lookup)."""

    def __init__(self, cards: dict[str, CardDef] | None = None) -> None:
        self._cards = dict(CARDS if cards is None else cards)
        self._folded = {k.casefold(): v for k, v in self._cards.items()}

    def get(self, name: str) -> CardDef:
        card = self._cards.get(name) or self._folded.get(name.casefold())
        if card is None:
            raise UnknownCard(name)
        return card

    def __contains__(self, name: str) -> bool:
        return name in self._cards or name.casefold() in self._folded

    def names(self) -> list[str]:
        return sorted(self._cards)

    def full_names(self, name: str) -> list[str]:
        """The Oracle names of the cards ``name`` may mean (itself, or the card a face belongs to)."""
        card = self._cards.get(name) or self._folded.get(name.casefold())
        return [card.name] if card is not None else []

    def all_names(self) -> list[str]:
        """Every card name this pool can look up (for suggestions)."""
        return self.names()

    def named(self, name: str) -> NamedCard | None:
        """CR 201.4: ``name`` as a card name (a face's name too, 201.4b–f) of these cards."""
        return named_in(list(self._cards.values()), name)

    def examples(self, fits: Callable[[frozenset[str]], bool], limit: int) -> list[str]:
        """Up to ``limit`` names of these cards whose type words ``fits`` accepts (sorted)."""
        return examples_in([self._cards[n] for n in sorted(self._cards)], fits, limit)


BUILTIN = CardPool()
use(BUILTIN)  # CR 201.4: the built-in cards' names can always be chosen


def record_named(record: CardRecord, name: str) -> NamedCard | None:
    """CR 201.4b–f: ``name`` as a name of ``record`` — a face's name with that face's type line (a
    card with faces is never named by its faces together, "Fire // Ice")."""
    folded = name.casefold()
    for face in record.faces or (record,):
        if face.name.casefold() == folded:
            return NamedCard(face.name, frozenset(face.type_line.split("\u2014")[0].split()))
    return None


class LayeredPool(CardPool):
    """The built-in cards first, then card data sources in order; compiled lazily, cached.

    ``get`` refuses a card with unsupported text (:class:`UnsupportedCard`); ``compile`` returns
    it with its :class:`~arbiter.mtg.model.Unsupported` parts marked.
    """

    def __init__(self, sources: list[Any]) -> None:
        super().__init__()
        self.sources = sources
        self._compiled: dict[str, CardDef | None] = {}
        self._all_names: list[str] | None = None
        self._printed: PrintedNames | bool | None = False  # False: not looked for yet

    def printed(self) -> PrintedNames | None:
        """The printed names in other languages of the first source that has them."""
        if self._printed is False:
            self._printed = None
            for source in self.sources:
                found = getattr(source, "printed_names", lambda: None)()
                if found is not None:
                    self._printed = found
                    break
        return self._printed if isinstance(self._printed, PrintedNames) else None

    def oracle_name(self, name: str) -> str | None:
        """The card a printed name in another language stands for, when it names exactly one."""
        printed = self.printed()
        cards = printed.cards(name) if printed is not None else []
        return cards[0] if len(cards) == 1 else None

    def compile(self, name: str) -> CardDef:
        if name in self._cards or name.casefold() in self._folded:
            return super().get(name)
        if name in self._compiled:
            card = self._compiled[name]
            if card is None:
                raise UnknownCard(name)
            return card
        from arbiter.cards.oracle import compile_record

        for source in self.sources:
            record = source.record(name)
            if record is not None:
                card = compile_record(record, face=name)
                self._compiled[name] = card
                return card
        oracle = self.oracle_name(name) if not self._known_oracle(name) else None
        if oracle is not None and oracle != name:
            card = self.compile(oracle)  # a printed name in another language
            self._compiled[name] = card
            return card
        self._compiled[name] = None
        raise UnknownCard(name)

    def _known_oracle(self, name: str) -> bool:
        return any(source.record(name) is not None for source in self.sources)

    def flipped(self, name: str) -> CardDef:
        """CR 710.1b: the flipped half of a flip card (its alternative characteristics)."""
        from arbiter.cards.oracle import compile_record

        for source in self.sources:
            record = source.record(name)
            if record is not None:
                if record.layout != "flip" or len(record.faces) < 2:
                    raise UnsupportedCard(name, msg("flipped: true (it is not a flip card)"))
                card = compile_record(record, face=record.faces[1].name)
                if card.unsupported:
                    raise UnsupportedCard(card.name, " / ".join(card.unsupported))
                return card
        raise UnknownCard(name)

    def get(self, name: str) -> CardDef:
        card = self.compile(name)
        if card.unsupported:
            raise UnsupportedCard(card.name, " / ".join(card.unsupported))
        return card

    def full_names(self, name: str) -> list[str]:
        """The built-in card, else the cards of the first source that knows ``name``: its exact
        name, else every card it is a face of (more than one: the face name is ambiguous)."""
        found = super().full_names(name)
        for source in self.sources:
            if found:
                break
            found = list(source.full_names(name))
        if not found:
            printed = self.printed()
            found = printed.cards(name) if printed is not None else []  # several: an ambiguous printed name
        return found

    def named(self, name: str) -> NamedCard | None:
        """CR 201.4: ``name`` as a card name of the built-in cards, else of the first source that
        has a card by that name."""
        found = super().named(name)
        for source in self.sources:
            if found is not None:
                break
            record = source.record(name)
            found = record_named(record, name) if record is not None else None
        return found

    def examples(self, fits: Callable[[frozenset[str]], bool], limit: int) -> list[str]:
        """Up to ``limit`` card names whose type words ``fits`` accepts: the built-in cards', then
        the first ones of the sources (read in name order, stopping once enough are found)."""
        found = super().examples(fits, limit)
        for source in self.sources:
            for record in source:
                if len(found) >= limit:
                    return found
                for face in record.faces or (record,):
                    if (
                        not face.name.startswith("A-")
                        and face.name not in found
                        and fits(frozenset(face.type_line.split("\u2014")[0].split()))
                    ):
                        found.append(face.name)
        return found[:limit]

    def all_names(self) -> list[str]:
        if self._all_names is None:
            names = set(self._cards)
            for source in self.sources:
                names.update(source.names())
            self._all_names = sorted(names)
        return self._all_names

    def __contains__(self, name: str) -> bool:
        try:
            self.compile(name)
        except UnknownCard:
            return False
        return True
