"""More conditions of Oracle text (the words after "as long as" / "if" / "unless"), read into
:mod:`arbiter.mtg.ir.state_conditions` data or the existing conditions — the part of the condition
grammar :func:`arbiter.cards.oracle.conditions.parse_condition` asks last:

- players' states: "an opponent has 10 or less life" (CR 119), "an opponent has no cards in
  hand", "a player has no cards in hand", "an opponent is poisoned" (122.1f), "you have more cards
  in hand than each opponent", "no opponent controls a white or blue creature";
- the source's own state: "it's modified" (700.9), "~ entered this turn", "~ is a creature", "it's
  attacking alone" (506.5), "it isn't attacking or blocking", "~ is enchanted or equipped";
- cards in a zone: "there is a Lesson card in your graveyard", "an artifact card is in your
  graveyard", "there are no land cards in your hand", "you have eight or more instant and/or
  sorcery cards in your graveyard", "there are five or more mana values among cards in your
  graveyard" (202.3);
- the turn's history: "an artifact entered the battlefield under your control this turn", "two or
  more nonland permanents entered …", "you had another creature enter …" (603.6a: as the event
  recorded it), "you've cast an instant or sorcery spell this turn" (601.2i), "you've sacrificed
  an artifact this turn" (701.21a)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import IN_CONDITIONS, noun_phrase, reads_only
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.conditions import AnyOf, CardsIn, Condition, SourceIs, ThisTurn
from arbiter.mtg.ir.filters import CountOf, Filter
from arbiter.mtg.ir.state_conditions import (
    AttachedIs,
    HappenedThisTurn,
    MoreThanEachOpponent,
    NoneOf,
    PlayerCount,
    Seen,
    SelfState,
    TurnPart,
    ValuesAmong,
)
from arbiter.mtg.state_condition_check import CAST_IN_MAIN_PHASE

_N = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10,
}  # fmt: skip


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word]


def state_condition(text: str) -> Condition | None:
    """The condition ``text`` states, if one of this module's forms, else None."""
    return _player(text) or _self(text) or _cards(text) or _history(text) or attached_is(text) or _turn_part(text)


# CR 500.1, 505.1, 500.8: where the turn is
_TURN_PARTS = {
    "it's your main phase": "your main phase",
    "it's a main phase": "a main phase",
    "it's your combat phase": "your combat phase",
    "it's the first combat phase of the turn": "first combat",
    "it's the first combat phase of your turn": "first combat yours",
}


def _turn_part(text: str) -> Condition | None:
    if text == "it isn't your main phase":
        return NoneOf(text, TurnPart("it's your main phase", "your main phase"))
    part = _TURN_PARTS.get(text)
    return TurnPart(text, part) if part is not None else None


_HOST = re.compile(r"(enchanted|equipped) (creature|permanent|land|artifact) (is|isn't) (.+)")


def attached_is(text: str) -> AttachedIs | None:
    """ "enchanted creature is a Human", "equipped creature is legendary", "enchanted permanent is
    red or green", "enchanted artifact isn't a creature" (CR 301.5, 303.4: the permanent the source
    is attached to)."""
    m = _HOST.fullmatch(text)
    if m is None:
        return None
    words = m.group(4)
    article = re.match(r"an? ", words)
    # "a Human or an Angel", "a basic Mountain", "a creature"; or adjectives: "legendary", "red or green"
    noun = re.sub(r" or an? ", " or ", words[article.end() :]) if article else f"{words} permanent"
    f = noun_phrase(noun)
    if f is None or not reads_only(f, IN_CONDITIONS) or f.other:
        return None
    return AttachedIs(text, replace(f, text=words), m.group(3) == "isn't")


