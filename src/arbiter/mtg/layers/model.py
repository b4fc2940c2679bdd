"""The values the layer system (CR 613) produces and explains: an object's characteristics after a
layer, each effect applied in it, and one step of the explanation per layer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, Quoted, Term, Text, Words, msg

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
        """One line: "Urborg, Tomb of Yawgmoth: Legendary Land — Mountain; colorless; 1 ability"
        (a message: each word of the type line and each color through the vocabulary)."""
        types = Words(tuple(Term(w) for w in [*self.supertypes, *sorted(t.value.capitalize() for t in self.types)]))
        line = msg("{types} — {subtypes}", types=types, subtypes=Words(tuple(Term(s) for s in self.subtypes)))
        colors = Words(tuple(Term(c) for c in sorted(c.name.lower() for c in self.colors)) or (Term("colorless"),))
        n = len(self.abilities)
        abilities = msg("1 ability") if n == 1 else msg("{n} abilities", n=n)
        args = {"card": CardName(self.name), "types": line if self.subtypes else types, "colors": colors}
        if self.power is not None:
            return msg("{card}: {types}; {colors}; {abilities}; {pt}", **args, abilities=abilities,
                       pt=f"{self.power}/{self.toughness}")  # fmt: skip
        return msg("{card}: {types}; {colors}; {abilities}", **args, abilities=abilities)


@dataclass(frozen=True, slots=True)
class AppliedEffect:
    """One continuous effect applied to the object in a layer: where it comes from, its timestamp
    (CR 613.7), the rule that places it there and what it did."""

    source: str
    timestamp: int
    rule: str
    what: str

    def text(self) -> str:
        return msg(
            "{what} — {source}, timestamp {timestamp} (CR {rule})",
            what=self.what if isinstance(self.what, Text) else Quoted(self.what),  # else the card's text
            source=CardName(self.source), timestamp=self.timestamp, rule=self.rule,
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class LayerStep:
    """One layer (or sublayer) of CR 613.1/613.4: the effects applied there, in the order they
    were applied, and the characteristics after it."""

    layer: str  # "1", "2", …, "7a", "7b", "7c", "7d"
    name: str  # "copiable values", "control", …
    applied: tuple[AppliedEffect, ...]
    after: Characteristics

    def lines(self) -> list[str]:
        head = msg("layer {layer} ({name}): {characteristics}", layer=self.layer, name=Term(self.name),
                   characteristics=self.after.text())  # fmt: skip
        return [head, *(msg("  {effect}", effect=a.text()) for a in self.applied)]


@dataclass(frozen=True, slots=True)
class Animation:
    """What "<object> becomes a …" does to an object, layer by layer (CR 613.6): card types and
    subtypes (layer 4), colors (layer 5), keywords gained (layer 6) and base P/T (layer 7b) —
    "~ becomes a 2/2 Ape creature with trample until end of turn. It's still a land.", "target
    creature becomes a blue Frog with base power and toughness 1/1", "it becomes an artifact in
    addition to its other types".

    ``retain`` says what the object keeps of its prior types (CR 205.1a–b): ``"all"`` — every
    prior card type and subtype ("in addition to its other types", "It's still a land", "becomes
    an artifact creature"); ``"noncreature"`` — its card types and its subtypes other than creature
    types, whose new ones replace the old ("becomes a Frog", "becomes a Bird artifact creature");
    ``"none"`` — the named card types replace the old ones, and only subtypes that still belong to
    one of its card types stay ("is a green Elk creature"). ``add_colors``: "in addition to its
    other colors" (else the named colors replace the old ones, 105.3). ``power``/``toughness``
    are ``None`` when no base P/T is set."""

    power: int | None
    toughness: int | None
    types: frozenset[CardType]
    subtypes: tuple[str, ...] = ()
    all_creature_types: bool = False
    colors: frozenset[Color] = frozenset()
    keywords: tuple[str, ...] = ()
    retain: str = "all"
    add_colors: bool = False
