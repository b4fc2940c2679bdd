"""Reading a hand shown to the instruction's controller and the card chosen from it (CR 402.3,
701.20a, 608.2d): "Look at target player's hand.", "Target opponent reveals their hand. You choose
a nonland permanent card from it. That player discards that card.", "… You choose a nonland card
from it and exile that card.", "Look at target player's hand and choose a card from it. That
player discards that card." The card chosen is any card the card grammar reads
(:mod:`.card_nouns`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.context import player_word
from arbiter.cards.oracle.grammar import PASS, Pass, next_sentence
from arbiter.cards.oracle.sentences.library import hand_card_kinds
from arbiter.mtg.effects.revealed_hand import ChooseFromHand, LookAtHand

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading
    from arbiter.mtg.ir.refs import Ref

_PLAYER = r"(Target opponent|Target player|That player|Each opponent)"
_REVEALS = re.compile(_PLAYER + r" reveals their hand\.")
# "Target opponent reveals their hand and you choose a nonland card from it." (Tidehollow Sculler)
_REVEALS_AND = re.compile(_PLAYER + r" reveals their hand and you choose (an? .+?) from it\.")
_EXILE_THAT = {"Exile that card.": "exile", "Exile that card until ~ leaves the battlefield.": "exile until"}
_CHOOSE = re.compile(
    r"You choose (an? .+?) from it( with mana value \d+ or (?:less|greater))?( and exile that card)?\."
)
_LOOK = re.compile(r"[Ll]ook at (target player|target opponent|that player)'s hand( and choose (an? .+?) from it)?\.")
_DISCARDS = ("That player discards that card.", "The player discards that card.")


def revealed_hand(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: a hand shown and the card chosen from it (one to three
    sentences)."""
    m = _LOOK.fullmatch(s)
    if m is not None:
        return _look(r, i, m)
    joined = _REVEALS_AND.fullmatch(s)
    if joined is not None:
        return _reveal_and_choose(r, i, joined)
    m = _REVEALS.fullmatch(s)
    if m is None or i + 1 >= len(r.sentences):
        return PASS
    chooser = _CHOOSE.fullmatch(r.sentences[i + 1].strip())
    if chooser is None:
        return PASS
    exile = bool(chooser.group(3))
    after = r.sentences[i + 2].strip() if i + 2 < len(r.sentences) else ""
    if after == "Exile that card until ~ leaves the battlefield." and not exile:
        who, what = player_word(m.group(1), r.ctx), card_noun(chooser.group(1).partition(" ")[2])
        if who is None or what is None or chooser.group(2):
            return None
        r.effects.append(ChooseFromHand(who, what, "exile until", " ".join(x.strip() for x in r.sentences[i : i + 3])))
        return 3
    if not exile and after not in ("That player discards that card.", "Exile that card."):
        return PASS
    if _plain_discard(chooser, after):
        return PASS  # (read as a discard: :func:`arbiter.cards.oracle.effects._reveal_choose_discard`)
    who = player_word(m.group(1), r.ctx)
    what = card_noun(chooser.group(1).partition(" ")[2] + (chooser.group(2) or ""))
    if who is None or what is None:
        return None
    taken = 2 if exile else 3
    text = " ".join(x.strip() for x in r.sentences[i : i + taken])
    exiled = exile or after == "Exile that card."
    r.effects.append(ChooseFromHand(who, what, "exile" if exiled else "discard", text))
    return taken


_MAY_CHOOSE = re.compile(r"You may choose (an? .+?) from it\.")
_IF_YOU_DO = {
    "If you do, that player reveals the chosen card, puts it on the bottom of their library, then draws a card.": (
        "bottom, draw"
    ),
    "If you do, that player discards that card, then draws a card.": "discard, draw",
}


def _may_choose(r: _Reading, i: int, look: str, who: Ref) -> int:
    """ "Look at target player's hand. You may choose a nonland card from it. If you do, that player
    reveals the chosen card, puts it on the bottom of their library, then draws a card." (Vendilion
    Clique; CR 402.3, 608.2d, 701.20a) — 3 sentences read, or 0."""
    if i + 2 >= len(r.sentences):
        return 0
    chooser = _MAY_CHOOSE.fullmatch(r.sentences[i + 1].strip())
    then = _IF_YOU_DO.get(r.sentences[i + 2].strip())
    what = card_noun(chooser.group(1).partition(" ")[2]) if chooser is not None else None
    if what is None or then is None:
        return 0
    text = " ".join(x.strip() for x in r.sentences[i : i + 3])
    r.effects.append(ChooseFromHand(who, what, then, text, looked=True, may=True))  # type: ignore[arg-type]
    return 3


def _plain_discard(chooser: re.Match[str], after: str) -> bool:
    """Whether the older reading of "… That player discards that card." takes these words."""
    noun = chooser.group(1).partition(" ")[2]
    if after != "That player discards that card." or (chooser.group(2) or "").endswith("greater"):
        return False
    return (noun.endswith(" card") and hand_card_kinds(noun.removesuffix(" card")) is not None) or noun == "card"


def _look(r: _Reading, i: int, m: re.Match[str]) -> int | None:
    """ "Look at <player>'s hand." alone, or "… and choose a card from it. That player discards that card."."""
    who = player_word(m.group(1)[0].upper() + m.group(1)[1:], r.ctx)
    if who is None:
        return None
    if not m.group(2):
        may = _may_choose(r, i, m.group(0), who)
        if may:
            return may
        r.effects.append(LookAtHand(who))
        return 1
    after = next_sentence(r.sentences, i)
    what = card_noun(m.group(3).partition(" ")[2])
    if after not in _DISCARDS or what is None:
        return None
    text = m.group(0) + " " + after
    r.effects.append(ChooseFromHand(who, what, "discard", text, looked=True))
    return 2


def _reveal_and_choose(r: _Reading, i: int, m: re.Match[str]) -> int | None:
    """ "Target opponent reveals their hand and you choose a nonland card from it. Exile that card
    [until ~ leaves the battlefield]." (Tidehollow Sculler, Brain Maggot; CR 701.20a, 608.2d, 610.3)."""
    then = _EXILE_THAT.get(next_sentence(r.sentences, i))
    who = player_word(m.group(1), r.ctx)
    what = card_noun(m.group(2).partition(" ")[2])
    if then is None or who is None or what is None:
        return None
    text = f"{m.group(0)} {next_sentence(r.sentences, i)}"
    r.effects.append(ChooseFromHand(who, what, then, text))  # type: ignore[arg-type]
    return 2
