"""Every card of a kind returned from graveyards to the battlefield at once (CR 608.2c, 614.12):
"Return all enchantment cards from your graveyard to the battlefield." (Replenish), "Return all
land cards from your graveyard to the battlefield tapped.", "Return all artifact and enchantment
cards from all graveyards to the battlefield under their owners' control.", "Put all creature cards
from all graveyards onto the battlefield under your control."."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ReturnAllFromGraveyards(Effect):
    """The cards ``what`` describes in the controller's graveyard (``all_graveyards``: in every
    graveyard) put onto the battlefield together, under the controller's control (``yours``) or their
    owners' (110.2), tapped if it says so. ``text_``: the printed sentence."""

    what: Filter
    all_graveyards: bool
    yours: bool
    tapped: bool
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(ReturnAllFromGraveyards)
def _return_all(g: Game, o: GameObject, e: ReturnAllFromGraveyards, legal: list[bool]) -> None:
    """CR 608.2c: the cards are those there as it resolves; they enter at the same time, their "as ~
    enters" questions (an Aura's host, 303.4f) asked once all are there (614.12); "tapped": each
    enters tapped (614.1d)."""
    from arbiter.mtg.objects.as_enters import entering_together  # (it reads the effects' registry)
    from arbiter.mtg.replacement.enters import moving_together

    st = g.state
    players = [p.index for p in st.players] if e.all_graveyards else [o.controller]
    source = o.source if o.source is not None else o.id
    found = [
        st.objects[c]
        for p in players
        for c in st.players[p].graveyard
        if fits(g, e.what, st.objects[c], o.controller, source)
    ]
    with entering_together(g), moving_together(found):  # CR 614.12: one event, counted as it begins
        for card in found:
            if card.zone is not Zone.GRAVEYARD:
                continue
            controller = o.controller if e.yours else card.owner
            with entering_tapped() if e.tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
                move(g, card, Zone.BATTLEFIELD, "110.2a", "is put onto the battlefield", controller=controller)
