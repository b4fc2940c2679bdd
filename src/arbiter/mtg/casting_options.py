"""Alternative and optional additional costs (CR 601.2b, 601.2f), under their old module
name (now in :mod:`arbiter.mtg.ir.casting_keywords`)."""

from __future__ import annotations

from arbiter.mtg.ir.casting_keywords import AlternativeCost as AlternativeCost
from arbiter.mtg.ir.casting_keywords import Buyback as Buyback
from arbiter.mtg.ir.casting_keywords import Madness as Madness
