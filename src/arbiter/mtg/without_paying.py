"""Casting spells from a hand without paying their mana costs (CR 118.9, 601.2f): Omniscience's
"You may cast spells from your hand without paying their mana costs." — an alternative cost a
permanent's static ability offers its controller for every spell they cast from their hand.

Only one alternative cost can be applied to a spell (118.9a); additional costs (kicker, 601.2f)
are still paid, and X is 0 (107.3b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.casting_keywords import AlternativeCost
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

# the name a player casts a spell by to use this permission (``Cast(alternative=…)``)
WITHOUT_PAYING = "without paying its mana cost"
# the name a spell is cast by for the cost a permanent offers for every spell (Fist of Suns)
RATHER_THAN_MANA_COST = "rather than its mana cost"


@dataclass(frozen=True, slots=True)
class CastFromHandWithoutPaying(Static):
    """ "You may cast spells from your hand without paying their mana costs." (Omniscience)."""

    affects_others = True

    def text(self) -> str:
        return "You may cast spells from your hand without paying their mana costs."


def free_from_hand(g: Game, o: GameObject, player: int) -> bool:
    """CR 118.9: may ``player`` cast ``o`` (a card in their hand) without paying its mana cost —
    do they control a permanent with the ability?"""
    from arbiter.mtg.layers.queries import controlled_statics

    if o.zone is not Zone.HAND or o.owner != player:
        return False
    return any(isinstance(s, CastFromHandWithoutPaying) for _, s in controlled_statics(g, player))


@dataclass(frozen=True, slots=True)
class PayRatherThanManaCost(Static):
    """ "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast." (Fist of
    Suns, Jodah): an alternative cost (CR 118.9) its controller may choose for every spell they cast,
    from any zone they may cast it from (601.2b); only one alternative cost applies (118.9a)."""

    affects_others = True

    cost: ManaCost

    def text(self) -> str:
        return f"You may pay {self.cost.text} rather than pay the mana cost for spells you cast."


def offered_alternative(g: Game, player: int) -> AlternativeCost | None:
    """CR 118.9: the cost a permanent ``player`` controls lets them pay rather than a spell's mana
    cost (the first one found; with several, each is the same kind of choice), or None."""
    from arbiter.mtg.layers.queries import controlled_statics

    for _, s in controlled_statics(g, player):
        if isinstance(s, PayRatherThanManaCost):
            return AlternativeCost(RATHER_THAN_MANA_COST, s.cost, s.text())
    return None
