"""Trigger events about what a player does, watched on any player (CR 603.2): "Whenever an
opponent casts a noncreature spell", "Whenever a player casts a spell with mana value 3 or less",
"Whenever an opponent draws a card". After them "that player" is the player who cast or drew
(and "that spell" the spell cast); the event names are read by
:mod:`arbiter.mtg.triggers.patterns`."""

from __future__ import annotations

import re

from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.objects.creature_types import CREATURE_TYPES

# an event whose "that player" is the player who did it: "opponent cast:…", "any draw", "any cycle"
PLAYER_EVENT = re.compile(
    r"(?:opponent|any) (?:cast:|draw|discard|cycle|second spell)|you cycle|enchanted draw"
    r"|(?:opponent|player) sacrifice:"
)

# the kinds of spell a cast trigger can name (CR 601.2i), as :class:`~arbiter.mtg.triggers.patterns.CastSpell` kinds
_KINDS = (
    "noncreature", "creature", "artifact", "enchantment", "instant", "sorcery", "multicolored",
    "white", "blue", "black", "red", "green",
)  # fmt: skip
# the further words of :mod:`arbiter.mtg.triggers.spell_kinds`, and a subtype ("an Elf spell")
_MORE_KINDS = ("historic", "colorless", "legendary", "kicked", "nonwhite", "nonblue", "nonblack", "nonred", "nongreen")
_SPELL_SUBTYPES = frozenset({"Aura", "Equipment", "Vehicle", "Saga"})  # (CR 205.3: noncreature subtypes)
_KIND = "|".join((*_KINDS, *_MORE_KINDS, r"[A-Z][a-z'-]+"))
_CAST = re.compile(
    rf"When(?:ever)? (?P<who>you cast|an opponent casts|a player casts) "
    rf"(?:a spell|an? (?P<kind>(?:{_KIND})(?: or (?:{_KIND}))?) spell)"
    r"(?: with mana value (?P<n>\d+|[a-z]+) or (?P<dir>less|greater))?"
)
_CAST_COUNTERS = re.compile(
    r"Whenever (?P<who>you cast|an opponent casts|a player casts) a spell with mana value equal to the number of "
    r"(?P<kind>[a-z]+) counters on ~"
)
_FIRST = re.compile(
    r"Whenever (?P<who>you cast|an opponent casts|a player casts) (?:their|your) first "
    r"(?:(?P<kind>noncreature|creature) )?spell each turn"
)
# CR 601.2i: counted as it becomes cast — the caster's second spell this turn ("that player": the caster)
_SECOND = re.compile(r"Whenever (?P<who>an opponent casts|a player casts) their second spell each turn")
# "Whenever enchanted player draws a card" (CR 303.4a): the player the Aura enchants
_DRAW = re.compile(r"Whenever (?P<who>an opponent|a player|enchanted player|enchanted opponent) draws a card")
# Orcish Bowmasters (CR 504.1: the first card drawn in a draw step is, as a rule, its turn-based draw)
_DRAW_AFTER_FIRST = re.compile(
    r"(When ~ enters and w|W)henever an opponent draws a card"
    r" except the first one they draw in each of their draw steps"
)
_WHO = {"you cast": "", "an opponent casts": "opponent ", "a player casts": "any ", "an opponent": "opponent ",
        "a player": "any ", "enchanted player": "enchanted ", "enchanted opponent": "enchanted "}  # fmt: skip


def _cast_event(m: re.Match[str]) -> str | None:
    """The event name of a cast trigger: "opponent cast:noncreature", "any cast:mv<=3",
    "opponent cast:instant|opponent cast:sorcery" (``|``: either)."""
    who = _WHO[m.group("who")]
    if m.group("n"):
        n = NUMBERS.get(m.group("n")) if not m.group("n").isdigit() else int(m.group("n"))
        if n is None or m.group("kind"):
            return None
        return f"{who}cast:mv{'<=' if m.group('dir') == 'less' else '>='}{n}"
    kinds = m.group("kind").split(" or ") if m.group("kind") else ["spell"]
    if m.group("who") == "you cast" and sorted(kinds) == ["instant", "sorcery"]:
        return None  # (its own entry: "cast instant or sorcery")
    words = []
    for k in kinds:
        if k[0].isupper():
            if k not in CREATURE_TYPES and k not in _SPELL_SUBTYPES:
                return None
            k = "sub:" + k  # a subtype (CR 205.3)
        words.append(f"{who}cast:{k}")
    return "|".join(words)


def player_event_triggers(line: str) -> list[tuple[str, str]]:
    """The (pattern, event) of a line's trigger condition when it is a cast or draw watched on a
    player ("Whenever an opponent casts a noncreature spell, …"); empty otherwise. "Whenever you cast an
    instant or sorcery spell" keeps its own entry (it also watches copies)."""
    m = _CAST.match(line)
    if m is not None and line[m.end() :].startswith(","):
        event = _cast_event(m)
        return [] if event is None else [(re.escape(m.group(0)), event)]
    m = _FIRST.match(line)
    if m is not None and line[m.end() :].startswith(","):
        # the caster's first spell of that kind this turn (CR 601.2i: counted as it becomes cast)
        return [(re.escape(m.group(0)), f"{_WHO[m.group('who')]}cast:first_{m.group('kind') or 'spell'}")]
    m = _SECOND.match(line)
    if m is not None and line[m.end() :].startswith(","):
        return [(re.escape(m.group(0)), f"{_WHO[m.group('who')]}second spell")]
    m = _CAST_COUNTERS.match(line)
    if m is not None and line[m.end() :].startswith(","):
        # Chalice of the Void: compared with the counters on ~ as the spell becomes cast (CR 601.2i)
        return [(re.escape(m.group(0)), f"{_WHO[m.group('who')]}cast:mv=counters:{m.group('kind')}")]
    m = _DRAW_AFTER_FIRST.match(line)
    if m is not None and line[m.end() :].startswith(","):
        # CR 504.1: every card an opponent draws but the first of each of their draw steps
        return [(re.escape(m.group(0)), f"{'enters|' if m.group(1) else ''}opponent draw after first")]
    m = _DRAW.match(line)
    if m is not None and line[m.end() :].startswith(","):
        return [(re.escape(m.group(0)), f"{_WHO[m.group('who')]}draw")]
    return []
