"""Who may attack despite defender (CR 702.3b): "~ can attack as though it didn't have defender"
— as a static ability (with a condition, 611.3a) or for a turn (611.2a). Neither is an ability
the creature gains: it changes the rule that stops a creature with defender attacking.

The static is :class:`~arbiter.mtg.ir.statics.combat.AttacksDespiteDefender`, the effect for a turn
:class:`~arbiter.mtg.effects.combat.AttackDespiteDefenderThisTurn`; this module checks the rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.effects.combat import AttackDespiteDefenderThisTurn as AttackDespiteDefenderThisTurn
from arbiter.mtg.ir.statics.combat import AttacksDespiteDefender as AttacksDespiteDefender
from arbiter.mtg.layers import statics

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def may_attack_despite_defender(g: Game, o: GameObject) -> bool:
    """CR 702.3b as modified for ``o`` now: an effect for this turn, or a static whose condition holds."""
    from arbiter.mtg.condition_check import holds

    if any(e.object_id == o.id and e.zcc == o.zcc and e.kind == "attack despite defender" for e in g.state.effects):
        return True
    return any(
        isinstance(s, AttacksDespiteDefender) and (s.condition is None or holds(g, s.condition, o.controller, o))
        for s in statics(g, o)
    )
