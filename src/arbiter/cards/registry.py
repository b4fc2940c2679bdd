"""Looking cards up by name: the built-in set first (more sources come with the card database)."""

from __future__ import annotations

from arbiter.cards.builtin import CARDS
from arbiter.mtg.model import CardDef


class UnknownCard(LookupError):
    """A card name the engine has no definition for."""

    def __init__(self, name: str) -> None:
        super().__init__(f"unknown card {name!r}")
        self.name = name


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


BUILTIN = CardPool()
