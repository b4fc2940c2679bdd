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

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

# the name a player casts a spell by to use this permission (``Cast(alternative=…)``)
WITHOUT_PAYING = "without paying its mana cost"


@dataclass(frozen=True, slots=True)
class CastFromHandWithoutPaying(Static):
    """ "You may cast spells from your hand without paying their mana costs." (Omniscience)."""

    affects_others = True

    def text(self) -> str:
        return "You may cast spells from your hand without paying their mana costs."


def free_from_hand(g: Game, o: GameObject, player: int) -> bool:
    """CR 118.9: may ``player`` cast ``o`` (a card in their hand) without paying its mana cost —
    do they control a permanent with the ability?"""
    from arbiter.mtg.layers.queries import statics

    if o.zone is not Zone.HAND or o.owner != player:
        return False
    st = g.state
    return any(
        source.zone is Zone.BATTLEFIELD and source.controller == player
        and any(isinstance(s, CastFromHandWithoutPaying) for s in statics(g, source))
        for source in (st.objects[sid] for sid in st.grant_sources)
    )  # fmt: skip
