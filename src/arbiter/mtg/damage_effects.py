"""Damage instructions with more than one recipient, under their old module name (now in
:mod:`arbiter.mtg.effects.damage`)."""

from __future__ import annotations

from arbiter.mtg.effects.damage import (
    DealDamageTwice as DealDamageTwice,
)
from arbiter.mtg.effects.damage import (
    DealsDamageEqualToPower as DealsDamageEqualToPower,
)