def _player(text: str) -> Condition | None:
    m = re.fullmatch(r"an opponent has (\d+) or less life", text)
    if m:
        return PlayerCount(text, "opponent", "life", 0, int(m.group(1)))
    m = re.fullmatch(r"(an opponent|a player|each player) has no cards in hand", text)
    if m:
        who = {"an opponent": "opponent", "a player": "player", "each player": "each player"}[m.group(1)]
        return PlayerCount(text, who, "hand", 0, 0)
    m = re.fullmatch(r"a library has (\w+) or fewer cards in it", text)  # (CR 401: some player's library)
    if m and m.group(1) in NUMBERS:
        return PlayerCount(text, "player", "library", 0, NUMBERS[m.group(1)])
    library = _library_count(text)
    if library is not None:
        return library
    m = re.fullmatch(r"you attacked with (\w+) or more creatures this turn", text)  # CR 508.1a
    if m and m.group(1) in NUMBERS:
        return HappenedThisTurn(text, "attacked with", at_least=NUMBERS[m.group(1)])
    if text == "you didn't attack with a creature this turn":  # CR 508.1a: no attackers declared by you
        return NoneOf(text, HappenedThisTurn("you attacked with a creature this turn", "attacked with", at_least=1))
    m = re.fullmatch(r"an opponent was dealt (\d+) or more damage this turn", text)  # CR 120.3
    if m:
        return HappenedThisTurn(text, "opponent dealt damage", at_least=int(m.group(1)))
    if text == "an opponent is poisoned":
        return PlayerCount(text, "opponent", "poison", 1)  # CR 122.1f: one or more poison counters
    if text == "you have more cards in hand than each opponent":
        return MoreThanEachOpponent(text)
    m = re.fullmatch(r"no opponent controls (.+)", text)
    if m:
        from arbiter.cards.oracle.conditions import parse_condition  # (the grammar recurses)

        inner = parse_condition(f"an opponent controls {m.group(1)}")
        return NoneOf(text, inner) if inner is not None else None
    return None


def _library_count(text: str) -> Condition | None:
    """CR 401.1: the number of cards in a library — "your library has no cards in it" (Doctor Doom,
    Jace, Wielder of Mysteries), "each player has an empty library" (Platinum Persecutor), "you have
    200 or more cards in your library" (Battle of Wits)."""
    if text in ("your library has no cards in it", "you have no cards in your library"):
        return PlayerCount(text, "you", "library", 0, 0)
    if text == "each player has an empty library":
        return PlayerCount(text, "each player", "library", 0, 0)
    m = re.fullmatch(r"you have (\d+) or more cards in your library", text)
    if m:
        return PlayerCount(text, "you", "library", int(m.group(1)))
    return None


_SELF_STATES = {"modified": "modified", "a creature": "creature", "attacking alone": "attacking alone"}


def _self(text: str) -> Condition | None:
    m = re.fullmatch(r"(?:~|it)(?: is|'s) (modified|a creature|attacking alone)", text)
    if m:
        return SelfState(text, _SELF_STATES[m.group(1)])
    if re.fullmatch(r"(?:~|it)(?: is|'s) attacking the player with the most life or tied for most life", text):
        return SelfState(text, "attacking most life")  # (as dethrone reads it, 702.105a)
    if re.fullmatch(r"(?:~|it) entered this turn", text):
        return SelfState(text, "entered this turn")
    if text in ("you cast it during your main phase", "you cast ~ during your main phase"):
        return SelfState(text, CAST_IN_MAIN_PHASE)  # (the spell's mark, kept by the permanent it becomes)
    if text in ("you cast it from your hand", "you cast ~ from your hand"):
        return SelfState(text, "cast from hand")  # (as the permanent enters: the spell it was, 614.1c)
    m = re.fullmatch(r"(?:~|it) (?:isn't|is not) (attacking or blocking|attacking|blocking|tapped|untapped)", text)
    if m:
        return SourceIs(text, "not " + m.group(1))
    m = re.fullmatch(
        r"(~|it)(?: is|'s) (enchanted|equipped|tapped|attacking) or (enchanted|equipped|untapped|blocking)", text
    )
    if m and m.group(2) != m.group(3):
        subject = m.group(1)
        return AnyOf(text, (SourceIs(f"{subject} is {m.group(2)}", m.group(2)), SourceIs(m.group(3), m.group(3))))
    return None


