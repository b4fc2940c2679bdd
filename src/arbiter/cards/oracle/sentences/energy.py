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


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"You get {_ENERGY}\.", _get),
    rule(rf"You may pay {_ENERGY}\.", _may_pay),
)
