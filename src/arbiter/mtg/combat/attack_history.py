"""What the turn's declarations of attackers say (CR 508.1), read from the turn's events:

- "if you attacked with creatures with total power 6 or greater this combat" (pack tactics): the
  total power of the creatures declared as attackers in this combat, as they were declared — a
  static ability that raises power while attacking counts, a trigger that raises it as the creature
  attacks doesn't (it hadn't resolved), and what happens to them afterwards changes nothing;
- "~ can't attack a player it has already attacked this turn" (508.1c): the players this object
  was declared attacking in earlier combats of the turn (500.8) — not a planeswalker or battle of
  theirs, and not before the object last entered the battlefield (400.7). A creature put onto the
  battlefield attacking was never declared (508.4), so it attacked no one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.condition_check import this_turn
from arbiter.mtg.enums import Step
from arbiter.mtg.turn.since_entered import since_entered

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def attacking_power_this_combat(g: Game, player: str) -> int:
    """The total power of the creatures ``player`` attacked with in this combat phase, as they
    were declared (0: no declaration in this combat — none yet, or outside a combat phase)."""
    for e in this_turn(g):  # newest first
        if isinstance(e, ev.AttackersDeclared):
            return e.power if e.player == player else 0
        if isinstance(e, ev.StepBegan) and e.step is Step.BEGINNING_OF_COMBAT:
            return 0  # this combat began with no declaration since
    return 0


def players_attacked_this_turn(g: Game, o: GameObject) -> set[int]:
    """CR 508.1c: the players ``o`` was declared attacking this turn, as this object (400.7)."""
    out: set[int] = set()
    for e in since_entered(g, o.id):  # newest first, as this object (400.7)
        if isinstance(e, ev.AttackersDeclared) and o.id in e.ids and e.defenders:
            defender = e.defenders[e.ids.index(o.id)]
            if defender >= 0:
                out.add(defender)
    return out


def declared(g: Game, attacks: Sequence[tuple[int, object]]) -> tuple[tuple[int, ...], int]:
    """The history a declaration of ``attacks`` (attacker, what it attacks) keeps, read just after
    the attackers became attacking (508.1k): whom each attacks (a player's index, -1 for a
    planeswalker or battle) and their total power (208.1; a negative power counts as it is)."""
    from arbiter.mtg.layers import power
    from arbiter.mtg.state import PlayerRef

    st = g.state
    defenders = tuple(t.index if isinstance(t, PlayerRef) else -1 for _, t in attacks)
    return defenders, sum(power(g, st.objects[oid]) for oid, _ in attacks)
