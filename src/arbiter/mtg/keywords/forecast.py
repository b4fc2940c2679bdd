"""Forecast (CR 702.57): "Forecast — [Activated ability]" is an activated ability activated only from
its owner's hand (702.57a), only during that player's upkeep step and only once each turn
(702.57b); its controller reveals the card as the ability is activated. The cost part "Reveal ~
from your hand" and the upkeep restriction are here; the ability is an ordinary
:class:`ActivatedAbility` with ``from_hand`` and ``once_each_turn``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.costs.parts import CostPart
from arbiter.mtg.enums import Step
from arbiter.mtg.ir.conditions import Condition

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class RevealThisFromHand(CostPart):
    """ "Reveal ~ from your hand" (CR 702.57b): the card is shown to all players; it stays in the hand."""

    def text(self) -> str:
        return "Reveal ~ from your hand"


@dataclass(frozen=True, slots=True)
class DuringYourUpkeep(Condition):
    """CR 702.57b: "only during the upkeep step of the card's owner" (in the hand, its controller)."""


OWNERS_UPKEEP = DuringYourUpkeep("it's your upkeep")


def during_upkeep_of(g: Game, player: int) -> bool:
    """Is it ``player``'s upkeep step (CR 503)?"""
    st = g.state
    return st.active == player and st.step is Step.UPKEEP
