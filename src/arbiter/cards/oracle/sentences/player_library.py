"""Sentences about the top card of a library and what follows about it (CR 401, 608.2c): a sentence
that finds the card — "Look at the top card of <player>'s library.", "The owner of <target>
shuffles it into their library, then reveals the top card of their library." — and the sentences
after it that name that card ("You may put that card on the bottom of that player's library.",
"You may reveal that card.", "If it's a <kind> card, they put it onto the battlefield.", "If <a
kind> card is revealed this way, <instruction>"), read together because only the first says which
card "it" is (:mod:`arbiter.mtg.effects.that_card`). Also "Exile all cards from <player>'s library,
then that player shuffles their hand into their library." (406.2, 701.24a)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.nouns import TYPE_WORDS
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.optional import MayDo
from arbiter.mtg.effects.player_library import ExileAllCardsFrom, ShuffleHandIntoLibrary
from arbiter.mtg.effects.that_card import (
    PERMANENT_TYPES,
    IfThatCardIs,
    LookAtTop,
    MayPutThatCardOnBottom,
    PutThatCardOntoBattlefield,
    RevealThatCard,
    RevealTop,
    ShuffleIntoLibrary,
)
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect, Then
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_LOOK = re.compile(r"Look at the top card of (your|target player's|target opponent's) library\.")
_SHUFFLE_REVEAL = re.compile(
    rf"The owner of ({_TGT}) shuffles it into their library, then reveals the top card of their library\."
)
_IF_IT_IS = re.compile(
    r"If (?:it's an? ((?:[a-z]+ or )?[a-z]+) card|an? ((?:[a-z]+ or )?[a-z]+) card is revealed this way), (.+)"
)
_PUT_IT = re.compile(r"(?:(They|You) )?[Pp]ut it onto the battlefield\.")


def _finding(s: str, ctx: Ctx) -> list[Effect] | None:
    """The sentence that finds the card, as its instructions (None: not such a sentence)."""
    m = _LOOK.fullmatch(s)
    if m is not None:
        whose = m.group(1)
        ref = Ref("you") if whose == "your" else ctx.target(whose.removesuffix("'s"))
        return [LookAtTop(ref)] if ref is not None else None
    m = _SHUFFLE_REVEAL.fullmatch(s)
    if m is not None:
        ref = ctx.target(m.group(1))
        if ref is None or ref.kind != "target":
            return None
        return [ShuffleIntoLibrary(ref), Then(RevealTop(ref, owner=True, said=False))]
    return None


def card_kinds(words: str) -> frozenset[CardType] | None:
    """ "instant or sorcery" → {instant, sorcery}; "permanent" → the permanent types (CR 110.4);
    None if a word isn't a card type."""
    if words == "permanent":
        return PERMANENT_TYPES
    kinds = [TYPE_WORDS.get(w) for w in words.split(" or ")]
    return frozenset(k for k in kinds if k is not None) if all(kinds) else None


def _put_it(s: str, ctx: Ctx) -> Effect | None:
    """ "They put it onto the battlefield." / "Put it onto the battlefield." (the player whose
    library the card is in puts it)."""
    m = _PUT_IT.fullmatch(s)
    if m is None or m.group(1) == "You":
        return None
    return PutThatCardOntoBattlefield(m.group(1) or "")


def _about_that_card(s: str, found: list[Effect], ctx: Ctx) -> Effect | None:
    """A sentence after the finding one that is about the card found (None: it isn't one)."""
    from arbiter.cards.oracle.sentences import sentence as instruction

    looked = found[0] if isinstance(found[0], LookAtTop) else None
    if looked is not None and s == "You may reveal that card.":
        return MayDo(RevealThatCard())
    if looked is not None and s.startswith("You may put that card on the bottom of "):
        whose = "your" if looked.whose.kind == "you" else "that player's"
        bottom = MayPutThatCardOnBottom(whose)
        return bottom if bottom.text(()) == s else None
    m = _IF_IT_IS.fullmatch(s)
    if m is None:
        return None
    revealed = m.group(2) is not None
    noun = m.group(2) or m.group(1)
    kinds = card_kinds(noun)
    body = m.group(3)
    if kinds is None or (revealed and looked is None):
        return None
    body = body if body[0] == "~" else body[0].upper() + body[1:]
    inner = _put_it(body, ctx)
    if inner is None and not re.search(r"\b(?:it|that card|they|their)\b", body, re.IGNORECASE):
        inner = instruction(body, ctx)
    if inner is None or inner.decides:
        return None
    return IfThatCardIs(noun, kinds, inner, revealed)


def look_at_top(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the sentence that finds a library's top card and every
    sentence after it that is about that card (at least one), read together (CR 608.2c)."""
    mark = len(r.ctx.targets)
    found = _finding(s, r.ctx)
    if found is None:
        del r.ctx.targets[mark:]
        return PASS
    after: list[Effect] = []
    while i + 1 + len(after) < len(r.sentences):
        about = _about_that_card(r.sentences[i + 1 + len(after)].strip(), found, r.ctx)
        if about is None:
            break
        after.append(about)
    if not after:
        del r.ctx.targets[mark:]
        return PASS
    r.effects += [*found, *after]
    return 1 + len(after)


def _exile_all(m: re.Match[str], ctx: Ctx) -> Result:
    ref = Ref("you") if m.group(1) == "your" else ctx.target(m.group(1).removesuffix("'s"))
    return ExileAllCardsFrom(ref, _ZONES[m.group(2)]) if ref is not None else None


def _shuffle_hand(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target("that player")
    return ShuffleHandIntoLibrary(ref) if ref is not None and ref.kind == "that" else None


_ZONES = {"library": Zone.LIBRARY, "graveyard": Zone.GRAVEYARD, "hand": Zone.HAND}

PRODUCTIONS: tuple[Production, ...] = (
    rule(r"Exile all cards from (target player's|target opponent's) (library)\.", _exile_all),
    rule(r"That player shuffles their hand into their library\.", _shuffle_hand),
)
