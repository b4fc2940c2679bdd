"""The total cost of an activated ability (CR 602.2b, 601.2f): its mana cost, then the
reductions that apply to it — "Activated abilities of creatures you control cost {2} less …"
(with its floor of one mana), "This ability costs {1} less …", power-up's cheaper cost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.abilities.power_up import power_up_cost
from arbiter.mtg.casting.total_cost import cost_text, reduced_cost
from arbiter.mtg.costs.ability_changes import with_own_cost_change
from arbiter.mtg.mana.pool import POOL_ORDER, ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import ActivatedAbility
    from arbiter.mtg.state import GameObject


def ability_total(
    g: Game, o: GameObject, player: int, ability: ActivatedAbility, cost: ManaCost | None
) -> ManaCost | None:
    """CR 601.2f (602.2b): ``cost`` (the ability's mana cost, X folded in once announced) less
    the reductions that apply to ``ability`` of ``o`` activated by ``player``."""
    total = reduced_cost(g, o, player, cost)
    total = with_own_cost_change(g, o, player, ability, total)  # "This ability costs {1} less …" (601.2f)
    if ability.power_up:
        total = power_up_cost(g, o, ability, total)  # (cheaper the turn it entered, 118.7a–c)
    return total


def with_x_folded(g: Game, o: GameObject, player: int, ability: ActivatedAbility, x: int) -> ManaCost | None:
    """CR 601.2f, 107.3: once X is announced, the total cost is the mana cost with X's generic
    mana in it, then reduced — a reduction can take from X's mana, and "can't reduce the mana in
    that cost to less than one mana" counts it (Ballista Squad's {X}{W} with X=3 under Training
    Grounds costs {1}{W}; Crypt Rats' {X} with X=3 costs {1}, which must be black)."""
    printed = ability.mana_cost
    assert printed is not None
    x_mana = x * printed.x
    generic, colored = printed.generic + x_mana, printed.colored
    text = printed.text
    if printed.x:  # CR 107.3, 601.2h: the cost paid is written with X's mana in it ({X}{X}{B}, X=2: {4}{B})
        text = cost_text(generic, colored, ManaCost(generic, colored, 0, printed.other))
    folded = ManaCost(generic, colored, 0, printed.other, text)
    total = ability_total(g, o, player, ability, folded)
    if ability.x_color and total is not None:
        total = _x_mana_of_color(total, ability.x_color, x_mana)
    return total


def _x_mana_of_color(total: ManaCost, color: str, x_mana: int) -> ManaCost:
    """CR 601.2h, 107.3a: "Spend only black mana on X" — the generic mana still owed for X is paid
    as that many of the color's symbols. {X} is generic mana (107.4), so a reduction of generic mana
    (601.2f) can take from it: it takes from the rest of the generic mana first, then from X's."""
    left = min(x_mana, total.generic)
    at = POOL_ORDER.index(color)
    generic = total.generic - left
    colored = tuple(n + left if i == at else n for i, n in enumerate(total.colored))
    shown = ManaCost(generic, colored, 0, total.other)
    return ManaCost(generic, colored, 0, total.other, cost_text(generic, colored, shown))


_PAD = 1 << 20  # more generic mana than any reduction could take away


def x_listing_credit(g: Game, o: GameObject, player: int, ability: ActivatedAbility, total: ManaCost | None) -> int:
    """How much of a reduction ``total`` (the total cost before X is announced) couldn't absorb
    and will take from X's mana once it is (:func:`with_x_folded`): counted when listing the
    values of X a player could pay (CR 601.2f, 107.3)."""
    printed = ability.mana_cost
    if printed is None or not printed.x or total is None:
        return 0
    padded = ManaCost(printed.generic + _PAD, printed.colored, printed.x, printed.other, printed.text)
    reduced = ability_total(g, o, player, ability, padded)
    assert reduced is not None
    return max(_PAD - reduced.generic + total.generic, 0)
