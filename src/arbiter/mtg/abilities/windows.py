"""The times an activated ability's own text allows (CR 602.1b: "Activate only during your upkeep",
"Activate only during your turn, before attackers are declared", "Activate only during combat") —
instructions that restrict when a player can activate the ability; CR 602.5 forbids beginning to
activate it at any other time. A window is named by its printed words, and judged from the turn's
active player and step (CR 500.1, 505–514)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.condition_check import this_turn
from arbiter.mtg.enums import Step

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

# the printed words after "Activate only " → whether ``player`` may activate now, given the active
# player and the step (CR 500.1: the steps in order; 506.1: combat's five steps; 508.1: attackers
# are declared as the declare attackers step begins, so "before attackers are declared" is before it)
WINDOWS: dict[str, Callable[[int, Step, int], bool]] = {
    "during your upkeep": lambda active, step, player: active == player and step is Step.UPKEEP,  # CR 503
    "during your turn": lambda active, step, player: active == player,  # CR 102.1
    "during any upkeep step": lambda active, step, player: step is Step.UPKEEP,
    "during your turn, before attackers are declared": (
        lambda active, step, player: active == player and step < Step.DECLARE_ATTACKERS
    ),
    "before attackers are declared": lambda active, step, player: step < Step.DECLARE_ATTACKERS,  # CR 508.1
    "before blockers are declared": lambda active, step, player: step < Step.DECLARE_BLOCKERS,  # CR 509.1
    "before the combat damage step": lambda active, step, player: step < Step.FIRST_STRIKE_DAMAGE,  # CR 510
    "during combat": (  # CR 506.1: from the beginning of combat step to the end of combat step
        lambda active, step, player: Step.BEGINNING_OF_COMBAT <= step <= Step.END_OF_COMBAT
    ),
    "during the declare attackers step": lambda active, step, player: step is Step.DECLARE_ATTACKERS,  # CR 508
    "during the declare blockers step": lambda active, step, player: step is Step.DECLARE_BLOCKERS,  # CR 509
    "during the end of combat step": lambda active, step, player: step is Step.END_OF_COMBAT,  # CR 511
    "during an opponent's turn": lambda active, step, player: active != player,  # CR 102.1
}


def window_open(window: str, g: Game, player: int) -> bool:
    """CR 602.1b, 602.5: whether ``player`` may activate an ability limited to ``window`` now."""
    st = g.state
    if not WINDOWS[window](st.active, st.step, player):
        return False
    # CR 508.1, 500.8: in a turn with an additional combat phase, attackers were already declared
    # once the first declare attackers step began — a later beginning of combat is not "before"
    return not (window.endswith("before attackers are declared") and attackers_step_began(g))


def attackers_step_began(g: Game) -> bool:
    """Has a declare attackers step begun this turn (CR 508.1: attackers are declared as it begins)?"""
    return any(isinstance(e, ev.StepBegan) and e.step is Step.DECLARE_ATTACKERS for e in this_turn(g))
