"""Selectors that point back at what an earlier instruction of the same resolution acted on
(CR 608.2c: the instructions are followed in order, and a later one may refer to the objects an
earlier one affected): "Tap those creatures." after "~ deals 1 damage to each creature with
flying your opponents control." (Thundermaw Hellkite); "untap that land" after a search put a
land onto the battlefield (Fabled Passage).

They are not :data:`~arbiter.mtg.ir.selectors.Selector` values (a verb that can take one says so
in its field's type); :func:`arbiter.mtg.effects.selection.select` finds what they mean."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Each


@dataclass(frozen=True, slots=True)
class Those:
    """ "those creatures": the permanents of ``group``, the group the instruction before acted on,
    found again as this one is followed (nothing between two instructions of one resolution can
    change which objects fit it, CR 608.2c)."""

    group: Each
    noun: str = "those creatures"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.noun


@dataclass(frozen=True, slots=True)
class Found:
    """ "that land" / "it": the cards an earlier library search of this resolution put onto the
    battlefield (CR 701.23a), if they are still there (400.7)."""

    noun: str = "that land"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.noun


@dataclass(frozen=True, slots=True)
class Manifested:
    """ "each of those creatures" after "Manifest dread X times": the permanents this resolution
    manifested (CR 701.40a, 701.62a), if they are still there (400.7)."""

    noun: str = "each of those creatures"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.noun


Anaphor: TypeAlias = Those | Found | Manifested
