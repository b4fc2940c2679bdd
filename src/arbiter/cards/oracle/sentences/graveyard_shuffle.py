"""Sentences that shuffle target cards from a graveyard into a library (CR 701.24a, 115.1):
"Shuffle up to three target cards from your graveyard into your library." and "Target player
shuffles up to four target cards from their graveyard into their library." — the cards of the
player chosen for the first target (601.2c)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx, player_word
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.mtg.effects.graveyard_shuffle import ShuffleFromGraveyard
from arbiter.mtg.ir.refs import Ref

_HOW_MANY = r"((?:up to (?:one|two|three|four|five) |any number of )?)"


def _yours(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Shuffle [up to N] target <card noun>(s) from your graveyard into your library."."""
    cards = ctx.target(f"{m.group(1)}target {m.group(2)} from your graveyard")
    if cards is None:
        return None
    return ShuffleFromGraveyard(cards, Ref("you"), m.string)


def _theirs(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target player shuffles [up to N] target cards from their graveyard into their library.":
    the cards are in the graveyard of the player chosen first (CR 601.2c)."""
    who = player_word(m.group(1), ctx)
    if who is None or who.kind != "target":
        return None
    first = len(ctx.targets)
    cards = ctx.target(f"{m.group(2)}target {m.group(3)} from a graveyard")
    if cards is None:
        return None
    for i in range(first, len(ctx.targets)):
        spec = ctx.targets[i]
        if spec.what is None:
            return None
        noun = spec.noun.replace("from a graveyard", "from their graveyard")
        group_text = spec.group_text.replace("from a graveyard", "from their graveyard")
        what = replace(spec.what, text=noun)
        ctx.targets[i] = replace(spec, noun=noun, what=what, group_text=group_text, owner_target=who.index)
    return ShuffleFromGraveyard(cards, who, m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(_HOW_MANY.join(("Shuffle ", r"target ((?:.+? )?cards?) from your graveyard into your library\.")), _yours),
    rule(
        r"(Target player|Target opponent) shuffles "
        + _HOW_MANY
        + r"target (cards?) from their graveyard into their library\.",
        _theirs,
    ),
)
