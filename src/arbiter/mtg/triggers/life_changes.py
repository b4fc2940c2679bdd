"""Trigger matchers for life gained and lost (CR 119.3, 603.2): "Whenever you gain life",
"Whenever an opponent loses life", their amounts ("that much"), and speed's ability (702.179d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.speed import opponent_lost_life
from arbiter.mtg.triggers.damage_amounts import AMOUNT, GAIN_LIFE, LOSE_LIFE, OPPONENT_GAINS_LIFE, OPPONENT_LOSES_LIFE

if TYPE_CHECKING:
    from arbiter.mtg.triggers.look import Look

FIRST_GAIN = "gain life first each turn"  # "Whenever you gain life for the first time each turn"
FIRST_LOSS = "lose life first each turn"  # "Whenever you lose life for the first time each turn"


def life_gained(look: Look, e: object) -> None:
    """ "Whenever you gain life" — seen by the permanents as they were when it happened (CR 603.10)."""
    assert isinstance(e, ev.LifeGained)
    first: bool | None = None
    for o, controller in look.present():
        if controller == e.player:
            look.match(o, "gain life", controller=controller)
            if e.amount > 0 and _has_event(o, FIRST_GAIN):
                first = _first_this_turn(look, e) if first is None else first
                if first:
                    look.match(o, FIRST_GAIN, controller=controller)
            if e.amount > 0:  # "Whenever you gain life, … that much life" (603.2)
                look.match(o, GAIN_LIFE, (e.amount, AMOUNT), controller)
        elif e.amount > 0:  # "Whenever an opponent gains life, … that many …" (603.2)
            look.match(o, OPPONENT_GAINS_LIFE, (e.amount, AMOUNT), controller)


def life_changed(look: Look, e: object) -> None:
    """ "Whenever you lose life", "Whenever an opponent loses life" (CR 119.3: damage, paying life, "loses
    life"; 119.5: a total set lower), the amount for "that much" (603.2) and speed's ability (702.179d)."""
    assert isinstance(e, ev.LifeChanged)
    lost = e.before - e.after
    if lost <= 0:
        return
    if look.g.state.speeds:
        opponent_lost_life(look, e.player)
    first: bool | None = None
    for o, controller in look.present():
        yours = look.g.state.players[controller].name == e.player
        look.match(o, "lose life" if yours else "opponent loses life", controller=controller)
        if yours and _has_event(o, FIRST_LOSS):
            first = _first_this_turn(look, e) if first is None else first
            if first:
                look.match(o, FIRST_LOSS, controller=controller)
        look.match(o, LOSE_LIFE if yours else OPPONENT_LOSES_LIFE, (lost, AMOUNT), controller)


def _has_event(o: object, event: str) -> bool:
    card = getattr(o, "card", None)
    return card is not None and any(t.event == event for t in card.triggered)


def _first_this_turn(look: Look, e: ev.LifeGained | ev.LifeChanged) -> bool:
    """CR 603.2: "for the first time each turn" — no earlier gain (loss) of life by the same player
    this turn than ``e`` (119.3: a loss is a life total made lower; a gain of 0 is no gain, 119.10)."""
    from arbiter.mtg.condition_check import this_turn

    reached = False
    for x in this_turn(look.g):  # newest first
        if x is e:
            reached = True
        elif reached and _same_kind(x, e):
            return False
    return True


def _same_kind(x: object, e: ev.LifeGained | ev.LifeChanged) -> bool:
    if isinstance(e, ev.LifeGained):
        return isinstance(x, ev.LifeGained) and x.player == e.player and x.amount > 0
    return isinstance(x, ev.LifeChanged) and x.player == e.player and x.before > x.after
