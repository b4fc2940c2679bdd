"""Triggers on damage dealt to a creature of a kind (CR 603.2, 120.3): "Whenever ~ deals damage to
a Vampire, destroy that creature." (Vampire Slayer, Dinosaur Hunter). The noun is read by the noun
grammar and checked on the creature dealt the damage as the event happens
(:func:`arbiter.mtg.triggers.matching.matching`); "that creature" is it (603.2)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import TriggeredAbility

_DAMAGE_TO = re.compile(
    r"(?P<head>When(?:ever)? ~ deals (?P<combat>combat )?damage to an? (?P<noun>[A-Z][a-z]+)), (?P<body>.+)"
)


def damage_to_kind_trigger(line: str) -> TriggeredAbility | None:
    """ "Whenever ~ deals [combat] damage to a <creature type>, <instructions>." — the event of
    "Whenever ~ deals damage to a creature" (120.3: damage dealt to a creature) about a creature
    of that kind only."""
    from arbiter.cards.oracle.trigger_grammar import _sentences  # (the grammar recurses)

    m = _DAMAGE_TO.fullmatch(line)
    if m is None:
        return None
    watch = noun_phrase(m.group("noun"))
    if watch is None or watch.types or not watch.subtypes or len(watch.subtypes) != 1:
        return None  # (a creature type: "a creature" itself is the plain trigger)
    body = m.group("body")
    parsed = _sentences(body[0].upper() + body[1:] if body[0] != "~" else body, it="watched")
    if parsed is None:
        return None
    event = "combat damage to creature" if m.group("combat") else "damage to creature"
    watch = replace(watch, types=frozenset({CardType.CREATURE}))
    return TriggeredAbility(event, tuple(parsed[0]), tuple(parsed[1]), None, m.group("head"), watch=watch)
