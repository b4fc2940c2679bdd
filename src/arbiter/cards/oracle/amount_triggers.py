"""Triggered abilities that refer to the amount of their event ("that much", CR 603.2, 608.2h):
"Whenever ~ deals damage, you gain that much life.", "Whenever enchanted creature deals damage,
you gain that much life.", "Whenever ~ is dealt damage, it deals that much damage to any
target.", "Whenever ~ deals damage, you lose that much life."

The instructions are read by the sentence grammar with a stand-in number for "that much"; the
amounts of the instructions found are then made "that much" (resolved from the trigger's event,
:func:`arbiter.mtg.effects.resolution.amount_of`)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.triggers.damage_amounts import (
    DEALS,
    DEALS_COMBAT,
    DEALS_COMBAT_OPPONENT,
    DEALS_COMBAT_PLAYER,
    DEALS_OPPONENT,
    DEALS_PLAYER,
    DEALT,
    DEALT_COMBAT,
    GAIN_LIFE,
    LOSE_LIFE,
    OPPONENT_GAINS_LIFE,
    OPPONENT_LOSES_LIFE,
    YOU_DEALT,
)
from arbiter.mtg.triggers.discard_batches import YOU_DISCARD_CARDS_AMOUNT

_STAND_IN = 7777
_TRIGGER = re.compile(
    r"(Whenever (?P<who>~|enchanted creature|equipped creature) (?P<verb>deals|is dealt) (?P<combat>combat )?damage),"
    r" (?P<body>.+\bthat much\b.+\.)"
)
_MANY = re.compile(
    r"(Whenever (?:(?P<who>~) (?P<verb>deals|is dealt) (?P<combat>combat )?damage"
    r"(?P<player> to a player| to an opponent)?"
    r"|(?P<life>you gain life|you lose life|an opponent loses life)|(?P<opponent>an opponent gains life)"
    r"|(?P<you>you're dealt damage)|(?P<discard>you discard one or more cards)))"
    r", (?P<body>.+\bthat (?:many|much)\b.+\.)"
)
_EVENTS = {
    ("~", "deals", False): DEALS,
    ("~", "deals", True): DEALS_COMBAT,
    ("~", "is dealt", False): DEALT,
    ("~", "is dealt", True): DEALT_COMBAT,
    ("enchanted creature", "deals", False): "enchanted " + DEALS,
    ("equipped creature", "deals", False): "equipped " + DEALS,
}


_LIFE_EVENTS = {"you gain life": GAIN_LIFE, "you lose life": LOSE_LIFE, "an opponent loses life": OPPONENT_LOSES_LIFE}


def amount_trigger(line: str) -> TriggeredAbility | None:
    """CR 603.2: "Whenever ~ / enchanted creature deals damage, …that much…", "Whenever ~ is dealt
    damage, it deals that much damage to …", or None."""
    return _that_much_trigger(line) or _that_many_trigger(line)


def _that_many_trigger(line: str) -> TriggeredAbility | None:
    """CR 603.2, 608.2h: "Whenever ~ deals combat damage to a player, draw that many cards.",
    "Whenever ~ is dealt damage, create that many 1/1 green Insect creature tokens.", "Whenever you
    gain life, target opponent loses that much life." — the instructions read with "that many" as
    the amount of the event (the damage dealt to that player, the life gained), counted as they
    are performed."""
    m = _MANY.fullmatch(line)
    if m is None:
        return None
    if m.group("life"):
        event, it, that = _LIFE_EVENTS[m.group("life")], "", False
    elif m.group("discard"):  # CR 603.2c: the cards of one discard event (``triggers.discard_batches``)
        event, it, that = YOU_DISCARD_CARDS_AMOUNT, "", False
    elif m.group("opponent") or m.group("you"):
        event, it, that = (OPPONENT_GAINS_LIFE if m.group("opponent") else YOU_DEALT), "", False
    elif m.group("player") == " to an opponent":  # CR 102.2, 603.2: "that player" is that opponent
        event, it, that = (DEALS_COMBAT_OPPONENT if m.group("combat") else DEALS_OPPONENT), "self", True
    elif m.group("player"):
        event, it, that = (DEALS_COMBAT_PLAYER if m.group("combat") else DEALS_PLAYER), "self", True
    else:
        key = (m.group("who"), m.group("verb"), bool(m.group("combat")))
        event, it, that = _EVENTS[key], "self", False
    from arbiter.cards.oracle.trigger_grammar import _sentences

    body = m.group("body")
    parsed = _sentences(body[0].upper() + body[1:], it=it, that_player=that, amount=True)
    if parsed is None:
        return None
    ability = TriggeredAbility(event, tuple(parsed[0]), tuple(parsed[1]), None, m.group(1))
    return ability if ability.text() == line else None


def _that_much_trigger(line: str) -> TriggeredAbility | None:
    """ "…that much…" read with a stand-in amount in the instructions that take "that much"."""
    m = _TRIGGER.fullmatch(line)
    if m is None or f" {_STAND_IN}" in line:
        return None
    event = _EVENTS.get((m.group("who"), m.group("verb"), bool(m.group("combat"))))
    if event is None:
        return None
    from arbiter.cards.oracle.trigger_grammar import _sentences

    body = m.group("body").replace("that much", str(_STAND_IN))
    it = "self" if m.group("who") == "~" else ""
    parsed = _sentences(body[0].upper() + body[1:], it=it)
    if parsed is None:
        return None
    effects = [_that_much(e) for e in parsed[0]]
    if any(e is None for e in effects):
        return None
    ability = TriggeredAbility(event, tuple(e for e in effects if e is not None), tuple(parsed[1]), None, m.group(1))
    return ability if str(_STAND_IN) not in ability.text() else None


def _that_much(e: Effect) -> Effect | None:
    """The instruction with its stand-in amount made "that much" (None: one it doesn't scale)."""
    found = {f: "that much" for f in e.scaled if getattr(e, f) == _STAND_IN}
    return replace(e, **found) if found else None
