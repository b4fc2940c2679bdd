"""A spell's additional cost in words (CR 601.2b, 601.2f–h): "As an additional cost to cast ~,
discard a card or pay {5}." — options joined by "or", each one or more parts joined by "and"
("discard a card and sacrifice a creature"); an "or" inside a noun ("sacrifice a creature or
enchantment") belongs to its part. Each part is read by the cost grammar (:mod:`.costs`); only
parts the casting procedure can pay are accepted."""

from __future__ import annotations

import re

from arbiter.cards.oracle.costs import cost_part
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
from arbiter.mtg.mana.pool import ManaCost

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
