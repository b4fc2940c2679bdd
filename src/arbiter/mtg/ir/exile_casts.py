"""Keyword abilities that exile a card now to cast it from exile on a later turn (CR 702.143
foretell, 702.170 plot, 702.185 warp).

Foretell and plot are special actions taken from the hand (116.2h, 116.2k): the card is exiled
(face down, for foretell) and becomes foretold or plotted. Warp is an alternative cost paid from
the hand (118.9); the permanent the spell becomes is exiled at the next end step and becomes a
warped card. In each case the exiled card remembers it by a mark ("foretold", "plotted",
"warped") and the turn it was exiled (``GameObject.since``), and its owner may cast it from exile
once that turn has ended (``casting.from_exile``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.mana.pool import ManaCost

FORETELL = "foretell"
PLOT = "plot"
WARP = "warp"
FORETOLD = "foretold"
PLOTTED = "plotted"
WARPED = "warped"
MARKS = {FORETELL: FORETOLD, PLOT: PLOTTED, WARP: WARPED}
"""The mark an exiled card keeps, by the keyword that exiled it (702.143c, 702.170a, 702.185b)."""

FORETELL_ACTION_COST = ManaCost(2, text="{2}")
"""CR 702.143a, 116.2h: "that player may pay {2} and exile a card with foretell from their hand"."""

FACE_DOWN_EXILED = CardDef("", None, frozenset())
"""A card exiled face down (CR 406.3, 702.143a): no characteristics its opponents may know."""


@dataclass(frozen=True, slots=True)
class ExileToCast(Ability):
    """CR 702.143a: "Foretell [cost]" — any time you have priority during your turn, pay {2} and
    exile this card from your hand face down; cast it after the current turn has ended by paying
    [cost] rather than its mana cost. CR 702.170a: "Plot [cost]" — any time you have priority
    during your main phase while the stack is empty, exile this card from your hand and pay
    [cost]; it becomes plotted (cast later without paying its mana cost, 702.170d)."""

    casting_option: ClassVar[bool] = True  # (listed with the card's other ways to be cast)

    name: str
    cost: ManaCost

    def text(self) -> str:
        return f"{self.name.capitalize()} {self.cost.text}"

    @property
    def action_cost(self) -> ManaCost:
        """What the special action costs: {2} to foretell (116.2h), the plot cost (702.170a)."""
        return FORETELL_ACTION_COST if self.name == FORETELL else self.cost


def exile_to_cast_of(card: CardDef) -> ExileToCast | None:
    """The card's foretell or plot ability, if it has one."""
    return next((a for a in card.options if isinstance(a, ExileToCast)), None) if card.options else None
