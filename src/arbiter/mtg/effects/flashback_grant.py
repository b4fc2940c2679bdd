"""Granting flashback until end of turn (CR 702.34a, 611.2a, 514.2): "Target instant or sorcery
card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana
cost." (Snapcaster Mage) — read by :mod:`arbiter.mtg.granted_flashback` when the card is cast."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text
from arbiter.mtg.state import TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class GainsFlashbackUntilEOT(Effect):
    """ "<card> gains flashback until end of turn. The flashback cost is equal to its mana cost." """

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"{subject_text(self.to, specs)} gains flashback until end of turn. The flashback cost is equal to its "
            "mana cost."
        )


@handles(GainsFlashbackUntilEOT)
def _gains_flashback(g: Game, o: GameObject, e: GainsFlashbackUntilEOT, legal: list[bool]) -> None:
    card = permanent_of(g, o, e.to, legal)
    if card is None or card.zone is not Zone.GRAVEYARD:
        return  # CR 608.2b, 400.7
    st = g.state
    g.set(st, "effects", (*st.effects, TurnEffect(card.id, card.zcc, resolved.HasFlashback(), g.next_timestamp())))
    g.log(ev.EffectCreated("702.34a", card.label, msg("has flashback until end of turn")))