def _cards_count(phrase: str) -> CountOf | None:
    """ "instant and/or sorcery cards in your graveyard" (the counts' grammar), else "<noun> cards
    in your graveyard|hand" with a noun of card types and subtypes ("Lesson", "Desert", 205.3)."""
    from arbiter.cards.oracle.conditions import _cards_count as counted  # (the grammar recurses)

    found = counted(phrase)
    if found is not None:
        return found
    m = re.fullmatch(r"(.+) cards in your (graveyard|hand)", phrase)
    f = noun_phrase(m.group(1)) if m else None
    if m is None or f is None or not reads_only(f, frozenset({"types", "subtypes", "either"})):
        return None
    zone = Zone.GRAVEYARD if m.group(2) == "graveyard" else Zone.HAND
    return CountOf(phrase, replace(f, text=phrase, zone=zone, controller="you"))


def _cards(text: str) -> Condition | None:

    m = re.fullmatch(
        r"(?:there is an? (.+?) card in|there's an? (.+?) card in|an? (.+?) card is in) your (graveyard|hand)", text
    )
    if m:
        noun = m.group(1) or m.group(2) or m.group(3)
        count = _cards_count(f"{noun} cards in your {m.group(4)}")
        return CardsIn(text, count, 1) if count is not None else None
    m = re.fullmatch(r"there are no ((?:.+ )?cards in your (?:graveyard|hand))", text)
    if m:
        count = _cards_count(m.group(1))
        return CardsIn(text, count, 0, 0) if count is not None else None
    m = re.fullmatch(r"(?:you have|there are) " + _N + r" or more (.+ cards) in your graveyard", text)
    if m:
        count = _cards_count(f"{m.group(2)} in your graveyard")
        return CardsIn(text, count, _number(m.group(1))) if count is not None else None
    n = _N[1:-1]
    m = re.fullmatch(
        rf"(?:there (?:is|'s) (an?) (.+)|(an?) (.+) is|there are ({n}) or more (.+)|({n}) or more (.+) are)"
        r" on the battlefield",
        text,
    )
    if m:  # permanents of anyone's (CR 110.1)
        word = next(w for w in (m.group(1), m.group(3), m.group(5), m.group(7)) if w)
        noun = next(w for w in (m.group(2), m.group(4), m.group(6), m.group(8)) if w)
        f = noun_phrase(noun)
        if f is None or not reads_only(f, IN_CONDITIONS) or f.other:
            return None
        return CardsIn(text, CountOf(noun, replace(f, zone=Zone.BATTLEFIELD)), _number(word))
    m = re.fullmatch(rf"({n}) or more (.+) are attacking", text)
    if m:  # CR 506.4, 508.1: the attacking creatures, anyone's (the traps: "If four or more creatures are attacking")
        f = noun_phrase(m.group(2))
        if f is None or not reads_only(f, IN_CONDITIONS) or f.other or f.combat:
            return None
        attacking = replace(f, zone=Zone.BATTLEFIELD, combat="attacking")
        return CardsIn(text, CountOf(m.group(2), attacking), _number(m.group(1)))
    m = re.fullmatch(r"(?:no (.+) are|there are no (.+)) on the battlefield", text)
    if m:  # CR 110.1: nobody's permanents fit (Pestilence: "if no creatures are on the battlefield")
        noun = m.group(1) or m.group(2)
        f = noun_phrase(noun)
        if f is None or not reads_only(f, IN_CONDITIONS) or f.other:
            return None
        return CardsIn(text, CountOf(noun, replace(f, zone=Zone.BATTLEFIELD)), 0, 0)
    m = re.fullmatch(r"defending player controls (an?|no|" + _N[1:-1] + r" or more) (.+)", text)
    if m:  # CR 506.2: the permanents of the player being attacked (only during combat)
        f = noun_phrase(m.group(2))
        if f is None or not reads_only(f, IN_CONDITIONS) or f.other:
            return None
        defending = replace(f, controller="defending", zone=Zone.BATTLEFIELD)
        if m.group(1) == "no":  # "if defending player controls no black permanents": none of them
            return CardsIn(text, CountOf(m.group(2), defending), 0, 0)
        return CardsIn(text, CountOf(m.group(2), defending), _number(m.group(1).split(" ")[0]))
    m = re.fullmatch(r"there are " + _N + r" or more mana values among cards in your graveyard", text)
    if m:
        cards = Filter("cards in your graveyard", zone=Zone.GRAVEYARD, controller="you")
        return ValuesAmong(text, cards, _number(m.group(1)))
    return None


