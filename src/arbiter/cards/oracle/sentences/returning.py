"""Sentences that return a permanent its controller chooses (CR 608.2d): "Return a blue or black
creature you control to its owner's hand.", "Return a Goblin you control to its owner's hand." —
the nouns with colors or subtypes (plain card types are the zones family's)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.nouns import COLORS, TYPE_WORDS
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.cards.oracle.subtype_targets import subtype_noun
from arbiter.mtg.effects.return_own import ReturnOwnMatching
from arbiter.mtg.ir.filters import Filter

_KINDS = ("creature", "permanent", "artifact", "enchantment", "land")


def chosen_permanent(noun: str) -> Filter | None:
    """ "blue or black creature", "white creature", "Goblin", "Elf creature": a permanent of one of
    the colors (CR 105.2) and the card type, or with one of the subtypes (205.3); else None."""
    m = re.fullmatch(r"((?:white|blue|black|red|green)(?: or (?:white|blue|black|red|green))?) (\w+)", noun)
    if m and m.group(2) in _KINDS:
        colors = frozenset(COLORS[c] for c in m.group(1).split(" or "))
        kinds = frozenset() if m.group(2) == "permanent" else frozenset({TYPE_WORDS[m.group(2)]})
        return Filter(noun, kinds, colors=colors)
    by_subtype = subtype_noun(noun)
    if by_subtype is not None:
        return Filter(noun, by_subtype[0], subtypes=by_subtype[1])
    return None


def _return_matching(m: re.Match[str], ctx: Ctx) -> Result:
    noun = m.group(2)
    if noun in _KINDS:
        return PASS  # a plain card type: the zones family's
    what = chosen_permanent(noun)
    if what is None or m.group(1) != ("an" if noun[0] in "aeiouAEIOU" else "a"):
        return None
    return ReturnOwnMatching(noun, what)


PRODUCTIONS: tuple[Production, ...] = (rule(r"Return (an?) (.+) you control to its owner's hand\.", _return_matching),)
