"""The Lab's card lookup, kept on one thread of its own: a card database may be used only in
the thread that opened it (SQLite), while the web server answers requests on others."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from arbiter.cards.decklist import Decklist, DecklistError, parse_decklist
from arbiter.cards.registry import CardPool
from arbiter.mtg.model import CardDef
from arbiter.scenario.cards import CardSource, UnsupportedCard


class EngineCards:
    """A :class:`CardSource` whose every lookup runs on the thread that opened it."""

    def __init__(self, open_source: Callable[[], CardSource]) -> None:
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="arbiter-lab-cards")
        self._source = self._thread.submit(open_source).result()

    def get(self, name: str) -> CardDef:
        return self._thread.submit(self._source.get, name).result()

    def flipped(self, name: str) -> CardDef:
        """A flip card's flipped face (CR 710), when the card data has it."""
        flip = getattr(self._source, "flipped", None)
        if flip is None:
            raise UnsupportedCard(name, "flip cards need card data (--cards)")
        card: CardDef = self._thread.submit(flip, name).result()
        return card

    def decklist(self, text: str, source: str) -> Decklist:
        """A decklist's text (any format ``arbiter play`` reads) with its cards looked up here."""
        pool = self._source
        if not isinstance(pool, CardPool):  # pragma: no cover - card_source always gives a pool
            raise DecklistError("decklists need a card pool")
        return self._thread.submit(parse_decklist, text, pool, source).result()

    def names(self) -> list[str]:
        """Every card name the sources list (the built-in cards and each card data source)."""

        def collect() -> list[str]:
            from arbiter.cards.registry import BUILTIN

            names = set(BUILTIN.names())
            for source in getattr(self._source, "sources", []):
                listed = getattr(source, "names", None)
                if callable(listed):
                    names.update(str(n) for n in listed())
            return sorted(names)

        return self._thread.submit(collect).result()
