"""Keyword abilities and other costs that change how a spell is cast (CR 601.2b, 601.2f, 702):
flashback, morph, suspend, entwine, offering, kicker; alternative costs (118.9 — evoke, dash,
spectacle, surge, "You may pay {N} rather than pay ~'s mana cost"), madness and buyback.

The choice is announced with the cast (``Cast.alternative``, ``Cast.buyback``) and remembered on
the spell as a mark ("evoked", "dashed", "buyback"), which the permanent it becomes keeps (the
way a kicked spell becomes a kicked permanent)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.ir.abilities import Ability

if TYPE_CHECKING:
    from arbiter.mtg.costs.parts import CostPart
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.mana.pool import ManaCost


@dataclass(frozen=True, slots=True)
class Flashback(Ability):
    """CR 702.34a: "Flashback [cost]" — cast it from your graveyard by paying [cost] instead of
    its mana cost; if it would then leave the stack, it's exiled instead."""

    cost: ManaCost

    def text(self) -> str:
        return f"Flashback {self.cost.text}"


@dataclass(frozen=True, slots=True)
class Morph(Ability):
    """CR 702.37a: "Morph [cost]" — cast the card as a 2/2 face-down creature for {3} (an
    alternative cost, 118.9); turn it face up any time you have priority by paying [cost]
    (702.37e, a special action, 116.2b). CR 702.37b: megamorph also puts a +1/+1 counter on it
    as it is turned face up for its megamorph cost."""

    cost: ManaCost
    mega: bool = False

    def text(self) -> str:
        return f"{'Megamorph' if self.mega else 'Morph'} {self.cost.text}"


@dataclass(frozen=True, slots=True)
class Suspend(Ability):
    """CR 702.62a: "Suspend N—[cost]" — from your hand, whenever you could begin to cast it, pay
    [cost] and exile it with N time counters (a special action, 116.2f); at the beginning of
    your upkeep remove one; when the last is removed, you may cast it without paying its mana
    cost (with haste if it's a creature)."""

    time: int
    cost: ManaCost

    def text(self) -> str:
        return f"Suspend {self.time}\u2014{self.cost.text}"


@dataclass(frozen=True, slots=True)
class Entwine(Ability):
    """CR 702.42a: "Entwine [cost]" — you may choose all the modes, paying [cost] more."""

    cost: ManaCost

    def text(self) -> str:
        return f"Entwine {self.cost.text}"


@dataclass(frozen=True, slots=True)
class Offering(Ability):
    """CR 702.48a: "[Quality] offering" — as an additional cost you may sacrifice a permanent of
    that subtype; then the spell costs less by that permanent's mana cost (702.48c) and may be
    cast any time you could cast an instant."""

    subtype: str

    def text(self) -> str:
        return f"{self.subtype} offering"


@dataclass(frozen=True, slots=True)
class Kicker(Ability):
    """CR 702.33a/c: "Kicker [cost]" (once) or "Multikicker [cost]" (any number of times)."""

    cost: ManaCost
    multi: bool = False

    def text(self) -> str:
        return f"{'Multikicker' if self.multi else 'Kicker'} {self.cost.text}"


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
    # the parts of the cost other than mana (CR 118.9, 601.2h): "pay 1 life and exile a blue card
    # from your hand" (Force of Will), "return an Island you control to its owner's hand" (Daze)
    parts: tuple[CostPart, ...] = ()

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
    player doesn't, they put this card into their graveyard." (``effects.keywords.CastForMadness``).
    Casting it so is an alternative cost (118.9, 702.35b); it can't be chosen any other way."""

    casting_option: ClassVar[bool] = True

    cost: ManaCost

    def text(self) -> str:
        return f"Madness {self.cost.text}"


@dataclass(frozen=True, slots=True)
class Miracle(Ability):
    """CR 702.94a: "Miracle [cost]" — "You may reveal this card from your hand as you draw it if
    it's the first card you've drawn this turn. When you reveal this card this way, you may cast it
    by paying [cost] rather than its mana cost." The reveal is asked as the card is drawn
    (``keywords.miracle``); the triggered ability casts it (``effects.keywords.CastForMiracle``).
    Casting it so is an alternative cost (118.9); it can't be chosen any other way."""

    casting_option: ClassVar[bool] = True

    cost: ManaCost

    def text(self) -> str:
        return f"Miracle {self.cost.text}"


@dataclass(frozen=True, slots=True)
class Buyback(Ability):
    """CR 702.27a: "Buyback [cost]" — an optional additional cost; if it was paid, the spell
    is put into its owner's hand instead of the graveyard as it resolves."""

    casting_option: ClassVar[bool] = True

    cost: ManaCost
    parts: tuple[CostPart, ...] = ()  # "Buyback—Sacrifice a land.": paid with the rest (601.2h)
    printed: str = ""  # the whole line, when it isn't "Buyback [cost]"

    def text(self) -> str:
        return self.printed or f"Buyback {self.cost.text}"


@dataclass(frozen=True, slots=True)
class Splice(Ability):
    """CR 702.47a: "Splice onto [quality] [cost]" — while the card is in its owner's hand, they may
    reveal it as they cast a [quality] spell ("Arcane", or "instant or sorcery"); that spell gains
    this card's rules text and they pay [cost] as an additional cost (601.2b, 601.2f–h)."""

    quality: str  # "Arcane" (a subtype) or "instant or sorcery" (card types)
    cost: ManaCost

    def text(self) -> str:
        return f"Splice onto {self.quality} {self.cost.text}"
