"""Dredge (CR 702.52): a static ability of a card that functions only while the card is in a
graveyard — a replacement effect of its owner's draws (614.11). The engine applies it in
:mod:`arbiter.mtg.keywords.dredge`."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Ability


@dataclass(frozen=True, slots=True)
class Dredge(Ability):
    """CR 702.52a: "Dredge N" means "As long as you have at least N cards in your library, if you
    would draw a card, you may mill N cards instead and return this card from your graveyard to
    your hand." (702.52b: with fewer than N cards in the library it can't be applied)."""

    n: int

    def text(self) -> str:
        return f"Dredge {self.n}"
