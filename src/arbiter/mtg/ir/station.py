"""Station cards (CR 721) and the station keyword (702.184), as data: the station symbols of a
card's text box and the station ability. The runtime rules are in :mod:`arbiter.mtg.objects.stations`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.costs.parts import TapUntapped
from arbiter.mtg.ir.abilities import Static, render_lines
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class StationSymbol(Static):
    """CR 721.2a: "{N+}[abilities]" means "As long as this permanent has N or more charge counters on
    it, it has [abilities]." — printed "N+ | <first ability>", the rest of its striation below."""

    low: int
    abilities: tuple[Ability, ...] = ()

    def text(self) -> str:
        lines = render_lines(self.abilities)
        return "\n".join([f"{self.low}+ | {lines[0]}", *lines[1:]]) if lines else f"{self.low}+"


@dataclass(frozen=True, slots=True)
class StationCreature(StationSymbol):
    """CR 721.2b: "{N+}[abilities][P/T]" — with N or more charge counters the permanent also is a
    creature with base power and toughness [P/T] in addition to its other types (layers 4 and 7b)."""

    changes_own_types: ClassVar[bool] = True

    power: int = 0
    toughness: int = 0


@dataclass(frozen=True, slots=True)
class StationTap(TapUntapped):
    """The cost of the station ability: "Tap another untapped creature you control" — the creature
    is remembered, for the counters its power gives (702.184a)."""


@dataclass(frozen=True, slots=True)
class ChargeByTappedPower(Effect):
    """CR 702.184a: "Put a number of charge counters on this permanent equal to the tapped
    creature's power." (unprinted: the keyword stands for it)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Put charge counters equal to the tapped creature's power on ~."
