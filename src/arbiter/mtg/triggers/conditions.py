"""The intervening "if" of a triggered ability (CR 603.4): checked when the ability triggers
and again as it resolves; some conditions look at the source as it last existed (603.10a)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.mtg.condition_check import holds
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.conditions import Controls, EventObjectHolds, ThatPlayerHolds
from arbiter.mtg.ir.impending import IMPENDING_IF, IMPENDING_PAID
from arbiter.mtg.keywords.increment import INCREMENT_IF, increment_holds
from arbiter.mtg.keywords.soulbond import PAIR_THAT_IF, PAIR_THIS_IF, soulbond_condition
from arbiter.mtg.layers import is_creature
from arbiter.mtg.model import TriggeredAbility
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

RING_BEARER_OTHER = "you chose a creature other than ~ as your Ring-bearer"  # CR 701.54d
# (read the object the event was about)
SUBJECT_CONDITIONS = frozenset({RING_BEARER_OTHER, INCREMENT_IF})


def condition_holds(
    g: Game,
    source: GameObject,
    ability: TriggeredAbility,
    subject: GameObject | None = None,
    resolving: bool = False,
    that_player: int | None = None,
) -> bool:
    """CR 603.4: the intervening "if" clause; ``subject`` is what the event was about, and
    ``that_player`` the player it was about ("if that player has no cards in hand"). ``resolving``:
    checked again as the ability resolves, where a test that is part of the trigger event rather
    than an "if" (battalion, CR 702.101a) no longer matters."""
    if ability.condition == "evolve":
        return subject is not None and _evolves(g, source, subject)
    if ability.condition in (PAIR_THIS_IF, PAIR_THAT_IF):
        return soulbond_condition(g, source, ability.condition, subject)  # CR 702.95a
    if ability.test is not None:
        if resolving and ability.condition is None:
            return True  # CR 603.4 rechecks only an "if" clause; the event's own test was met as it triggered
        if isinstance(ability.test, ThatPlayerHolds):  # (judged for that player, as if they were "you")
            return that_player is not None and holds(g, ability.test.inner, that_player, source)
        if isinstance(ability.test, EventObjectHolds):  # CR 603.4: "if it …", it being what the event was about
            return subject is not None and holds(g, ability.test.inner, source.controller, subject)
        return holds(g, ability.test, source.controller, _other_than(ability, source, subject))
    if ability.condition is None:
        return True
    if ability.condition == "it's on the battlefield":
        return source.zone is Zone.BATTLEFIELD  # CR 603.4: Animate Dead's enters ability
    if ability.condition == "it was kicked":
        return source.kicked > 0  # CR 702.33d
    if ability.condition == "it was bargained":
        return source.kicked > 0  # CR 702.166b: its bargain cost was paid (``ir.paid_keywords``)
    if ability.condition == "echo":
        # CR 702.30a: it came under its controller's control since the beginning of their last
        # upkeep (two players: their previous turn, or the opponent's turn since)
        return source.since >= g.state.turn - 2 and source.zone is Zone.BATTLEFIELD
    if ability.condition == INCREMENT_IF:  # CR 702.191a: the subject is the spell cast
        return increment_holds(g, source, subject)
    if ability.condition == IMPENDING_IF:  # CR 702.176a
        return IMPENDING_PAID in source.marks and source.counter("time") > 0
    if ability.condition == "~ is suspended":
        return source.zone is Zone.EXILE and source.card.suspend is not None and source.counter("time") > 0  # 702.62b
    if ability.condition == "~ is in your graveyard":
        return source.zone is Zone.GRAVEYARD  # CR 113.6b, 603.4
    if ability.condition == "it's exiled":
        return source.zone is Zone.EXILE
    if ability.condition == RING_BEARER_OTHER:  # CR 701.54d: the subject is the creature chosen
        return subject is not None and subject.id != source.id
    m = re.fullmatch(r"it had no ([+-]1/[+-]1) counters on it", ability.condition)
    if m:
        # CR 702.79a / 702.93a: as it last existed on the battlefield (603.10a looks back)
        return dict(source.left_counters).get(m.group(1), 0) == 0
    m = re.fullmatch(r"there are (one|two|three|four|five) or more ([a-z]+|\+1/\+1) counters on ~", ability.condition)
    if m:
        needed = ("one", "two", "three", "four", "five").index(m.group(1)) + 1
        return source.counter(m.group(2)) >= needed
    return False


def _other_than(ability: TriggeredAbility, source: GameObject, subject: GameObject | None) -> GameObject:
    """The object an intervening "if" about "other" permanents leaves out (CR 603.4). In a trigger
    watching another permanent ("Whenever a Mountain you control enters, if you control at least
    five other Mountains, …": Valakut, the Molten Pinnacle) it is the permanent the event was about,
    not the source; otherwise the source ("if you control another artifact creature")."""
    if ability.watch is not None and subject is not None and isinstance(ability.test, Controls) and ability.test.other:
        return subject
    return source


def _pt_now_or_last(g: Game, o: GameObject) -> tuple[int, int]:
    """Power and toughness on the battlefield, or as it last existed there (CR 608.2h)."""
    from arbiter.mtg.layers import power, toughness

    if o.zone is Zone.BATTLEFIELD:
        return power(g, o), toughness(g, o)
    return o.left_pt or (0, 0)


def _evolves(g: Game, source: GameObject, entered: GameObject) -> bool:
    """CR 702.100a–b: the entering creature's power is greater than this creature's, and/or its
    toughness is greater (each compared with the other's: checked on triggering and resolving)."""
    if not is_creature(g, entered) and entered.zone is Zone.BATTLEFIELD:
        return False
    p, t = _pt_now_or_last(g, entered)
    mp, mt = _pt_now_or_last(g, source)
    return p > mp or t > mt
