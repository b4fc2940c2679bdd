"""Triggers on a card drawn (CR 121, 603.2): "Whenever you draw a card", "… your second card each
turn", "Whenever an opponent draws a card", "Whenever enchanted player draws a card", and
"whenever an opponent draws a card except the first one they draw in each of their draw steps"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import Step
from arbiter.mtg.triggers.matching import PLAYER

if TYPE_CHECKING:
    from arbiter.mtg.state import GameState
    from arbiter.mtg.triggers.look import Look


def drew(look: Look, e: ev.Drew) -> None:
    """ "Whenever you draw a card", "… your second card each turn"."""
    st = look.g.state
    who = next(p for p in st.players if p.name == e.player)
    after_first: bool | None = None  # (read once, for the first permanent that may ask)
    for o, controller in look.present():
        if controller == who.index:
            look.match(o, "draw", controller=controller)
            if e.nth == 2:
                look.match(o, "second draw", controller=controller)
        else:  # "Whenever an opponent draws a card": "that player" is who drew
            look.match(o, "opponent draw", (who.index, PLAYER), controller=controller)
            if after_first is None:
                after_first = _not_first_in_draw_step(st, who.index, e)
            if after_first:
                look.match(o, "opponent draw after first", (who.index, PLAYER), controller=controller)
        look.match(o, "any draw", (who.index, PLAYER), controller=controller)
        if o.enchanted_player == who.index:  # "Whenever enchanted player draws a card" (CR 303.4a)
            look.match(o, "enchanted draw", (who.index, PLAYER), controller=controller)


def _not_first_in_draw_step(st: GameState, player: int, e: ev.Drew) -> bool:
    """ "except the first one they draw in each of their draw steps" (Orcish Bowmasters): ``e`` is
    not the first card ``player`` drew in their own draw step (CR 504.1) — read from the event
    log, back from ``e`` to the step's beginning."""
    if st.step is not Step.DRAW or st.active != player:
        return True
    found = False
    cell = st.log  # (newest first)
    while cell is not None:
        x = cell[0]
        if x is e:
            found = True
        elif isinstance(x, ev.StepBegan):
            return False
        elif found and isinstance(x, ev.Drew) and x.player == e.player and x.obj is not None:
            return True
        cell = cell[1]
    return False
