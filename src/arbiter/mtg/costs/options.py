"""A spell's additional cost in words that offer a choice or join several parts (CR 601.2b,
601.2f–h, 118.1): "discard a card or pay {5}", "pay 5 life or sacrifice a creature or
enchantment", "discard a card and sacrifice a creature", "discard two cards". The caster
announces which option they will pay (601.2b); its mana is added to the total cost (601.2f) and
the rest is paid with the other costs (601.2h)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.costs.parts import (
    CostPart,
    DiscardCards,
    ExileFromGraveyard,
    PayMana,
    SacrificeSeveral,
    TapUntapped,
)


def _words(part: CostPart) -> str:
    """One part as the words of the cost ("pay {5}", "discard a card")."""
    said = f"pay {part.cost.text}" if isinstance(part, PayMana) else part.text()
    return said[0].lower() + said[1:]


@dataclass(frozen=True, slots=True)
class CostOptions(CostPart):
    """The options of the cost, in printed order; each option is one or more parts, all of which
    are paid ("discard a card and sacrifice a creature")."""

    options: tuple[tuple[CostPart, ...], ...]

    def text(self) -> str:
        said = " or ".join(" and ".join(_words(p) for p in option) for option in self.options)
        return said[0].upper() + said[1:]


def one_each(part: CostPart) -> tuple[CostPart, ...]:
    """A part as one entry per object chosen to pay it (CR 601.2h): "discard two cards" is
    two discards, each of a card the player picks; "discard a card at random" is one entry (the
    game picks, 701.9b)."""
    if isinstance(part, DiscardCards) and part.chosen:
        return (part,) * (part.count or 0)
    if isinstance(part, ExileFromGraveyard | TapUntapped | SacrificeSeveral):
        return (part,) * part.count
    return (part,)
