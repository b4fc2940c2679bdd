"""A spell's additional cost in words (CR 601.2b, 601.2f–h): "As an additional cost to cast ~,
discard a card or pay {5}." — options joined by "or", each one or more parts joined by "and"
("discard a card and sacrifice a creature"); an "or" inside a noun ("sacrifice a creature or
enchantment") belongs to its part. Each part is read by the cost grammar (:mod:`.costs`); only
parts the casting procedure can pay are accepted."""

from __future__ import annotations

import re

from arbiter.cards.oracle.costs import cost_part
from arbiter.cards.oracle.nouns import PLURAL_SUBTYPES
from arbiter.mtg.costs.options import CostOptions
from arbiter.mtg.costs.parts import (
    CostPart,
    DiscardCards,
    ExileFromGraveyard,
    ExileFromHand,
    PayLife,
    PayMana,
    ReturnOne,
    SacrificeOne,
    SacrificeSeveral,
    TapUntapped,
)
from arbiter.mtg.costs.x_objects import XObjects
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.wording import article

_VERBS = ("sacrifice ", "discard ", "pay ", "exile ", "return ", "tap ")
# parts a spell's cost can be paid with: objects chosen as it is paid (601.2h), life (119.4),
# mana (601.2f) and cards discarded at random (701.9b)
_PAYABLE = (SacrificeOne, SacrificeSeveral, DiscardCards, ExileFromGraveyard, ExileFromHand, ReturnOne, TapUntapped,
            PayLife, PayMana)  # fmt: skip


def _pieces(words: str, joint: str) -> list[str]:
    """``words`` split at ``joint`` where a new verb begins ("sacrifice a creature or
    enchantment" stays one piece)."""
    out: list[str] = []
    for piece in words.split(joint):
        if out and not piece.startswith(_VERBS):
            out[-1] += joint + piece
        else:
            out.append(piece)
    return out


def _part(words: str) -> CostPart | None:
    m = re.fullmatch(r"pay ((?:\{[^}]+\})+)", words)
    if m is not None:
        cost = ManaCost.parse(m.group(1))
        return PayMana(cost) if cost is not None and not cost.x and not cost.other else None
    part = cost_part(words[0].upper() + words[1:])
    if not isinstance(part, _PAYABLE) or (isinstance(part, DiscardCards) and part.count is None):
        return None
    return part


def cost_options(words: str) -> CostOptions | None:
    """The cost the words after "As an additional cost to cast ~, " say, or None."""
    options: list[tuple[CostPart, ...]] = []
    for option in _pieces(words, " or "):
        parts = [_part(piece) for piece in _pieces(option, " and ")]
        if any(p is None for p in parts):
            return None
        options.append(tuple(p for p in parts if p is not None))
    if sum(isinstance(p, PayMana) for option in options for p in option) > 1:
        return None  # (two mana options: one would simply cost less)
    return CostOptions(tuple(options))


_X_OBJECTS = re.compile(
    r"(discard|sacrifice|exile|return) X ((?:[a-z]+ )?)([A-Za-z]+)"
    r"( at random| from your graveyard| you control to their owner's hand)?"
)


def x_objects_part(words: str) -> XObjects | None:
    """ "discard X cards", "sacrifice X creatures", "exile X creature cards from your graveyard",
    "return X Swamps you control to their owner's hand" (CR 107.3a, 601.2h): the part one object
    pays, read by the cost grammar in the singular ("Return a Swamp you control to its owner's
    hand"), paid X times; or None."""
    m = _X_OBJECTS.fullmatch(words)
    if m is None:
        return None
    verb, kind, plural, rest = m.group(1), m.group(2), m.group(3), m.group(4) or ""
    noun = PLURAL_SUBTYPES.get(plural, plural.removesuffix("s"))
    if noun == plural:
        return None
    one_words = f"{verb.capitalize()} {article(kind or noun)} {kind}{noun}{rest.replace('their', 'its')}"
    one = cost_part(one_words)
    single = (isinstance(one, DiscardCards | ExileFromGraveyard) and one.count == 1) or isinstance(one, ReturnOne)
    if single or type(one) is SacrificeOne:  # (not bargain's "an artifact, enchantment, or token")
        assert isinstance(one, DiscardCards | ExileFromGraveyard | ReturnOne | SacrificeOne)
        return XObjects(one, words[0].upper() + words[1:])
    return None
