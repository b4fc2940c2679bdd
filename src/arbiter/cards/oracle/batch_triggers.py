"""Batched trigger conditions (CR 603.2c): "Whenever one or more <creatures> attack", "Whenever you
attack with one or more <creatures>", "Whenever two or more creatures you control attack a player",
"Whenever one or more <creatures> deal combat damage to a player". Such an ability triggers only
once for each event, however many objects the event is about: once for each declaration of attackers
(508.1), once for each player dealt combat damage in a combat damage step (510.2: all of it is dealt
at once, one event per recipient).

The noun phrase is read by the noun grammar and checked on each creature as the event happens
(:mod:`arbiter.mtg.triggers.batches`). The instructions may not name the creatures ("they",
"those creatures", "that many" are refused by the sentence grammar with no referent); after
combat damage, "that player" is the player dealt it."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.context import YARD_SELF
from arbiter.cards.oracle.graveyard_triggers import works_from_graveyard
from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.triggers.batches import BATCH_ATTACKS, BATCH_COMBAT_DAMAGE, BATCH_COMBAT_DAMAGE_ANY, batch_event

_BATCH = re.compile(
    r"(?P<head>Whenever (?P<count>one|two|three) or more (?P<noun>.+?) "
    r"(?P<event>attack|attack a player|attack you|deal combat damage to a player|"
    r"deal combat damage to one or more players)), "
    r"(?:if (?P<if>[^,]+), )?(?P<body>.+)"
)
# "Whenever you attack with one or more Elves" — the same batch as "Whenever one or more Elves you
# control attack" (CR 508.1, 603.2c: your creatures declared as attackers, once per declaration)
_WITH = re.compile(
    r"(?P<head>Whenever you attack with (?P<count>one|two|three) or more (?P<noun>.+?)), "
    r"(?:if (?P<if>[^,]+), )?(?P<body>.+)"
)
_ONCE = " This ability triggers only once each turn."
# qualities read relative to something the batch matcher doesn't give it
_UNREAD = ("chosen", "named", "lesser_power", "or_self")


def batch_trigger(line: str) -> TriggeredAbility | None:
    """ "Whenever one or more <noun phrase> attack / deal combat damage to a player, [if …,]
    <instructions>[ This ability triggers only once each turn.]", or None."""
    from arbiter.cards.oracle.trigger_grammar import _sentences  # (the grammar recurses)

    once = line.endswith(_ONCE)
    m = _BATCH.fullmatch(line.removesuffix(_ONCE))
    mine = m is None and (m := _WITH.fullmatch(line.removesuffix(_ONCE))) is not None
    if m is None:
        return None
    watch = noun_phrase(m.group("noun"))
    if watch is None or any(getattr(watch, name) for name in _UNREAD) or (mine and watch.controller):
        return None
    if mine:
        watch = replace(watch, controller="you")  # (you attack with creatures you control)
    if watch.types - {CardType.CREATURE, CardType.ARTIFACT} and not watch.either:
        return None  # (only creatures attack and deal combat damage, 506.4)
    count = NUMBERS[m.group("count")]
    what = "attack" if mine else m.group("event")
    damage = what == "deal combat damage to a player"
    players = what == "deal combat damage to one or more players"  # (no "that player")
    if (damage or players) and count != 1:
        return None
    body = m.group("body")
    stated = m.group("if") == "~ is in your graveyard"  # CR 113.6b: it functions in the graveyard
    it = YARD_SELF if stated else ""
    sentence = body[0].upper() + body[1:] if body[0] != "~" else body
    parsed = _sentences(sentence, it=it, that_player=damage, combat_player=damage)
    if parsed is None:
        return None
    test: Condition | None = None
    if m.group("if") is not None and not stated:
        test = parse_condition(m.group("if"))  # CR 603.4
        if test is None:
            return None
    if damage or players:
        event = BATCH_COMBAT_DAMAGE if damage else BATCH_COMBAT_DAMAGE_ANY
    else:
        event = batch_event(BATCH_ATTACKS, what, count)
    return TriggeredAbility(
        event, tuple(parsed[0]), tuple(parsed[1]), m.group("if"), m.group("head"),
        once_each_turn=once, watch=replace(watch, text=m.group("noun")), test=test,
        in_graveyard=stated or works_from_graveyard(parsed[0]),  # CR 113.6b, 113.6m
    )  # fmt: skip
