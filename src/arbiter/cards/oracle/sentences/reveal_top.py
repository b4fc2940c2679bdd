"""Sentences that reveal the top card of a library and take it (CR 701.20a): "Reveal the top card
of your library and put that card into your hand." [+ "You lose life equal to its mana value."],
"Defending player reveals the top card of their library. If it's a land card, that player puts
it into their hand." — read as one instruction (:class:`RevealTopToHand`)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx, player_word
from arbiter.cards.oracle.grammar import next_sentence
from arbiter.mtg.amounts import Counted
from arbiter.mtg.effects.reveal_top import RevealTopToHand
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref

_KINDS = {t.value.lower(): t for t in CardType}
_LOSE = "You lose life equal to its mana value."
_TAKE = (
    "Reveal the top card of your library and put that card into your hand.",
    "Reveal the top card of your library and put it into your hand.",
)


def _that_cards_value(s: str, ctx: Ctx) -> Effect | None:
    """The sentence after the card was taken, counting its mana value: "You gain life equal to its
    mana value." (Augury Adept), "Each opponent loses life equal to its mana value." — "its" there
    is the revealed card (608.2c), read as "that card's mana value" (``Count.that_card``)."""
    if not re.search(r"equal to (?:its|that card's) mana value\b", s):
        return None
    from arbiter.cards.oracle.sentences import sentence

    found = sentence(s.replace("its mana value", "that card's mana value"), ctx)
    return replace(found, text_=s) if isinstance(found, Counted) and found.count.that_card else None


def reveal_top(sentences: list[str], i: int, ctx: Ctx) -> tuple[Effect | tuple[Effect, ...], int] | None:
    """The instruction the sentences from ``i`` on say, and how many sentences it took."""
    s = sentences[i].strip()
    nxt = next_sentence(sentences, i)
    if s in _TAKE:
        if nxt == _LOSE and s == _TAKE[0]:
            return RevealTopToHand(Ref("you"), frozenset(), True, f"{s} {nxt}"), 2
        reveal = RevealTopToHand(Ref("you"), frozenset(), False, s)
        follow = _that_cards_value(nxt, ctx)
        return ((reveal, follow), 2) if follow is not None else (reveal, 1)
    m = re.fullmatch(r"(Defending player|Target player|That player) reveals the top card of their library\.", s)
    n = re.fullmatch(r"If it's an? ([a-z]+) card, that player puts it into their hand\.", nxt)
    if m and n and n.group(1) in _KINDS:
        who = player_word(m.group(1), ctx)
        if who is None:
            return None
        return RevealTopToHand(who, frozenset({_KINDS[n.group(1)]}), False, f"{s} {nxt}"), 2
    m = re.fullmatch(r"Reveal the top card of your library\.", s)
    n = re.fullmatch(r"If it's an? ([a-z]+) card, put (?:it|that card) into your hand\.", nxt)
    if m and n and n.group(1) in _KINDS and not (i + 2 < len(sentences) and sentences[i + 2].startswith("Otherwise")):
        return RevealTopToHand(Ref("you"), frozenset({_KINDS[n.group(1)]}), False, f"{s} {nxt}"), 2
    return None
