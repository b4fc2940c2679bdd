"""Sentences about cards with a name (CR 201.2, 201.4, 608.2d, 701.23a):

- "Choose a nonland card name." (any quality :func:`~arbiter.mtg.card_names.name_quality` reads);
- "Target player reveals their hand and discards all cards with that name." (Cabal Therapy);
- "Search target player's graveyard, hand, and library for any number of cards with that name and
  exile them. Then that player shuffles." — "all cards", "up to four cards"; "with the same name as
  that creature" (the last target's name); "That player shuffles, then draws a card for each card
  exiled from their hand this way." (Lost Legacy);
- "Choose target card in a graveyard other than a basic land card." (Surgical Extraction: every
  card with the supertype basic is a land, so this is a nonbasic card, 205.4c).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.context import players_word
from arbiter.cards.oracle.grammar import PASS, Pass, next_sentence
from arbiter.mtg.card_names import name_quality
from arbiter.mtg.effects.choose_target import ChooseTarget
from arbiter.mtg.effects.named_cards import (
    TARGET_NAME,
    CheckTopForName,
    ProhibitName,
    RevealHandForName,
    SearchAndExileNamed,
)
from arbiter.mtg.effects.resolution_choice import ChooseValue
from arbiter.mtg.enums import ChoiceKey
from arbiter.mtg.ir.effect import Effect, Then
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_CHOOSE_NAME = re.compile(r"Choose (an? [a-z, ]*card name|a card name other than a basic land card name)\.")
_CHOOSE_THEN = re.compile(
    r"Choose (an? [a-z, ]*card name), then (target player mills a card|target opponent mills a card|reveal the top "
    r"card of your library)\."
)
_IF_NAMED = re.compile(r"If (?:a card with the chosen name was milled this way|that card has the chosen name), (.+)\.")
_DISCARD_ALL = re.compile(
    r"(Target player|Target opponent) reveals their hand and discards all cards with (?:that name|the chosen name)\."
)
_REVEALS = re.compile(r"(Target player|Target opponent) reveals their hand\.")
_AFTER_REVEAL = {
    "That player discards a card with that name. If they can't, you draw a card.": ("discard a card", 0, True),
    "~ deals 3 damage to that player for each card with the chosen name revealed this way.": (
        "damage for each",
        3,
        False,
    ),
}
_SEARCH = re.compile(
    r"Search (target player|target opponent|its controller|its owner|that player)'s graveyard, hand, and library for "
    r"(any number of|all|up to (?:two|three|four)) cards with (that name|the chosen name|the same name as that "
    r"(?:card|spell|creature|land|artifact|enchantment|permanent)) and exile them\."
)
_THEN = {
    "Then that player shuffles.": False,
    "That player shuffles, then draws a card for each card exiled from their hand this way.": True,
}
_PROHIBITIONS = {  # (opponents only, lands too)
    "Until your next turn, spells with the chosen name can't be cast and lands with the chosen name can't be played.": (
        False,
        True,
    ),
    "Opponents can't cast spells with the chosen name until your next turn.": (True, False),
}
_UP_TO = {"up to two": 2, "up to three": 3, "up to four": 4}
_GRAVEYARD_CARD = "Choose target card in a graveyard other than a basic land card."


def named_cards(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: one of the sentences above (two for a search), or PASS."""
    m = _CHOOSE_THEN.fullmatch(s)
    if m is not None:
        return _check_top(r, i, m)
    m = _CHOOSE_NAME.fullmatch(s)
    if m is not None:
        if name_quality(m.group(1)) is None:
            return None
        r.effects.append(ChooseValue(ChoiceKey.CARD_NAME, m.group(1)))  # CR 608.2d, 201.4
        return 1
    if s == _GRAVEYARD_CARD:
        return _graveyard_card(r)
    m = _DISCARD_ALL.fullmatch(s)
    if m is not None:
        who = players_word(m.group(1), r.ctx)
        if who is None or not _name_chosen(r):
            return None
        r.effects.append(RevealHandForName(who, "discard all", s))
        return 1
    if s in _PROHIBITIONS and _name_chosen(r):
        opponents, lands = _PROHIBITIONS[s]
        r.effects.append(ProhibitName(opponents, lands, s))  # CR 611.2a, 601.3, 305.1
        return 1
    m = _REVEALS.fullmatch(s)
    if m is not None and i + 1 < len(r.sentences) and _name_chosen(r):
        return _reveal_then(r, i, s, m)
    m = _SEARCH.fullmatch(s)
    if m is None:
        return PASS
    return _search(r, i, s, m)


