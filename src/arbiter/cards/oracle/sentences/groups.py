"""Sentences about a group of permanents described by more than a card type, found as they resolve
(CR 611.2c, 608.2c): "Destroy all creatures with mana value 3 or less.", "Destroy all creatures
you don't control.", "Permanents you control gain indestructible until end of turn."."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.nouns import PLURAL_TYPES, grouped, permanents_noun
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.model import Destroy, ModifyPT

_WHOSE = ((" you control", "you"), (" your opponents control", "opponents"), (" you don't control", "opponents"))


def group_noun(text: str) -> Filter | None:
    """ "creatures with mana value 3 or less", "nonland permanents you control", "artifacts",
    "Goblins your opponents control" — a description of permanents as a group (the controller
    and mana value bounds included); None for words it doesn't know."""
    whose = ""
    for suffix, who in _WHOSE:
        if text.endswith(suffix):
            text, whose = text.removesuffix(suffix), who
            break
    low = high = None
    m = re.fullmatch(r"(.+) with mana value (\d+) or (less|greater)", text)
    if m:
        text = m.group(1)
        low, high = (None, int(m.group(2))) if m.group(3) == "less" else (int(m.group(2)), None)
    f = permanents_noun(text)
    if f is None and text == "permanents":
        f = Filter(text)  # CR 110.1: everything on the battlefield is a permanent
    if f is None:
        m = re.fullmatch(r"non(land|creature|artifact|enchantment|planeswalker) permanents", text)
        if m is None:
            return None
        f = Filter(text, nontypes=frozenset({PLURAL_TYPES[m.group(1) + "s"]}))
    if low is not None or high is not None:
        f = replace(f, min_value=low, max_value=high)  # CR 202.3: mana value
    return grouped(f, whose)


def _destroy_group(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.8a, 611.2c: "Destroy all <group>." — the permanents that fit as it resolves."""
    f = group_noun(m.group(1))
    if f is None:
        return PASS
    return Destroy(Each((f,), noun=m.group(1)))


def _group_gains(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 611.2c, 613.1f: "<Group> you control gain <keywords> until end of turn." for groups
    that aren't only creatures (the creature groups are the mass family's)."""
    noun = m.group("noun")
    f = group_noun(noun[0].lower() + noun[1:] + " you control")
    kws = keyword_list(m.group("kw"))
    if f is None or kws is None:
        return PASS
    if m.group("other"):
        if not ctx.ability:
            return None  # "Other …" in a spell would mean other than what it names
        f = replace(f, other=True)
    return ModifyPT(0, 0, Each((f,)), kws, m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"Destroy all ([a-zA-Z' ]+?(?: with mana value \d+ or (?:less|greater))?"
        r"(?: you control| your opponents control| you don't control)?)\.",
        _destroy_group,
    ),
    rule(
        r"(?P<other>Other )?(?P<noun>Permanents|[Nn]onland permanents|Artifacts|Enchantments|Lands|Planeswalkers) "
        r"you control gain (?P<kw>[a-z ,]+?) until end of turn\.",
        _group_gains,
    ),
)
