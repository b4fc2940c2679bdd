"""Ninjutsu's cost (CR 702.49a): "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand" — the creature is chosen as the cost is paid
(601.2h, 602.2b), and what it was attacking is read then, before it leaves combat (506.4), for the
permanent the ninjutsu card becomes (702.49c, 608.2h)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.costs.parts import ReturnOne
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.state import ReturnedAttacker

if TYPE_CHECKING:
    from arbiter.mtg.costs.parts import CostPart
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

UNBLOCKED_ATTACKER = Filter(
    "an unblocked attacking creature", frozenset({CardType.CREATURE}), controller="you", zone=Zone.BATTLEFIELD,
    combat="unblocked",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class ReturnUnblockedAttacker(ReturnOne):
    """ "Return an unblocked attacking creature you control to its owner's hand" (CR 702.49a)."""


NINJUTSU_RETURN = ReturnUnblockedAttacker(UNBLOCKED_ATTACKER)


def returned_attacker(g: Game, source: GameObject, part: CostPart, picked: int) -> ReturnedAttacker | None:
    """CR 702.49c, 608.2h: what the creature chosen for ninjutsu's return is attacking, read
    before it leaves combat; with the ninjutsu card's zone-change count (400.7)."""
    if not isinstance(part, ReturnUnblockedAttacker):
        return None
    attacking = g.state.objects[picked].attacking
    return None if attacking is None else ReturnedAttacker(attacking, source.zcc)
