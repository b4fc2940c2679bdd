""" "Any opponent may <instruction>. If a player does, <instructions>." (Vexing Devil, Longhorn
Firebeast, Desecration Demon): the opponent's own yes/no decision (CR 608.2d; 101.4 — with two
players, "any opponent" is the one opponent), the instruction performed by that opponent ("them" is
that player), then the controller's instructions only if the opponent did it (608.2e).
"Any player may …" asks each player in APNAP order until one does (101.4); "If no one does, …"
follows its instructions only if every player declined.

The node is followed as plain instructions (:func:`arbiter.mtg.resolution.instructions`), as a
tempting offer is: :class:`~arbiter.mtg.paused.base.Offered`, then "If you do" parts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class AnyOpponentMay(Effect):
    """``offer``: what the opponent may have done, worded for them ("you" is that opponent);
    ``then``: what the controller does if they did (with ``if_none``: if no one did); ``text_``:
    the two sentences as printed."""

    decides = True

    offer: Effect
    then: tuple[Effect, ...]
    text_: str
    anyone: bool = False  # "Any player may …" (else "Any opponent may …")
    if_none: bool = False  # "If no one does, …" (else "If a player does, …")

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_
