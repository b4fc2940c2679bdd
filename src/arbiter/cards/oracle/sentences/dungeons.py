"""Venturing into the dungeon (CR 701.49) and taking the initiative (726): "Venture into the
dungeon.", "Venture into Undercity.", "You take the initiative." — each carrying the dungeons it
may bring into the game (:mod:`arbiter.cards.dungeons`); refused while one of them can't be run."""

from __future__ import annotations

import re

from arbiter.cards.dungeons import UNDERCITY, dungeon, venture_dungeons
from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import Production, Result, exact
from arbiter.mtg.effects.dungeons import TakeInitiative, Venture


def _venture(undercity: bool) -> Result:
    found = venture_dungeons(undercity)
    return Venture(found, undercity) if found is not None else None


def _take_initiative(m: re.Match[str], ctx: Ctx) -> Result:
    undercity = dungeon(UNDERCITY)
    return TakeInitiative(undercity) if undercity is not None else None


PRODUCTIONS: tuple[Production, ...] = (
    exact("Venture into the dungeon.", lambda m, ctx: _venture(False)),  # CR 701.49a
    exact("Venture into Undercity.", lambda m, ctx: _venture(True)),  # CR 701.49d
    exact("You take the initiative.", _take_initiative),  # CR 726.3
)
