"""Costs a player may choose to pay when casting a spell (CR 601.2b, 601.2f): alternative costs
(118.9 — evoke, dash, spectacle, surge, "You may pay {N} rather than pay ~'s mana cost") and
buyback's optional additional cost (702.27a).

The choice is announced with the cast (``Cast.alternative``, ``Cast.buyback``) and remembered on
the spell as a mark ("evoked", "dashed", "buyback"), which the permanent it becomes keeps (the
way a kicked spell becomes a kicked permanent).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.mana import ManaCost
from arbiter.mtg.model import Ability

if TYPE_CHECKING:
    from arbiter.mtg.conditions import Condition


@dataclass(frozen=True, slots=True)
class AlternativeCost(Ability):
    """CR 118.9: a cost paid rather than the mana cost. ``name`` is the keyword ("evoke",
    "dash", "spectacle", "surge") or "alternative" for a sentence; ``condition`` must hold as
    the spell is cast (spectacle: an opponent lost life this turn, 702.137a)."""

    casting_option: ClassVar[bool] = True

    name: str
    cost: ManaCost
    text_: str
    condition: Condition | None = None

    def text(self) -> str:
        return self.text_

    @property
    def mark(self) -> str:
        """What the spell (and the permanent it becomes) remembers: "evoked", "dashed", …"""
        return {"evoke": "evoked", "dash": "dashed"}.get(self.name, f"cast for {self.name}")


@dataclass(frozen=True, slots=True)
class Madness(Ability):
    """CR 702.35a: "Madness [cost]" — discarded, the card is exiled instead of put into the
    graveyard (a replacement effect, applied by ``zones.discard``), and "When this card is exiled
    this way, its owner may cast it by paying [cost] rather than paying its mana cost. If that
    player doesn't, they put this card into their graveyard." (``keyword_effects.CastForMadness``).
    Casting it so is an alternative cost (118.9, 702.35b); it can't be chosen any other way."""

    casting_option: ClassVar[bool] = True

    cost: ManaCost

    def text(self) -> str:
        return f"Madness {self.cost.text}"


@dataclass(frozen=True, slots=True)
class Buyback(Ability):
    """CR 702.27a: "Buyback [cost]" — an optional additional cost; if it was paid, the spell
    is put into its owner's hand instead of the graveyard as it resolves."""

    casting_option: ClassVar[bool] = True

    cost: ManaCost

    def text(self) -> str:
        return f"Buyback {self.cost.text}"