# what a zone-change event records of a permanent (CR 603.6a, 603.10a)
_SEEN_FIELDS = frozenset({"types", "all_types", "nontypes", "subtypes", "nonsubtypes", "either", "token", "other"})


def seen_noun(noun: str) -> Seen | None:
    """ "artifact", "nonland permanents", "another creature", "Knight" → what the event must have
    recorded (a phrase asking for more isn't read)."""
    f = noun_phrase(noun)
    if f is None or not reads_only(f, _SEEN_FIELDS):
        return None
    return Seen(f.types, f.all_types, f.nontypes, f.subtypes, f.nonsubtypes, f.either, f.token, f.other)


_QUANTITY = r"(a|an|another|(?:" + _N[1:-1] + r") or more)"
_SPELL_WORDS = {
    "instant": CardType.INSTANT, "sorcery": CardType.SORCERY, "creature": CardType.CREATURE,
    "artifact": CardType.ARTIFACT, "enchantment": CardType.ENCHANTMENT, "planeswalker": CardType.PLANESWALKER,
    "battle": CardType.BATTLE,
}  # fmt: skip


def _history(text: str) -> Condition | None:
    if text == "you haven't added mana with this ability this turn":
        # CR 603.4: an intervening "if" about the ability's own past this turn (Carpet of Flowers)
        return NoneOf(text, HappenedThisTurn("you've added mana with this ability this turn", "added mana"))
    m = re.fullmatch(
        _QUANTITY
        + r" (.+?) entered the battlefield under your control this turn|you had "
        + _QUANTITY
        + r" (.+?) enter the battlefield under your control this turn",
        text,
    )
    if m:
        quantity, noun = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        seen = seen_noun(noun)
        if seen is None or seen.other:
            return None
        seen = replace(seen, other=quantity == "another")
        n = 1 if quantity in ("a", "an", "another") else _number(quantity.split(" ")[0])
        return HappenedThisTurn(text, "entered", seen, n)
    m = re.fullmatch(r"you've gained (\d+) or more life this turn", text)
    if m:
        return ThisTurn(text, "gained life", int(m.group(1)))
    m = re.fullmatch(r"you(?:'ve)? sacrificed (a|an) (.+?) this turn", text)
    if m:
        seen = seen_noun(m.group(2))
        return HappenedThisTurn(text, "sacrificed", seen) if seen is not None and not seen.other else None
    m = re.fullmatch(r"you've cast (a|an|(?:" + _N[1:-1] + r") or more) (.+?) spells? this turn", text)
    if m:
        n = 1 if m.group(1) in ("a", "an") else _number(m.group(1).split(" ")[0])
        if (n == 1) != (m.group(1) in ("a", "an")) or (n > 1) != text.endswith("spells this turn"):
            return None
        return _cast(text, m.group(2), n)
    return None


def _cast(text: str, words: str, n: int) -> Condition | None:
    """ "instant or sorcery", "noncreature", "creature" → the spells cast this turn (CR 601.2i)."""
    if words.startswith("non") and words[3:] in _SPELL_WORDS:
        return HappenedThisTurn(text, "cast", at_least=n, nonspell_types=frozenset({_SPELL_WORDS[words[3:]]}))
    parts = re.split(r" or | and/or ", words)
    if not all(p in _SPELL_WORDS for p in parts):
        return None
    return HappenedThisTurn(text, "cast", at_least=n, spell_types=frozenset(_SPELL_WORDS[p] for p in parts))
