"""An activated ability's own cost change, applied as its total cost is determined (CR 602.2b,
601.2f): "This ability costs {1} less to activate for each Island you control." A reduction by
generic mana reduces only the generic part (118.7a); by colored mana, that color first and the
generic part by the excess (118.7b–c); never below {0} (601.2f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.casting.total_cost import add_costs, offering_reduced
from arbiter.mtg.condition_check import holds
from arbiter.mtg.layers import count_of
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import ActivatedAbility
    from arbiter.mtg.state import GameObject


def with_own_cost_change(
    g: Game, source: GameObject, player: int, ability: ActivatedAbility, cost: ManaCost | None
) -> ManaCost | None:
    """``cost`` changed by ``ability``'s own "This ability costs … to activate …" (CR 601.2f)."""
    change = ability.cost_change
    if change is None or cost is None:
        return cost
    if change.per is not None:
        times = count_of(g, change.per, player, source.id)  # CR 601.2f: counted as the cost is determined
    else:
        assert change.condition is not None
        times = 1 if holds(g, change.condition, player, source) else 0
    if not times:
        return cost
    if change.more:
        return add_costs(cost, change.change, times)  # CR 601.2f: plus all cost increases
    by = add_costs(ManaCost(0, text=""), change.change, times)
    return offering_reduced(cost, by)  # CR 118.7a–c
