"""Conditions about one object the resolving spell or ability refers to (CR 608.2c): "If a red card
is discarded this way, …" (Chandra Ablaze), "… if the sacrificed creature was black." (Lyzolda,
the Blood Witch), "Destroy target creature if it has mana value 2 or less." (Fatal Push).

One condition, :class:`ObjectIs`: which object (``of``) and a description it must fit (a
:class:`~arbiter.mtg.ir.filters.Filter`: its colors, card types, mana value…). It is checked where
the resolution is known — by :func:`arbiter.mtg.effects.conditional.condition_now` — because the
object is the resolution's own: a card it discarded, the permanent sacrificed to pay its cost (as it
last existed, 608.2h), or one of its targets (as it is now)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.mtg.ir.amounts import Count
    from arbiter.mtg.ir.filters import Filter


class Which(StrEnum):
    """The object an :class:`ObjectIs` asks about."""

    DISCARDED = "discarded"  # a card discarded by this resolution ("discarded this way")
    SACRIFICED = "sacrificed"  # the permanent sacrificed to pay the cost, as it last existed (608.2h)
    TARGET = "target"  # the target at ``index`` ("it", "that creature"), as it is now
    # the target card at ``index`` this resolution exiled from a graveyard, as it last existed there
    EXILED_TARGET = "exiled target"
    # no card was put into a hand by this resolution ("If you didn't put a card into your hand this way")
    NONE_TAKEN = "none taken"


@dataclass(frozen=True, slots=True)
class ObjectIs(Condition):
    """``of`` fits ``what`` (for "discarded": some card discarded this way does). Only the
    qualities an object's last known information keeps are read for a card that has left: its
    colors and mana value."""

    of: Which
    what: Filter
    index: int = 0  # the target, for ``Which.TARGET``
    # ``Which.TARGET`` after an instruction that moved it: the new object it became (CR 400.7j:
    # "Return target creature card … to the battlefield. Then if that creature isn't legendary, …")
    moved: bool = False


@dataclass(frozen=True, slots=True)
class YouControlledTarget(Condition):
    """ "If you controlled that permanent, …" after an instruction that moved the target (CR 608.2h:
    its controller as it last existed on the battlefield). ``controller``: the reference to that
    controller ("its controller" of the target), found as the resolution began."""

    controller: Ref


@dataclass(frozen=True, slots=True)
class TargetValueAtMost(Condition):
    """ "… if its mana value is less than or equal to <count>." (Prismatic Ending, Rending Vines):
    the target at ``index``, as it is now, has a mana value (CR 202.3) no greater than ``count``,
    counted as the instruction is reached (608.2c, 608.2h). An illegal or vanished target fits
    nothing (608.2b, 400.7)."""

    index: int
    count: Count


@dataclass(frozen=True, slots=True)
class ClashWon(Condition):
    """ "If you win, …" after "Clash with an opponent." (CR 701.30d): the resolving spell's or
    ability's controller won its clash — read from the resolution's own record; "If you won, …"
    in a "Whenever you clash" trigger: the clash that triggered it."""
