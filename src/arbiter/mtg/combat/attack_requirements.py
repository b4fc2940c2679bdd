"""The attack requirements on one creature (CR 508.1d), as the declaration of attackers counts
them: "~ attacks each combat if able", a group's requirement, goad (701.15b) and "attacks this
turn if able" (encore's "attacks that opponent", 702.141a).

Two of them are obeyed only by attacking a player — goad's "attacks a player other than" the
goader, when the goader controls the creature, and encore's named opponent. A requirement that
can't be obeyed without disobeying a restriction or paying a cost isn't counted (508.1d): when
no player may be attacked for free (the defending player controls Blazing Archon, "Creatures
can't attack you.", or Ghostly Prison taxes the attack), those two ask nothing, and attacking a
planeswalker or battle instead doesn't disobey them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import resolved
from arbiter.mtg.combat.group_requirements import group_requirements
from arbiter.mtg.effects.goad import goad_requirements
from arbiter.mtg.layers import statics
from arbiter.mtg.model import AttacksEachCombat
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.combat.group_requirements import Group
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject, TargetRef


def creature_requirements(g: Game, o: GameObject, free: list[TargetRef], groups: list[Group]) -> tuple[str, ...]:
    """CR 508.1d: the requirements on ``o`` that count, ``free``: what it may attack without a cost
    (not empty). Goad's "a player other than" and encore's named player count only when that
    player is among ``free`` (701.15b, 702.141a)."""
    player_free = any(isinstance(t, PlayerRef) for t in free)
    whys: list[str] = [
        msg("{card} attacks each combat if able", card=CardName(o.label))
        for s in statics(g, o)
        if isinstance(s, AttacksEachCombat)
    ]
    whys += group_requirements(g, o, groups)
    whys += goad_requirements(g, o, player_free)  # CR 701.15b
    if g.state.effects and _attacks_if_able(g, o, free):
        whys.append(msg("{card} attacks this turn if able", card=CardName(o.label)))
    return tuple(whys)


def _attacks_if_able(g: Game, o: GameObject, free: list[TargetRef]) -> bool:
    """CR 508.1d, 702.141a: an "attacks this turn if able" that binds ``o`` and can be obeyed — any
    attack, or an attack on a named player who may be attacked for free."""
    return any(
        isinstance(e.change, resolved.AttacksIfAble)
        and e.object_id == o.id
        and e.zcc == o.zcc
        and (e.change.player is None or e.change.player in free)
        for e in g.state.effects
    )


def at_named_player(g: Game, oid: int, target: TargetRef) -> bool:
    """Whether a creature bound to attack a named player this turn (the requirement's value)
    attacks that player — true for a creature bound by no such requirement."""
    o = g.state.objects[oid]
    named = [
        e.change.player for e in g.state.effects
        if isinstance(e.change, resolved.AttacksIfAble) and e.object_id == oid and e.zcc == o.zcc
    ]  # fmt: skip
    return all(p is None or p == target for p in named)
