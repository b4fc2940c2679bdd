"""Trigger matchers for life gained and lost (CR 119.3, 603.2): "Whenever you gain life",
"Whenever an opponent loses life", their amounts ("that much"), and speed's ability (702.179d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.speed import opponent_lost_life
from arbiter.mtg.triggers.damage_amounts import AMOUNT, GAIN_LIFE, LOSE_LIFE, OPPONENT_GAINS_LIFE, OPPONENT_LOSES_LIFE

if TYPE_CHECKING:
    from arbiter.mtg.triggers.look import Look


def life_gained(look: Look, e: object) -> None:
    """ "Whenever you gain life" — seen by the permanents as they were when it happened (CR 603.10)."""
    assert isinstance(e, ev.LifeGained)
    for o, controller in look.present():
        if controller == e.player:
            look.match(o, "gain life", controller=controller)
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
    for o, controller in look.present():
        yours = look.g.state.players[controller].name == e.player
        look.match(o, "lose life" if yours else "opponent loses life", controller=controller)
        look.match(o, LOSE_LIFE if yours else OPPONENT_LOSES_LIFE, (lost, AMOUNT), controller)
