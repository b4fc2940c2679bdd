"""CR 121.1, 608.2d: "<player> may draw up to two cards." — the player chooses a number from zero
to the most named as the instruction is followed (asked in :mod:`arbiter.mtg.paused.draw_count`),
then draws that many cards one at a time (121.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class DrawUpTo(Effect):
    """ "<subject> may draw up to <amount> cards." — ``who`` draws as many as they choose."""

    decides = True

    amount: int
    who: Ref
    subject: str  # the words naming the player, as printed ("You", "Its controller")
    # "Defending player may draw a card." (CR 608.2d: drawing it or not is the player's choice)
    one: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.one:
            return f"{self.subject} may draw a card."
        return f"{self.subject} may draw up to {_WORDS[self.amount]} cards."


_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


@dataclass(frozen=True, slots=True)
class EachMayDrawUpTo(Effect):
    """ "Each player may draw up to two cards. For each card less than two a player draws this way,
    that player gains 2 life." (Truce): each player chooses how many, in APNAP order (CR 101.4), then
    they draw (121.1) and each gains ``life`` for each card fewer than ``amount`` they drew."""

    decides = True

    amount: int
    life: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        n = _WORDS[self.amount]
        return (
            f"Each player may draw up to {n} cards. For each card less than {n} a player draws this way, "
            f"that player gains {self.life} life."
        )
