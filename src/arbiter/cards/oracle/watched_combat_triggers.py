"""Trigger conditions about what another creature does in combat (CR 603.2): "Whenever a Dragon
you control attacks", "Whenever another creature you control attacks", "… blocks", "… becomes
blocked", "Whenever a creature you control with flying deals combat damage to a player" — and
"Whenever an artifact is put into a graveyard from the battlefield" (603.6c, 603.10a). The noun
phrase is read by the noun grammar and checked on the creature as the event happens; "it" in the
instructions is that creature (:mod:`arbiter.mtg.triggers.watched_combat`)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.noun_phrase import WATCHED_READS, noun_phrase, reads_only
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.triggers.watched_combat import (
    WATCHED_ATTACKS,
    WATCHED_ATTACKS_ALONE,
    WATCHED_ATTACKS_ENCHANTED,
    WATCHED_ATTACKS_YOU,
    WATCHED_BECOMES_BLOCKED,
    WATCHED_BLOCKS,
    WATCHED_COMBAT_DAMAGE,
    WATCHED_COMBAT_DAMAGE_ENCHANTED,
    WATCHED_TO_GRAVEYARD,
)

_WATCHED = re.compile(
    r"(?P<head>Whenever (?P<det>a|an|another) (?P<noun>.+?) "
    r"(?P<event>attacks alone|attacks you or a planeswalker you control|attacks enchanted player|attacks|blocks"
    r"|becomes blocked|deals combat damage to a player|deals combat damage to enchanted player"
    r"|is put into a graveyard from the battlefield)), "
    r"(?P<body>.+)"
)
_EVENTS = {
    "attacks": WATCHED_ATTACKS, "blocks": WATCHED_BLOCKS, "attacks alone": WATCHED_ATTACKS_ALONE,
    "attacks you or a planeswalker you control": WATCHED_ATTACKS_YOU, "becomes blocked": WATCHED_BECOMES_BLOCKED,
    "deals combat damage to a player": WATCHED_COMBAT_DAMAGE,
    # CR 303.4a: the player the Aura enchants
    "attacks enchanted player": WATCHED_ATTACKS_ENCHANTED,
    "deals combat damage to enchanted player": WATCHED_COMBAT_DAMAGE_ENCHANTED,
    "is put into a graveyard from the battlefield": WATCHED_TO_GRAVEYARD,
}  # fmt: skip
# qualities read relative to something the watch can't name here
_UNREAD = ("chosen", "named", "this_turn", "lesser_power")


def watched_combat_trigger(line: str) -> TriggeredAbility | None:
    """ "Whenever a <creature> attacks / deals combat damage to a player, <instructions>."."""
    from arbiter.cards.oracle.trigger_grammar import _impersonal, _sentences  # (the grammar recurses)

    m = _WATCHED.fullmatch(line)
    if m is None or m.group("noun").endswith(" or ~"):
        return None
    another = m.group("det") == "another"
    watch = noun_phrase(("another " if another else "") + m.group("noun"))
    if watch is None or any(getattr(watch, name) for name in _UNREAD) or watch.or_self:
        return None
    event = _EVENTS[m.group("event")]
    if event == WATCHED_TO_GRAVEYARD:
        # read from what the zone change records and the permanent as it last existed (603.10a)
        if not reads_only(watch, WATCHED_READS["dies"]):
            return None
    elif watch.types - {CardType.CREATURE, CardType.ARTIFACT} and not watch.either:
        return None  # (only creatures attack, block and deal combat damage, 506.4)
    body = m.group("body")
    # CR 603.4: an intervening "if" about the turn ("if it's the first combat phase of the turn")
    clause = re.fullmatch(r"if ([^,]+), (.+)", body)
    test = _impersonal(clause.group(1)) if clause else None
    if clause is not None and test is not None:
        body = clause.group(2)
    # "defending player" (CR 506.2): the opponent of the attacking creature's controller — the
    # ability's controller only when it watches their own creatures
    attack = m.group("event") in ("attacks", "attacks alone") and watch.controller == "you"
    # "that player": the player the creature dealt the combat damage to (CR 603.2, 510.2)
    that = event in (WATCHED_COMBAT_DAMAGE, WATCHED_COMBAT_DAMAGE_ENCHANTED)
    parsed = _sentences(
        body[0].upper() + body[1:] if body[0] != "~" else body, it="watched", that_player=that, attack=attack
    )
    if parsed is None:
        return None
    watch = replace(watch, text=m.group("noun"))
    condition = clause.group(1) if clause is not None and test is not None else None
    return TriggeredAbility(
        event, tuple(parsed[0]), tuple(parsed[1]), condition, m.group("head"), watch=watch, test=test
    )


_DIES_EITHER = re.compile(
    r"(?P<head>Whenever (?P<self>~ or )?another creature or artifact you control dies), (?P<body>.+)"
)


def creature_or_artifact_dies(line: str) -> TriggeredAbility | None:
    """CR 700.4, 603.6c, 603.10a: "Whenever [~ or] another creature or artifact you control dies, …"
    — "dies" is "is put into a graveyard from the battlefield", for an artifact as for a creature
    (Judge Magister Gabranth, Susurian Voidborn); the permanent as it last existed."""
    from arbiter.cards.oracle.trigger_grammar import _sentences  # (the grammar recurses)

    m = _DIES_EITHER.fullmatch(line)
    if m is None:
        return None
    body = m.group("body")
    parsed = _sentences(body[0].upper() + body[1:] if body[0] != "~" else body, it="watched")
    if parsed is None:
        return None
    kinds = frozenset({CardType.CREATURE, CardType.ARTIFACT})  # (one of them, 205.2a)
    watch = Filter(
        "creature or artifact you control", kinds, controller="you", other=True, or_self=bool(m.group("self"))
    )
    return TriggeredAbility(
        WATCHED_TO_GRAVEYARD, tuple(parsed[0]), tuple(parsed[1]), None, m.group("head"), watch=watch
    )
