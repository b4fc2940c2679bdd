"""The energy instruction (CR 107.14, 122.1): "You get {E}{E}." puts that many energy counters on
each player the word means (the counters and the cost: :mod:`arbiter.mtg.energy`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import amount_of, players_of
from arbiter.mtg.energy import energy_text, get_energy
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class GetEnergy(Effect):
    """ "You get {E}{E}." — CR 107.14, 122.1: that many energy counters."""

    scaled: ClassVar[tuple[str, ...]] = ("amount",)

    amount: int | str
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = "get" if self.who.kind == "you" else "gets"
        return f"{subject_text(self.who, specs)} {verb} {energy_text(self.amount)}."


@handles(GetEnergy)
def _get_energy(g: Game, o: GameObject, e: GetEnergy, legal: list[bool]) -> None:
    amount = amount_of(o, e.amount)
    for who in players_of(g, o, e.who, legal):
        get_energy(g, who, amount)
