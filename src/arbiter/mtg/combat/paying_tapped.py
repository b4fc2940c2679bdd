"""Creatures tapped for mana while a declaration with a cost is pending (CR 508.1f–j, 509.1a–f).

The rules declare the creatures first, then tap the attackers (508.1f), lock in the costs to
attack or block (508.1h, 509.1d), and only then let the player activate mana abilities to pay
them (508.1i, 509.1e). The engine asks for that mana while the declaration is still pending,
before it is made; so a creature that became tapped in this step while the declaration was
pending — by a mana ability, the only thing a player can do then — is judged as the rules'
order would have it: it was untapped when the declaration was made. An attacker only if it has
vigilance (without it, 508.1f would have tapped it before any mana ability could); a blocker
always (blocking doesn't tap it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.actions import DeclareAttackersDecision, DeclareBlockersDecision
from arbiter.mtg.layers import has_keyword

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def untapped_for_attack(g: Game, o: GameObject) -> bool:
    """Whether ``o`` is untapped for declaring it an attacker now (CR 508.1a, 508.1f, 508.1i)."""
    if not o.tapped:
        return True
    return (
        isinstance(g.state.pending, DeclareAttackersDecision)
        and has_keyword(g, o, "vigilance")
        and _tapped_this_step(g, o)
    )


def untapped_for_block(g: Game, o: GameObject) -> bool:
    """Whether ``o`` is untapped for declaring it a blocker now (CR 509.1a, 509.1e)."""
    if not o.tapped:
        return True
    return isinstance(g.state.pending, DeclareBlockersDecision) and _tapped_this_step(g, o)


def _tapped_this_step(g: Game, o: GameObject) -> bool:
    """Whether ``o`` became tapped since this step began (the declaration is the step's first
    act, 508.1, 509.1: nothing else has happened in it yet)."""
    node = g.state.log
    while node is not None:
        event = node[0]
        if isinstance(event, ev.StepBegan):
            return False
        if isinstance(event, ev.Tapped) and event.obj == o.id:
            return True
        node = node[1]
    return False
