"""Sentences that return a permanent its controller chooses (CR 608.2d): "Return a blue or black
creature you control to its owner's hand.", "Return a Goblin you control to its owner's hand." —
the nouns with colors or subtypes (plain card types are the zones family's)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.nouns import COLORS, TYPE_WORDS
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.cards.oracle.subtype_targets import subtype_noun
from arbiter.mtg.effects.graveyard_returns import ReturnChosenCards
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


def _return_another(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Return another creature you control to its owner's hand." (Ambush Krotiq): not the
    ability's source (CR 109.1; chosen as it resolves, 608.2d)."""
    noun = m.group(1)
    what = TYPE_WORDS.get(noun)
    if what is None or not ctx.ability:
        return None
    return ReturnOwnMatching(f"another {noun}", Filter(noun, frozenset({what}), other=True))


def _return_matching(m: re.Match[str], ctx: Ctx) -> Result:
    noun = m.group(2)
    if noun in _KINDS:
        return PASS  # a plain card type: the zones family's
    what = chosen_permanent(noun)
    if what is None or m.group(1) != ("an" if noun[0] in "aeiouAEIOU" else "a"):
        return None
    return ReturnOwnMatching(noun, what)


_UP_TO = {"up to one": 1, "up to two": 2, "up to three": 3, "up to four": 4, "up to five": 5}


def _return_from_graveyard(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Return a creature card from your graveyard to your hand.", "Return up to two creature
    cards from your graveyard to your hand.": cards of a kind the card grammar reads, chosen as the
    instruction is followed (CR 608.2c–d; not targeted, 115.10)."""
    qty, noun = m.group(1), m.group(2)
    what = card_noun(noun)
    plural = noun.split(" with ")[0].endswith("cards")
    if what is None or plural != (qty in _UP_TO and qty != "up to one"):
        return None
    count, up_to = (_UP_TO[qty], True) if qty in _UP_TO else (1, False)
    where, theirs = m.group(5), bool(m.group(3))
    at_random = bool(m.group(4))  # (a random card: one, chosen by no player, CR 608.2c)
    if at_random and (up_to or theirs):
        return None
    e = ReturnChosenCards(
        replace(what, text=noun), count, up_to, where != "your hand", where.endswith("tapped"), theirs, at_random
    )
    return e if e.text(tuple(ctx.targets)) == m.string else None


def _put_this_way(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Return a creature card put into your graveyard this way to the battlefield under your
    control." (Starfall Invocation): one of the cards the instructions before put into its owner's
    graveyard, chosen as the instruction is followed (CR 608.2c–d; not targeted, 115.10)."""
    what = card_noun(m.group(1))
    if what is None:
        return None
    e = ReturnChosenCards(replace(what, text=m.group(1)), to_battlefield=True, this_way=True)
    return e if e.text(tuple(ctx.targets)) == m.string else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"Return an? ([a-z]+ card) put into your graveyard this way to the battlefield under your control\.",
        _put_this_way,
    ),
    rule(r"Return another (creature|artifact|enchantment|land) you control to its owner's hand\.", _return_another),
    rule(r"Return (an?) (.+) you control to its owner's hand\.", _return_matching),
    rule(
        r"Return (an?|up to (?:one|two|three|four|five)) (.+? cards?(?: with .+?)?)( of an opponent's choice)?"
        r"( at random)? from your graveyard to "
        r"(your hand|the battlefield|the battlefield tapped)\.",
        _return_from_graveyard,
    ),
)