def _reveal_then(r: _Reading, i: int, s: str, m: re.Match[str]) -> int | Pass | None:
    """ "Target player reveals their hand." and what happens by the chosen name (Brain Pry's two
    sentences, Thought Hemorrhage's one; CR 701.20a)."""
    for taken in (2, 1):
        after = " ".join(x.strip() for x in r.sentences[i + 1 : i + 1 + taken])
        then = _AFTER_REVEAL.get(after) if len(r.sentences) > i + taken else None
        if then is not None:
            who = players_word(m.group(1), r.ctx)
            if who is None:
                return None
            kind, damage, else_draw = then
            r.effects.append(RevealHandForName(who, kind, f"{s} {after}", damage, else_draw))  # type: ignore[arg-type]
            return 1 + taken
    return PASS


def _instructions(r: _Reading, body: str) -> Effect | None:
    """ "you draw two cards" read as "Draw two cards." (the controller: "you"); words about the card
    milled or revealed ("its mana value") aren't read — they would name another object."""
    from arbiter.cards.oracle.effects import _clause  # (the sentence reader imports this module)

    if re.search(r"\b(it|its|that card)\b", body):
        return None
    return _clause(r, body.removeprefix("you ") + ".")


def _check_top(r: _Reading, i: int, m: re.Match[str]) -> int | None:
    """ "Choose a card name, then target player mills a card. If a card with the chosen name was
    milled this way, <instructions>. [Otherwise, <instructions>.]" or "…, then reveal the top card of
    your library. If that card has the chosen name, …" (CR 608.2c, 701.17a, 701.20a)."""
    quality, action = m.group(1), m.group(2)
    milled = action.endswith("mills a card")
    said = _IF_NAMED.fullmatch(next_sentence(r.sentences, i))
    if name_quality(quality) is None or said is None or said.group(0).startswith("If that card") == milled:
        return None
    then = _instructions(r, said.group(1))
    rest = r.sentences[i + 2].strip() if i + 2 < len(r.sentences) else ""
    otherwise = (
        _instructions(r, rest.removeprefix("Otherwise, ").removesuffix(".")) if rest.startswith("Otherwise, ") else None
    )
    if then is None or then.decides or (otherwise is not None and otherwise.decides):
        return None
    who = players_word(action.split(" mills")[0].capitalize(), r.ctx) if milled else None
    if milled and who is None:
        return None
    taken = 3 if otherwise is not None else 2
    text = " ".join(x.strip() for x in r.sentences[i : i + taken]).split(", then ", 1)[1]
    check = CheckTopForName(who, (then,), (otherwise,) if otherwise is not None else (), text[0].upper() + text[1:])
    r.effects += [ChooseValue(ChoiceKey.CARD_NAME, quality), Then(check)]  # CR 608.2d, 201.4
    return taken


def _name_chosen(r: _Reading) -> bool:
    """Whether an earlier instruction chose the card name "that name" means."""
    return any(isinstance(e, ChooseValue) and e.key is ChoiceKey.CARD_NAME for e in r.effects)


def _graveyard_card(r: _Reading) -> int | None:
    """ "Choose target card in a graveyard other than a basic land card." (CR 115.1)."""
    ref = r.ctx.target("target nonbasic card in a graveyard")
    if ref is None:
        return None
    noun = "card in a graveyard other than a basic land card"
    spec = r.ctx.targets[ref.index]
    if spec.what is None:
        return None
    r.ctx.targets[ref.index] = replace(spec, noun=noun, what=replace(spec.what, text=noun))
    r.effects.append(ChooseTarget(ref))
    return 1


def _search(r: _Reading, i: int, s: str, m: re.Match[str]) -> int | None:
    """The search sentence and the shuffle after it (CR 701.23a, 701.24a)."""
    then = _THEN.get(next_sentence(r.sentences, i))
    if m.group(1) == "that player":  # the player who revealed their hand (Thought Hemorrhage)
        shown = r.effects[-1] if r.effects else None
        whose = shown.who if isinstance(shown, RevealHandForName) else None
    else:
        whose = players_word(m.group(1)[0].upper() + m.group(1)[1:], r.ctx)
    if then is None or whose is None:
        return None
    named: Ref | None = None
    if m.group(3).startswith("the same name"):
        last = len(r.ctx.targets) - 1
        if last < 0 or r.ctx.targets[last].players:
            return None
        named = Ref(TARGET_NAME, last)
    elif not _name_chosen(r):
        return None
    amount = m.group(2)
    text = f"{s} {r.sentences[i + 1].strip()}"
    r.effects.append(SearchAndExileNamed(whose, named, text, _UP_TO.get(amount, 0), amount == "all", then))
    return 2
