"""A link of the sentence reader: "Reveal cards from the top of your library until you reveal a
nonland card. <instructions about that card>. Put the revealed cards on the bottom of your library
in any order." (CR 701.20a, 608.2c, 401.4) — the reveal, the instructions between (read by the
ordinary grammar: "that card's mana value" is the nonland card's), and the last sentence that puts
the revealed cards away; and Treasure Hunt's one sentence "…, then put all cards revealed this way
into your hand."; Calibrated Blast's reflexive "When you reveal a nonland card this way, …" (603.12);
Kaboom!'s reveal for each of any number of target players or planeswalkers (115.1, 601.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.reflexive import REFLEXIVE
from arbiter.mtg.effects.reveal_for_each_target import RevealForEachTarget
from arbiter.mtg.effects.reveal_until_nonland import PutRevealedOnBottom, RevealUntilNonland, WhenRevealedNonland
from arbiter.mtg.ir.abilities import TriggeredAbility

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_REVEAL = "Reveal cards from the top of your library until you reveal a nonland card."
_INTO_HAND = (
    "Reveal cards from the top of your library until you reveal a nonland card, then put all cards revealed this way "
    "into your hand."
)
# the last sentence: (in a random order, the nonland card into the hand first)
_PUTS = {
    "Put the revealed cards on the bottom of your library in any order.": (False, False),
    "Put all cards revealed this way on the bottom of your library in any order.": (False, False),
    "Put the nonland card into your hand and the rest on the bottom of your library in any order.": (False, True),
    "Put the revealed cards on the bottom of your library in a random order.": (True, False),
}
_WHEN = "When you reveal a nonland card this way, "
_CHOOSE_EACH = "Choose any number of target players or planeswalkers."
_FOR_EACH = (
    "For each of them, reveal cards from the top of your library until you reveal a nonland card, ~ deals damage "
    "equal to that card's mana value to that player or planeswalker, then you put the revealed cards on the bottom "
    "of your library in any order."
)


def reveal_until_nonland(r: _Reading, i: int, s: str) -> int | Pass | None:
    """The reveal (only when one of the last sentences follows it), or that last sentence (only
    after the reveal)."""
    if s.startswith(_WHEN):
        return _when_revealed(r, i, s)
    if s == _CHOOSE_EACH:
        return _for_each_target(r, i, s)
    if s == _INTO_HAND:
        r.effects.append(RevealUntilNonland(s, into_hand=True))
        return 1
    if s in _PUTS:
        if not any(isinstance(e, RevealUntilNonland) and not e.into_hand for e in r.effects):
            return None
        random, to_hand = _PUTS[s]
        r.effects.append(PutRevealedOnBottom(s, random, to_hand))
        return 1
    if s != _REVEAL:
        return PASS
    if not any(x.strip() in _PUTS for x in r.sentences[i + 1 :]):
        return None  # (the revealed cards would stay on top: a last sentence not read)
    r.effects.append(RevealUntilNonland(s))
    return 1


def _when_revealed(r: _Reading, i: int, s: str) -> int | None:
    """ "When you reveal a nonland card this way, <body>" after the reveal and its last sentence (CR
    603.12): a reflexive ability with targets of its own; it takes the sentences left."""
    from arbiter.cards.oracle.effects import parse_effects

    if not r.effects or not isinstance(r.effects[-1], PutRevealedOnBottom):
        return None
    body = s.removeprefix(_WHEN)
    rest = " ".join(x.strip() for x in r.sentences[i + 1 :])
    text = body[0].upper() + body[1:] if body[0] != "~" else body
    parsed = parse_effects(f"{text} {rest}".strip(), r.ctx.it, r.ctx.that_player, r.ctx.attack, r.ctx.ability)
    if parsed is None or not parsed[0]:
        return None
    ability = TriggeredAbility(REFLEXIVE, tuple(parsed[0]), tuple(parsed[1]), None, _WHEN.removesuffix(", "))
    r.effects.append(WhenRevealedNonland(ability))
    return len(r.sentences) - i


def _for_each_target(r: _Reading, i: int, s: str) -> int | None:
    """Kaboom!: "Choose any number of target players or planeswalkers." (CR 115.1, 601.2c: a
    group of distinct targets, none at all allowed) followed by "For each of them, reveal … in any
    order." — one instruction over the whole group (701.20a, 120.3, 401.4)."""
    if i + 1 >= len(r.sentences) or r.sentences[i + 1].strip() != _FOR_EACH:
        return None
    ref = r.ctx.target("any number of target players or planeswalkers")
    if ref is None:
        return None
    r.effects.append(RevealForEachTarget(ref, f"{s} {_FOR_EACH}"))
    return 2
