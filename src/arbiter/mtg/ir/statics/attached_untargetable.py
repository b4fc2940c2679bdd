"""An Aura's static ability "Enchanted creature can't be the target of spells or abilities your
opponents control." (Canopy Cover, Shielding Plax; CR 115.1, 303.4, 604.1): "your" is the Aura's
controller, so the creature's controller's opponents may still target it when the Aura is theirs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

TEXT = "Enchanted creature can't be the target of spells or abilities your opponents control."


@dataclass(frozen=True, slots=True)
class EnchantedUntargetable(Static):
    """CR 115.1, 303.4: the enchanted creature can't be chosen as a target of a spell or ability
    an opponent of the Aura's controller controls."""

    affects_others = True

    def text(self) -> str:
        return TEXT


def aura_shields(g: Game, o: GameObject, controller: int) -> bool:
    """Does an Aura attached to ``o`` with :class:`EnchantedUntargetable` (as it has its abilities
    now, 613.1f) keep ``controller``'s spells and abilities from targeting it?"""
    from arbiter.mtg.layers import statics

    st = g.state
    for sid in st.grant_sources:
        aura = st.objects[sid]
        if aura.zone is not Zone.BATTLEFIELD or aura.attached_to != o.id or aura.controller == controller:
            continue
        if any(isinstance(s, EnchantedUntargetable) for s in aura.card.statics) and any(
            isinstance(s, EnchantedUntargetable) for s in statics(g, aura)
        ):
            return True
    return False
