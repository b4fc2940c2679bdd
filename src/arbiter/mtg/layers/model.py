"""The values the layer system (CR 613) produces and explains: an object's characteristics after a
layer, each effect applied in it, and one step of the explanation per layer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType, Color
    from arbiter.mtg.ir.abilities import Ability


@dataclass(frozen=True, slots=True)
class Characteristics:
    """CR 109.3: an object's characteristics at one point of the layer system (P/T None: it has
    none, CR 208.2)."""

    name: str
    controller: int
    types: frozenset[CardType]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: frozenset[Color]
    abilities: tuple[Ability, ...]
    power: int | None
    toughness: int | None
    all_creature_types: bool = False  # CR 205.3m

    def text(self) -> str:
        """One line: "Urborg, Tomb of Yawgmoth: Legendary Land — Mountain; colorless; 1 ability"."""
        types = " ".join([*self.supertypes, *sorted(t.value.capitalize() for t in self.types)])
        line = f"{types} — {' '.join(self.subtypes)}" if self.subtypes else types
        colors = " ".join(sorted(c.name.lower() for c in self.colors)) or "colorless"
        pt = f"; {self.power}/{self.toughness}" if self.power is not None else ""
        n = len(self.abilities)
        return f"{self.name}: {line}; {colors}; {n} abilit{'y' if n == 1 else 'ies'}{pt}"


@dataclass(frozen=True, slots=True)
class AppliedEffect:
    """One continuous effect applied to the object in a layer: where it comes from, its timestamp
    (CR 613.7), the rule that places it there and what it did."""

    source: str
    timestamp: int
    rule: str
    what: str

    def text(self) -> str:
        return f"{self.what} — {self.source}, timestamp {self.timestamp} (CR {self.rule})"


@dataclass(frozen=True, slots=True)
class LayerStep:
    """One layer (or sublayer) of CR 613.1/613.4: the effects applied there, in the order they
    were applied, and the characteristics after it."""

    layer: str  # "1", "2", …, "7a", "7b", "7c", "7d"
    name: str  # "copiable values", "control", …
    applied: tuple[AppliedEffect, ...]
    after: Characteristics

    def lines(self) -> list[str]:
        head = f"layer {self.layer} ({self.name}): {self.after.text()}"
        return [head, *(f"  {a.text()}" for a in self.applied)]


@dataclass(frozen=True, slots=True)
class Animation:
    """What "~ becomes a 2/2 Ape creature with trample until end of turn. It's still a land." does
    to an object, layer by layer (CR 613.6): card types and creature types added (layer 4; the
    creature types replace the old ones, 205.1b; ``all_creature_types``, 205.3m), colors set
    (layer 5), keywords gained (layer 6) and base P/T set (layer 7b)."""

    power: int
    toughness: int
    types: frozenset[CardType]
    subtypes: tuple[str, ...] = ()
    all_creature_types: bool = False
    colors: frozenset[Color] = frozenset()
    keywords: tuple[str, ...] = ()
