"""What lasts "until your next turn" for the player (CR 611.2a, 500.4): "Until your next turn,
your life total can't change and you gain protection from everything."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.effects.until_next_turn import QUALITIES, UntilYourNextTurn


def _until_your_next_turn(m: re.Match[str], ctx: Ctx) -> Result:
    parts = m.group(1).split(" and ")
    if any(p not in QUALITIES for p in parts) or len(set(parts)) != len(parts):
        return PASS  # (another kind of "until your next turn" sentence)
    return UntilYourNextTurn(tuple(parts))


PRODUCTIONS: tuple[Production, ...] = (rule(r"Until your next turn, (.+)\.", _until_your_next_turn),)
