"""Numbers counted as an effect happens (CR 608.2h), as data: "You gain 1 life for each creature
you control", "~ deals damage equal to the number of Mountains you control to target creature".

:class:`Counted` wraps an ordinary instruction compiled with a unit amount (1 damage, 1 life, a
card, +1/+1, a token…) and multiplies it by the count when it is performed; which fields hold that
number is each effect class's ``scaled``. The count itself is taken by :func:`arbiter.mtg.amounts.count_now`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import CountOf, Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.statics.defined_pt import DefinedNumber


@dataclass(frozen=True, slots=True)
class Count:
    """What is counted: ``of`` ("the number of <things>"), or the source's ``stat`` ("its
    power" / "its toughness", as it last existed if it has left, 608.2h), or ``life`` ("your life
    total"). ``text`` is the Oracle phrase."""

    text: str
    of: CountOf | None = None
    stat: str = ""
    life: bool = False
    x: bool = False  # X, the value announced for the spell or ability (CR 107.3a)
    this_turn: str = ""  # a count of the turn's history: "creatures died" (turn_history.py)
    target: int | None = None  # ``stat`` of this target, not the source ("its power" after "Exile target creature.")
    sacrificed: str = ""  # "the sacrificed creature's power": "power" (as it last existed, 608.2h)
    attacking: Filter | None = None  # "other attacking Goblin": attacking creatures that fit, not the source (506.4)
    blocking_it: int = -1  # "creature blocking it [beyond the first]": the source's blockers less this many (509.1h)
    subject: bool = False  # ``stat`` of the trigger's subject: "its" after a trigger about it (603.2, 608.2h)
    # the amount grammar's number ("2 plus the number of …", "your devotion to black", "the greatest
    # power among creatures you control", "the number of charge counters on ~"), read for the source
    number: DefinedNumber | None = None
    # ``number`` read for the trigger's player ("3 minus the number of cards in their hand" after
    # "At the beginning of each opponent's upkeep", CR 603.2, 608.2h) instead of the controller
    for_that_player: bool = False
    printed: bool = False  # ``stat`` of a target card not on the battlefield: as printed (208.3, 202.3)
    that_much: bool = False  # "that many" / "that much": the amount of the trigger's event (603.2, 608.2h)
    # "for each creature exiled this way", "the number of cards exiled this way": the objects the
    # instruction before exiled that are of this kind ("card", "creature", "creature card",
    # "permanent"; 608.2c)
    exiled_this_way: str = ""
    # "that card's mana value": of the card an instruction before revealed or looked at (the one
    # "that card" names, 608.2c), wherever it has gone since — a card's mana value is the same in
    # every zone but the stack (202.3)
    that_card: bool = False


def scalable(e: Effect) -> bool:
    """Can ``e``'s number be counted (it is a plain number now)?"""
    names = e.scaled
    return bool(names) and all(isinstance(getattr(e, n), int) for n in names)


@dataclass(frozen=True, slots=True)
class Counted(Effect):
    """An instruction whose number is counted as it is performed. ``form``: "for each" (the
        printed unit times the count), "where X" or "equal to" (the count itself; the unit is 1 or a
        signed +1/-1 for power and toughness). ``text_`` is the sentence for the last two forms (and for
    "for each" printed otherwise: "It gets an additional +2/+2 … for each …")."""

    effect: Effect
    count: Count
    form: str
    text_: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.form == "for each" and not self.text_:
            return self.effect.text(specs).removesuffix(".") + f" for each {self.count.text}."
        return self.text_

    def times(self, n: int) -> Effect:
        """The instruction with its number(s) multiplied by ``n``."""
        e = self.effect
        return replace(e, **{name: getattr(e, name) * n for name in e.scaled})
