"""Votes (CR 701.38): "Starting with you, each player votes for a nonland permanent you don't
control. Exile each permanent with the most votes or tied for most votes." (Council's Judgment).
Each player in turn order, starting with the controller, chooses one of the permanents the words
describe — described for the controller ("you don't control"), whoever votes (701.38a); the
permanents with the most votes are exiled together. Nothing is targeted (115.10): hexproof and
protection don't stop a vote. The votes are asked by :mod:`arbiter.mtg.paused.votes`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class ExileMostVoted(Effect):
    """Each player votes for a permanent that fits ``what`` (read for the controller); each one with
    the most votes or tied for most is exiled. ``text_``: the two sentences as printed."""

    decides = True

    what: Filter
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_
