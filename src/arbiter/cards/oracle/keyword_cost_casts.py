"""Casting and graveyard keywords whose cost has parts that aren't mana, written after an em dash
(CR 118, 601.2f–h): "Flashback—{1}{G}, Pay 3 life." (702.34a: an alternative cost paid to cast it
from the graveyard, the card exiled whenever it would leave the stack), "Kicker—Sacrifice a land."
(702.33a) and "Buyback—Discard two cards." (702.27a), optional additional costs, and
"Eternalize—{2}{W}{W}, Discard a card." (702.129a, an activated ability from the graveyard; embalm
alike, 702.128a). The parts are read by the cost grammar; those a spell's cost can ask for as it is
paid (life, and chosen sacrifices and discards, one part per object) are accepted — others stay
unsupported."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.costs import cost_parts
from arbiter.mtg.costs.parts import (
    CostPart,
    DiscardCards,
    ExileThisFromGraveyard,
    PayLife,
    PayMana,
    SacrificeOne,
    SacrificeSeveral,
)
from arbiter.mtg.effects.keywords import TokenCopyOfExiledCard
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility
from arbiter.mtg.ir.casting_keywords import Buyback
from arbiter.mtg.ir.graveyard_casts import FLASHBACK, GraveyardCast
from arbiter.mtg.ir.paid_keywords import PaidTimes
from arbiter.mtg.mana.pool import ManaCost

_DASHED = re.compile(r"(Flashback|Kicker|Buyback|Embalm|Eternalize)\u2014(.+)\.")


def _split(text: str) -> tuple[ManaCost, tuple[CostPart, ...]] | None:
    """The mana part (none: {0}) and the other parts, if a spell's cost can ask for each (601.2h):
    "Sacrifice three creatures" is three sacrifices, each of a different creature."""
    parts = cost_parts(text)
    if not parts:
        return None
    mana = [p for p in parts if isinstance(p, PayMana)]
    others = tuple(p for p in parts if not isinstance(p, PayMana))
    if len(mana) > 1 or (mana and (mana[0].cost.x or mana[0].cost.other)) or not others:
        return None
    each: list[CostPart] = []
    for p in others:
        if isinstance(p, DiscardCards) and p.chosen and p.count:
            each += [replace(p, count=1)] * p.count  # one part per card chosen (601.2h)
        elif isinstance(p, PayLife | SacrificeOne):
            each.append(p)
        elif isinstance(p, SacrificeSeveral) and (one := _one_of(p)) is not None:
            each += [one] * p.count  # one part per permanent chosen (601.2h)
        else:
            return None
    return (mana[0].cost if mana else ManaCost(0, text="")), tuple(each)


def _one_of(part: SacrificeSeveral) -> SacrificeOne | None:
    """One of the sacrifices of "Sacrifice three creatures": "Sacrifice a creature" (the noun
    phrase after the number, in the singular; None where that isn't a plain plural)."""
    m = re.fullmatch(r"(?:two|three|four|five) ([a-z]+)s", part.what.text)
    if m is None:
        return None
    noun = m.group(1)
    article = "an" if noun[0] in "aeiou" else "a"
    return SacrificeOne(replace(part.what, text=f"{article} {noun}"))


def keyword_cost_cast(line: str) -> list[Ability] | None:
    """The ability of one of these keyword lines, or None."""
    m = _DASHED.fullmatch(line)
    if m is None:
        return None
    if m.group(1) in ("Embalm", "Eternalize"):
        # CR 702.128a / 702.129a: "[Cost], Exile this card from your graveyard: Create a token that's a
        # copy of it, except … Activate only as a sorcery." (the activated ability's costs, 602.1a)
        costs = cost_parts(m.group(2))
        if costs is None:
            return None
        copy = (TokenCopyOfExiledCard(m.group(1).lower()),)
        exile = (*costs, ExileThisFromGraveyard())
        return [ActivatedAbility(exile, copy, sorcery_speed=True, from_graveyard=True, keyword_text=line)]
    split = _split(m.group(2))
    if split is None:
        return None
    mana, others = split
    if m.group(1) == "Flashback":
        return [GraveyardCast(FLASHBACK, others, line, mana)]  # CR 702.34a: an alternative cost (118.9)
    if m.group(1) == "Buyback":
        return [Buyback(mana, others, line)]  # CR 702.27a: an optional additional cost
    return [PaidTimes(mana, keyword="Kicker", parts=others, printed=line)]  # CR 702.33a
