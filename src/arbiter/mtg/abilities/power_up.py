"""Power-up (its reminder text: "Activate each power-up ability only once. Reduce the cost by its
mana cost if it entered this turn."): "Power-up — [cost]: [effect]" is an activated ability that
may be activated only once for the object (CR 602.5b: "only once" counts the object's
activations, and a new object after a zone change has none, 400.7), and its cost is reduced by
its permanent's mana cost if that permanent entered the battlefield this turn (601.2f via
602.2b; a reduction by a mana cost reduces each colored symbol by the same symbol and the rest
of it the generic part, 118.7a–c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.condition_check import this_turn
from arbiter.mtg.enums import Zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import ActivatedAbility
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.state import GameObject

EVER = -5  # the "turn" of a power-up activation in ``GameObject.used``: once for the object


def used_up(o: GameObject, index: int) -> bool:
    """Has this object's power-up ability ``index`` been activated (CR 602.5b)?"""
    return (index, EVER) in o.used


def entered_this_turn(g: Game, o: GameObject) -> bool:
    """Did the permanent ``o`` enter the battlefield this turn (as the object it is now: it is on
    the battlefield, so its last entering is the one found)?"""
    if o.zone is not Zone.BATTLEFIELD:
        return False
    return any(isinstance(e, ev.ZoneChanged) and e.obj == o.id and e.dest is Zone.BATTLEFIELD for e in this_turn(g))


def power_up_cost(g: Game, o: GameObject, ability: ActivatedAbility, cost: ManaCost | None) -> ManaCost | None:
    """The total cost of a power-up ability: reduced by its permanent's mana cost if that entered
    this turn (601.2f, 118.7a–c)."""
    from arbiter.mtg.casting.total_cost import offering_reduced

    if not ability.power_up or cost is None or not entered_this_turn(g, o):
        return cost
    return offering_reduced(cost, o.card.mana_cost)
