"""Numbers that are counted as an effect happens (CR 608.2h): "You gain 1 life for each creature
you control", "~ deals damage equal to the number of Mountains you control to target creature",
"Target creature gets +X/+X until end of turn, where X is the number of cards in your hand".

:class:`Counted` wraps an ordinary instruction compiled with a unit amount (1 damage, 1 life, a
card, +1/+1, a token…) and multiplies it by the count when it is performed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.mtg.model import (
    CountOf,
    CreateToken,
    DamageEachOpponent,
    DealDamage,
    Draw,
    EachOpponentLoses,
    Effect,
    GainLife,
    LoseLife,
    Mill,
    ModifyPT,
    PutCountersOn,
    PutCountersOnEach,
    TargetSpec,
)

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


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


# the field each instruction's number is in
_FIELDS: dict[type, tuple[str, ...]] = {
    DealDamage: ("amount",),
    GainLife: ("amount",),
    LoseLife: ("amount",),
    Draw: ("amount",),
    Mill: ("count",),
    CreateToken: ("count",),
    PutCountersOn: ("count",),
    PutCountersOnEach: ("count",),
    EachOpponentLoses: ("amount",),
    DamageEachOpponent: ("amount",),
    ModifyPT: ("power", "toughness"),
}


def scalable(e: Effect) -> bool:
    """Can ``e``'s number be counted (it is a plain number now)?"""
    names = _FIELDS.get(type(e))
    return names is not None and all(isinstance(getattr(e, n), int) for n in names)


@dataclass(frozen=True, slots=True)
class Counted(Effect):
    """An instruction whose number is counted as it is performed. ``form``: "for each" (the
    printed unit times the count), "where X" or "equal to" (the count itself; the unit is 1 or a
    signed +1/-1 for power and toughness). ``text_`` is the sentence for the last two forms."""

    effect: Effect
    count: Count
    form: str
    text_: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.form == "for each":
            return self.effect.text(specs).removesuffix(".") + f" for each {self.count.text}."
        return self.text_

    def times(self, n: int) -> Effect:
        """The instruction with its number(s) multiplied by ``n``."""
        e = self.effect
        return replace(e, **{name: getattr(e, name) * n for name in _FIELDS[type(e)]})


def count_now(g: Game, o: GameObject, c: Count) -> int:
    """The count as the instruction is performed (CR 608.2h)."""
    from arbiter.mtg.characteristics import count_of, power, toughness
    from arbiter.mtg.enums import Zone

    if c.of is not None:
        return count_of(g, c.of, o.controller)
    if c.x:
        return o.x
    if c.life:
        return g.state.players[o.controller].life
    source = g.state.objects.get(o.source) if o.source is not None else o
    if source is None:
        return 0
    if source.zone is Zone.BATTLEFIELD:
        return max(0, power(g, source) if c.stat == "power" else toughness(g, source))
    # it left the battlefield: its power as it last existed there (CR 608.2h)
    if source.left_pt is None:
        return 0
    return max(0, source.left_pt[0] if c.stat == "power" else source.left_pt[1])
