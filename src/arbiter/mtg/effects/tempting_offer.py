"""Tempting offer searches (the ability word of CR 207.2c has no rules meaning of its own): "Search
your library for a land card and put it onto the battlefield. Each opponent may search their
library for a land card and put it onto the battlefield. For each opponent who searches a library
this way, search your library for a land card and put it onto the battlefield. Then each player who
searched a library this way shuffles." (Tempt with Discovery; searching 701.23, shuffling 701.24a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.filters import Filter

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class TemptingSearch(Effect):
    """The whole offer: the controller searches for one ``what`` card; each opponent, in APNAP
    order (CR 101.4), may search for one too; the controller searches once more for each opponent
    who did; then everyone who searched shuffles (CR 608.2c: in the order written). Each found
    card is put onto the battlefield under the searcher's control; a search may find nothing
    (701.23b)."""

    decides = True

    what: Filter  # "land"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        noun = self.what.text
        a = "an" if noun[:1] in "aeiou" else "a"
        find = f"for {a} {noun} card and put it onto the battlefield."
        return (
            f"Search your library {find} Each opponent may search their library {find} "
            f"For each opponent who searches a library this way, search your library {find} "
            "Then each player who searched a library this way shuffles."
        )
