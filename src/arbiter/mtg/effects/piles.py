"""Separating objects into two piles (CR 700.3): "Reveal the top five cards of your library. An
opponent separates those cards into two piles. Put one pile into your hand and the other into
your graveyard." (Fact or Fiction) and "Separate all permanents target player controls into two
piles. That player sacrifices all permanents in the pile of their choice." (Liliana of the Veil).

Two decisions, each by its own player: one player separates the objects (one at a time into the
first pile; the rest form the second — a pile may be empty, 700.3d), then the other chooses a
pile. The objects don't leave their zone while they are in piles (700.3c). The questions are
asked by :mod:`arbiter.mtg.paused.piles`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.wording import COUNT_WORDS

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class RevealedPiles(Effect):
    """ "Reveal the top N cards of your library. An opponent separates those cards into two piles.
    Put one pile into your hand and the other into your graveyard." — the opponent separates,
    the spell's controller chooses the pile for the hand. With ``you_separate`` (Steam Augury):
    "Reveal the top N cards of your library and separate them into two piles. An opponent chooses
    one of those piles. Put that pile into your hand and the other into your graveyard."."""

    decides = True

    count: int
    you_separate: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        top = f"Reveal the top {COUNT_WORDS.get(self.count, str(self.count))} cards of your library"
        if self.you_separate:
            return (
                f"{top} and separate them into two piles. An opponent chooses one of those piles. Put that pile "
                "into your hand and the other into your graveyard."
            )
        return (
            f"{top}. An opponent separates those cards into two piles. Put one pile into your hand and the other "
            "into your graveyard."
        )


@dataclass(frozen=True, slots=True)
class PermanentPiles(Effect):
    """ "Separate all <permanents> target player controls into two piles. That player sacrifices
    all permanents in the pile of their choice." — the controller of the ability separates, the
    player chooses the pile they sacrifice (701.21a)."""

    decides = True

    who: Ref
    what: Filter
    noun: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"Separate all {self.noun} {self.who.text(specs)} controls into two piles. That player sacrifices "
            f"all {self.noun} in the pile of their choice."
        )
