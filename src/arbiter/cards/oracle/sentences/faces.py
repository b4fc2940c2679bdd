"""Sentences that turn a double-faced permanent over (CR 701.27, 712): "Transform ~."; and the
passage "Look at the top card of your library. You may reveal that card. If an instant or
sorcery card is revealed this way, transform ~." (several sentences read together)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.nouns import TYPE_WORDS
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, exact, rule
from arbiter.mtg.effects.optional import MayDo
from arbiter.mtg.effects.transform import (
    ExileReturnTransformed,
    ReturnDeadTransformed,
    RevealTopTransform,
    TransformThis,
)
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.effect import Effect


def _return_dead(m: re.Match[str], ctx: Ctx) -> Result:
    if ctx.it != "source":
        return PASS  # "it" is the card the source became in the graveyard only after "When ~ dies"
    return ReturnDeadTransformed(tapped=bool(m.group(1)))


PRODUCTIONS: tuple[Production, ...] = (
    exact("Transform ~.", lambda m, ctx: TransformThis()),
    rule(
        r"Exile ~, then return it to the battlefield( transformed)?(?: under (your|its owner's) control)?\.",
        lambda m, ctx: ExileReturnTransformed(
            owner=None if m.group(2) is None else m.group(2) != "your", transformed=bool(m.group(1))
        ),
    ),
    rule(r"Return it to the battlefield (tapped and )?transformed under its owner's control\.", _return_dead),
)

_REVEAL_TOP = re.compile(
    r"Look at the top card of your library\. You may reveal that card\. "
    r"If (?:an? )?((?:[a-z]+ or )?[a-z]+) card is revealed this way, transform ~\."
)


def card_kinds(words: str) -> frozenset[CardType] | None:
    """ "instant or sorcery" → {instant, sorcery}; None if a word isn't a card type."""
    kinds = [TYPE_WORDS.get(w) for w in words.split(" or ")]
    return frozenset(k for k in kinds if k is not None) if all(kinds) else None


def passage(sentences: list[str], i: int) -> tuple[Effect, int] | None:
    """A passage of several sentences from sentence ``i`` that is one instruction, and how many
    sentences it took; None if none starts there."""
    if i + 2 >= len(sentences):
        return None
    text = " ".join(s.strip() for s in sentences[i : i + 3])
    m = _REVEAL_TOP.fullmatch(text)
    kinds = card_kinds(m.group(1)) if m else None
    if m is None or kinds is None:
        return None
    # CR 701.20a, 608.2c–e: revealing is optional; the card transforms only if a card of that
    # kind was revealed
    return MayDo(RevealTopTransform(kinds, text), text_=text), 3
