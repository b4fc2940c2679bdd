"""Player-counter sentences (CR 122.1): "You get an experience counter." — a kind of counter with
no rules of its own, put on the players the subject means."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import PLAYERS, Ctx, players_word
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.effects.player_counters import GetPlayerCounters


def _get_counters(m: re.Match[str], ctx: Ctx) -> Result:
    who = players_word(m.group(1), ctx)
    if who is None:
        return None
    effect = GetPlayerCounters(m.group(3), 1 if m.group(2) == "an" else NUMBERS[m.group(2)], who)
    return effect if effect.text(tuple(ctx.targets)) == m.string else None  # (printed back as read)


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"({PLAYERS}) gets? (an|two|three) (experience) counters?\.", _get_counters),
)
