"""Sentences that read a value chosen as their permanent entered (CR 614.12): "Add one mana of the
chosen color.", "Add {W} or one mana of the chosen color." (106.1, 605.1a); and "Choose target
<noun>." (115.1, 601.2c), which only names a target for the sentences after it."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import Production, Result, exact, rule
from arbiter.mtg.effects.choose_target import ChooseTarget
from arbiter.mtg.effects.chosen_mana import AddManaOfChosenColor, AddManaOrChosenColor
from arbiter.mtg.effects.continuous import GainKeywordUntilEOT, ModifyPT
from arbiter.mtg.effects.resolution_choice import PLACEHOLDER, ChooseValue, GainProtectionFromChosen
from arbiter.mtg.enums import ChoiceKey


def _choose_target(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Choose target creature." / "Choose target opponent." (CR 115.1): one target, named."""
    ref = ctx.target(m.group(1))
    if ref is None or not (ref.kind == "target" or (ref.kind == "targets" and m.group(1).startswith("up to one "))):
        return None
    chosen = ChooseTarget(ref)
    if ref.kind == "target" and ctx.targets[ref.index].noun in ("creature", "permanent"):
        ctx.said[f"the {ctx.targets[ref.index].noun}"] = ref.index  # "The creature gets -1/-1 …" (608.2c)
    return chosen if chosen.text(tuple(ctx.targets)) == m.string else None


def _choose_two_targets(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Choose target creature you control and target creature you don't control." (CR 115.1,
    601.2c): two targets, each named again by its own words in the instructions after it — "the
    creature you control", "the chosen creature you control" (608.2c) — and "those creatures"."""
    first, second = ctx.target(m.group(1)), ctx.target(m.group(2))
    if first is None or second is None or first.kind != "target" or second.kind != "target":
        return None
    nouns = (ctx.targets[first.index].noun, ctx.targets[second.index].noun)
    if nouns[0] == nouns[1]:
        return None  # ("the creature" would name neither)
    for ref, noun in ((first, nouns[0]), (second, nouns[1])):
        ctx.said[f"the {noun}"] = ctx.said[f"the chosen {noun}"] = ref.index
    chosen = ChooseTarget(first, second)
    return chosen if chosen.text(tuple(ctx.targets)) == m.string else None


def _protection_from_chosen(m: re.Match[str], ctx: Ctx) -> Result:
    """ "<who> gain(s) protection from the chosen color until end of turn." (CR 702.16a, 608.2d; the
    color chosen as the spell or ability resolves, or as its source entered: 614.12)."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (the sentence table holds this one)

    words = m.string.replace("protection from the chosen color", PLACEHOLDER)
    grant = plain_sentence(words[0].upper() + words[1:], ctx)
    if isinstance(grant, GainKeywordUntilEOT) and grant.keyword == PLACEHOLDER:
        return GainProtectionFromChosen(grant, m.string[0].upper() + m.string[1:])  # one target (Floating Shield)
    if not isinstance(grant, ModifyPT) or grant.keywords.count(PLACEHOLDER) != 1:
        return None
    return GainProtectionFromChosen(grant, m.string[0].upper() + m.string[1:])


PRODUCTIONS: tuple[Production, ...] = (
    exact("Add one mana of the chosen color.", lambda m, ctx: AddManaOfChosenColor()),
    rule(r"Add \{([WUBRG])\} or one mana of the chosen color\.", lambda m, ctx: AddManaOrChosenColor(m.group(1))),
    rule(r"Choose (target [^.]+?) and (target [^.]+)\.", _choose_two_targets),
    rule(r"Choose ((?:up to one )?target [^.]+|any target)\.", _choose_target),
    exact("Choose a color.", lambda m, ctx: ChooseValue(ChoiceKey.COLOR)),  # CR 608.2d
    exact("Choose a creature type.", lambda m, ctx: ChooseValue(ChoiceKey.CREATURE_TYPE)),
    rule(r".+ gains? protection from the chosen color until end of turn\.", _protection_from_chosen),
)
