"""Energy sentences (CR 107.14, 122.1): "You get {E}{E}.", "You get six {E}." and the first half of
"You may pay {E}{E}. If you do, …" (the optional action of 608.2d; "If you do" fills ``then``)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.mtg.effects.energy import GetEnergy
from arbiter.mtg.energy import ENERGY_PATTERN as _ENERGY
from arbiter.mtg.energy import energy_amount
from arbiter.mtg.model import MayCostThen, Ref


def _get(m: re.Match[str], ctx: Ctx) -> Result:
    amount = energy_amount(m.group(1))
    return GetEnergy(amount, Ref("you")) if amount is not None else None


def _may_pay(m: re.Match[str], ctx: Ctx) -> Result:
    amount = energy_amount(m.group(1))
    return MayCostThen("pay energy", amount=amount) if amount is not None else None


def _may_pay_amount(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You may pay any amount of {E}." / "You may pay one or more {E}." (CR 107.14, 608.2d): the
    amount chosen as it resolves; "that much" after it is the amount paid (608.2c)."""
    from arbiter.mtg.paused.energy_amount import PAY_ANY_ENERGY, PAY_ONE_OR_MORE_ENERGY

    kind = PAY_ANY_ENERGY if m.group(1) == "any amount of" else PAY_ONE_OR_MORE_ENERGY
    ctx.amount = True  # ("that much": the energy paid this way)
    return MayCostThen(kind, words=f"pay {m.group(1)} {{E}}")


def _get_equal(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You get an amount of {E} equal to ~'s power." (CR 107.14, 122.1, 608.2h): that many energy
    counters, counted as the instruction is followed."""
    from arbiter.cards.oracle.amounts import equal_count
    from arbiter.mtg.ir.amounts import Counted

    count = equal_count(m.group(1), m.string, ctx.targets, it_source=ctx.it in ("", "self") and not ctx.targets)
    if count is None or count.that_much:
        return None
    return Counted(GetEnergy(1, Ref("you")), count, "equal to", m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"You get an amount of \{E\} equal to (.+)\.", _get_equal),
    rule(r"You may pay (any amount of|one or more) \{E\}\.", _may_pay_amount),
    rule(rf"You get {_ENERGY}\.", _get),
    rule(rf"You may pay {_ENERGY}\.", _may_pay),
)
