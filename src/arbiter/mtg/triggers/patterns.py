"""Typed trigger events for the families whose names carry a value: "you attack with N or more
creatures", "you / an opponent / a player cast(s) a [kind] spell", "… a spell with mana value N or
greater", "equipped / enchanted creature [event]", "the last [kind] counter is removed".

A :class:`~arbiter.mtg.model.TriggeredAbility` keeps its ``event`` string as the card compiler
writes it ("you attack with 3", "opponent cast:red", "cast:mv>=4", "equipped attacks"); the
pattern is derived from it once (:func:`patterns`) and compared with what happened, instead of
building every string the event could match. Events without a value stay plain names ("gain
life", "dies"), compared as strings; ``|`` separates alternatives ("enters|attacks")."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class AttackWith:
    """ "Whenever you attack with N or more creatures" (CR 508.1: counted as attackers are
    declared); as what happened, ``at_least`` is how many attack."""

    at_least: int


@dataclass(frozen=True, slots=True)
class CastSpell:
    """ "Whenever you cast / an opponent casts / a player casts a [kind] spell" (CR 601.2i):
    ``whose`` is "you", "opponent" or "any"; ``kind`` a type ("creature", "noncreature",
    "artifact", "enchantment"), "multicolored", a color name, or "spell" for any; the words of
    :mod:`.spell_kinds` ("historic", "colorless", "sub:Elf"); "first_<kind>"
    when it is the caster's first spell of that kind this turn ("their first noncreature spell
    each turn")."""

    whose: str
    kind: str


@dataclass(frozen=True, slots=True)
class CastManaValue:
    """ "Whenever you cast a spell with mana value N or greater" (CR 202.3); with ``or_less``,
    "… with mana value N or less" (Eidolon of the Great Revel)."""

    whose: str
    at_least: int
    or_less: bool = False


@dataclass(frozen=True, slots=True)
class CastManaValueCounters:
    """ "Whenever a player casts a spell with mana value equal to the number of charge counters
    on ~" (Chalice of the Void): compared with the counters on the watching permanent as the
    spell becomes cast (CR 601.2i, 603.2)."""

    whose: str
    kind: str


@dataclass(frozen=True, slots=True)
class SpellCast:
    """What happened: a spell was cast — by the watching ability's controller (``yours``) or
    not, with these kinds (see :class:`CastSpell`) and this mana value."""

    yours: bool
    kinds: frozenset[str]
    mana_value: int


@dataclass(frozen=True, slots=True)
class Attached:
    """ "Whenever equipped / enchanted creature attacks / dies / deals combat damage to a
    player": ``by`` is "equipped" or "enchanted", ``event`` what the creature did."""

    by: str
    event: str


@dataclass(frozen=True, slots=True)
class LastCounter:
    """ "When the last [kind] counter is removed from ~" (vanishing, 702.63a)."""

    kind: str


EventPattern = str | AttackWith | CastSpell | CastManaValue | CastManaValueCounters | Attached | LastCounter
Happened = str | AttackWith | SpellCast | Attached | LastCounter

_CAST = re.compile(r"(?:(any|opponent) )?cast:(?:mv(>=|<=)(\d+)|([a-z_]+|sub:[A-Z][A-Za-z'-]*))")
_CAST_COUNTERS = re.compile(r"(?:(any|opponent) )?cast:mv=counters:(\S+)")
_ATTACK_WITH = re.compile(r"you attack with (\d+)")
_ATTACHED = re.compile(r"(equipped|enchanted) (.+)")
_LAST_COUNTER = re.compile(r"last (\S+) counter")


def _parse(event: str) -> EventPattern:
    """The pattern of one alternative of an ability's ``event``."""
    m = _CAST.fullmatch(event)
    if m:
        whose = m.group(1) or "you"
        if m.group(3):
            return CastManaValue(whose, int(m.group(3)), or_less=m.group(2) == "<=")
        return CastSpell(whose, m.group(4))
    m = _CAST_COUNTERS.fullmatch(event)
    if m:
        return CastManaValueCounters(m.group(1) or "you", m.group(2))
    m = _ATTACK_WITH.fullmatch(event)
    if m:
        return AttackWith(int(m.group(1)))
    m = _ATTACHED.fullmatch(event)
    if m:
        return Attached(m.group(1), m.group(2))
    m = _LAST_COUNTER.fullmatch(event)
    if m:
        return LastCounter(m.group(1))
    return event


@lru_cache(maxsize=1024)
def patterns(event: str) -> tuple[EventPattern, ...]:
    """The patterns of an ability's ``event`` string (its ``|``-separated alternatives)."""
    return tuple(_parse(part) for part in event.split("|"))


def fits(pattern: EventPattern, happened: Happened, counters: Callable[[str], int] | None = None) -> bool:
    """Whether what happened is an event the pattern names; ``counters``: how many counters of a
    kind the watching permanent has (for :class:`CastManaValueCounters`)."""
    if isinstance(pattern, CastManaValueCounters):
        return (
            isinstance(happened, SpellCast)
            and counters is not None
            and _whose(pattern.whose, happened)
            and happened.mana_value == counters(pattern.kind)
        )
    if isinstance(pattern, AttackWith):
        return isinstance(happened, AttackWith) and happened.at_least >= pattern.at_least
    if isinstance(pattern, CastSpell):
        return isinstance(happened, SpellCast) and _whose(pattern.whose, happened) and pattern.kind in happened.kinds
    if isinstance(pattern, CastManaValue):
        if not (isinstance(happened, SpellCast) and _whose(pattern.whose, happened)):
            return False
        value = happened.mana_value
        return value <= pattern.at_least if pattern.or_less else value >= pattern.at_least
    return pattern == happened


def _whose(whose: str, cast: SpellCast) -> bool:
    return whose == "any" or (whose == "you") == cast.yours


def names(event: str, happened: Happened, counters: Callable[[str], int] | None = None) -> bool:
    """Whether an ability's ``event`` string names what happened (CR 603.2)."""
    if isinstance(happened, str):
        return event == happened or ("|" in event and happened in event.split("|"))
    return any(fits(p, happened, counters) for p in patterns(event))
