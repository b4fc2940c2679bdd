"""Prototype (CR 702.160, 718) as data: "Prototype [mana cost] — [power]/[toughness]" — the card
may be cast as a prototyped spell with that mana cost, power and toughness (and the colors of that
cost, 718.3b); the runtime keeps the prototyped characteristics as the card's cast face, as it does
for a modal double-faced card's back face: only on the stack and the battlefield (718.4)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.mana.pool import ManaCost

PROTOTYPE = "prototype"  # ``Cast.face`` of a prototyped spell, and the layout of a prototype card (718.3)


@dataclass(frozen=True, slots=True)
class Prototype(Ability):
    """CR 702.160a: the prototype keyword and its alternative characteristics (718.2)."""

    cost: ManaCost
    power: int
    toughness: int

    def text(self) -> str:
        return f"Prototype {self.cost.text} — {self.power}/{self.toughness}"
