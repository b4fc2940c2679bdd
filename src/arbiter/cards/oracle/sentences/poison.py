"""Poison sentences (CR 122.1f): "<players> get(s) N poison counter(s)." — "That player" is the
trigger's player (603.2), "Defending player" the attacked player (506.2), "Its controller" the
last target's (608.2h)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import PLAYERS, Ctx, players_word
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.effects.poison import GetPoison


def _get_poison(m: re.Match[str], ctx: Ctx) -> Result:
    who = players_word(m.group(1), ctx)
    if who is None:
        return None
    effect = GetPoison(1 if m.group(2) == "a" else NUMBERS[m.group(2)], who)
    return effect if effect.text(tuple(ctx.targets)) == m.string else None  # (printed back as read)


PRODUCTIONS: tuple[Production, ...] = (
    rule(rf"({PLAYERS}) gets? (a|two|three|four|five) poison counters?\.", _get_poison),
)
