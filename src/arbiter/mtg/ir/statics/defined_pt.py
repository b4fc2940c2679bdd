"""The numbers a characteristic-defining ability defines power and toughness by (CR 604.3,
613.4a), beyond "the number of <things>" (:class:`~arbiter.mtg.ir.filters.CountOf`): a sum of
terms — "the number of Forests you control plus the number of Treefolk you control" — each a
count of objects in one or more zones, the counters on the object, your life total, the greatest
or total mana value, the basic land types, colors, card types or colored mana symbols among
objects; then ``times`` over ("twice …") and ``plus`` more ("1 plus …", "… that number plus 1").

:mod:`arbiter.mtg.layers.defined_pt` computes them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.enums import Color, Zone
    from arbiter.mtg.ir.filters import Filter


class Measure(StrEnum):
    """What a term measures among the objects its filter describes."""

    OBJECTS = "objects"  # how many (CR 604.3)
    COUNTERS = "counters"  # counters of one kind on the object itself (122.1)
    LIFE = "life"  # its controller's life total (119.1)
    GREATEST_MANA_VALUE = "greatest mana value"  # 202.3
    TOTAL_MANA_VALUE = "total mana value"  # 202.3
    BASIC_LAND_TYPES = "basic land types"  # domain (205.3i)
    COLORS = "colors"  # 105.2
    CARD_TYPES = "card types"  # each card type once (205.2a)
    MANA_SYMBOLS = "mana symbols"  # of one color, hybrid ones included (107.4e, 202.1)
    PARTY = "party"  # the creatures in its controller's party (700.8a)
    # read only by instructions (an amount counted as it is performed, 608.2h), never by a
    # characteristic-defining ability: power and toughness are what the layers compute (613.4)
    GREATEST_POWER = "greatest power"  # 208.1
    GREATEST_TOUGHNESS = "greatest toughness"  # 208.1
    TOTAL_POWER = "total power"  # the sum of the objects' powers (208.1)
    OPPONENTS = "opponents"  # the opponents its controller has (102.2, 102.3; not those who left, 800.4a)
    COLORS_SPENT = "colors spent"  # the colors of mana spent to cast it (601.2h)
    MANA_SPENT = "mana spent"  # the amount of mana spent to cast it (601.2h)
    LIFE_GAINED = "life gained this turn"  # its controller's, this turn (119.3)
    CARDS_DRAWN = "cards drawn this turn"  # by its controller, this turn (121.1)
    CARDS_DISCARDED = "cards discarded this turn"  # by its controller, this turn (701.9a)
    PLAYER_COUNTERS = "player counters"  # counters of one kind its controller has ("experience", 122.1)
    SOURCE_POWER = "its power"  # "~'s power": the object's own power now (208.1, 613.4)
    SPEED = "speed"  # its controller's speed (702.179f: 0 with none)


@dataclass(frozen=True, slots=True)
class Term:
    """One addend. ``what`` describes the objects (read for the object's controller, or with
    ``chosen`` for the player chosen as it entered, 614.12), looked for in ``zones`` (the
    battlefield when empty); ``named``: only objects with the object's own name (201.2);
    ``counter``: the counter kind; ``color``: the mana symbols' color."""

    measure: Measure
    what: Filter | None = None
    zones: tuple[Zone, ...] = ()
    chosen: bool = False
    named: bool = False
    counter: str = ""  # "" with COUNTERS: counters of every kind (122.1)
    color: Color | None = None
    colors: frozenset[Color] = frozenset()  # devotion to two colors: a symbol of either counts once (700.5)


@dataclass(frozen=True, slots=True)
class DefinedNumber:
    """``plus`` + ``times`` × the sum of ``terms``, less the sum of ``less`` ("… minus the number
    of cards in that player's hand"), then halved when ``half`` says how to round ("up" / "down");
    ``text`` is the printed phrase."""

    text: str
    terms: tuple[Term, ...]
    times: int = 1
    plus: int = 0
    less: tuple[Term, ...] = ()
    half: str = ""
