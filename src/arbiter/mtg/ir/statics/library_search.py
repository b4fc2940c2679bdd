"""Statics about searching libraries (CR 701.23): "Players can't search libraries." (Mindlock Orb),
"Your opponents can't search libraries." (Stranglehold) — 101.2 — and "If an opponent would search a
library, that player searches the top four cards of that library instead." (Aven Mindcensor, 614.1a)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class CantSearchLibraries(Static):
    """ "<players> can't search libraries." — a player it applies to finds nothing in any library;
    an instruction's other parts still happen (a "then shuffle" too), but a player who "may search"
    can't choose to (101.2: the "can't" wins)."""

    affects_others = True

    who: str = "players"  # "players" (everyone, its controller too) or "opponents"

    def text(self) -> str:
        return "Players can't search libraries." if self.who == "players" else "Your opponents can't search libraries."


@dataclass(frozen=True, slots=True)
class SearchTopCardsInstead(Static):
    """ "If an opponent would search a library, that player searches the top N cards of that library
    instead." (CR 614.1a: a replacement of the searched zone; the whole library is still shuffled)."""

    affects_others = True

    count: int = 4

    def text(self) -> str:
        words = {2: "two", 3: "three", 4: "four", 5: "five"}
        n = words.get(self.count, str(self.count))
        return f"If an opponent would search a library, that player searches the top {n} cards of that library instead."
