"""Descriptions of objects used by static abilities and counts: "white creatures", "Walls",
"creatures with power 2 or less" (:class:`CreatureFilter`) and "the number of <things>"
(:class:`CountOf`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType, Color


@dataclass(frozen=True, slots=True)
class CreatureFilter:
    """A description of creatures in a static ability: "white creatures", "Walls", "creatures
    with power 2 or less", "artifact creatures". ``text`` is the Oracle phrase."""

    text: str
    colors: frozenset[Color] = frozenset()
    subtypes: frozenset[str] = frozenset()
    types: frozenset[CardType] = frozenset()
    max_power: int | None = None
    min_power: int | None = None
    keyword: str | None = None  # "creatures with flying"
    without: bool = False  # "creatures without flying"
    noncolors: frozenset[Color] = frozenset()  # "nonblack creatures"
    creature: bool = False  # it must also be a creature ("artifact creatures", "white creatures")


@dataclass(frozen=True, slots=True)
class CountOf:
    """ "the number of <things>": ``zone`` "battlefield" / "hand" / "graveyard", ``whose``
    "you" / "all", ``types`` (one of them), ``subtype``."""

    text: str
    zone: str
    whose: str = "you"
    types: frozenset[CardType] = frozenset()
    subtype: str = ""
    times: int = 1  # "twice the number of …"
    plus: int = 0  # "… and its toughness is equal to that number plus 1"
