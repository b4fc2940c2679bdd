"""Life instructions, under their old module name (now in :mod:`arbiter.mtg.effects.life`)."""

from __future__ import annotations

from arbiter.mtg.effects.life import GainLifeLostThisWay as GainLifeLostThisWay
