"""Hideaway (CR 702.75a) and the sentences of the abilities linked to it (607.2a): "You may play
the exiled card without paying its mana cost [if <condition>]." and "Put the exiled card into its
owner's hand."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import Result, exact, rule
from arbiter.mtg.effects.hideaway import Hideaway, PlayHiddenCard, PutHiddenCardIntoHand
from arbiter.mtg.ir.abilities import Ability, TriggeredAbility


def _play(m: re.Match[str], ctx: Ctx) -> Result:
    if m.group(1) is None:
        return PlayHiddenCard()
    condition = parse_condition(m.group(1))  # CR 608.2c: checked as the ability resolves
    return PlayHiddenCard(condition, m.group(1)) if condition is not None else None


PRODUCTIONS = (
    rule(r"You may play the exiled card without paying its mana cost(?: if (.+))?\.", _play),
    exact("Put the exiled card into its owner's hand.", lambda m, ctx: PutHiddenCardIntoHand()),
)


def hideaway_keyword(line: str) -> list[Ability] | None:
    """ "Hideaway N" — CR 702.75a: "When this permanent enters, look at the top N cards of your
    library. Exile one of them face down and put the rest on the bottom of your library in a
    random order."; or None."""
    m = re.fullmatch(r"Hideaway (\d+)", line)
    if m is None:
        return None
    hideaway = (Hideaway(int(m.group(1))),)
    return [TriggeredAbility("enters", hideaway, trigger_text="When ~ enters", keyword_text=line)]
