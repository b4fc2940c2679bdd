"""Keyword abilities that let a card be cast from its owner's graveyard (CR 702.81 retrace,
702.133 jump-start, 702.138 escape, 702.146 disturb) — a permission to cast it from there with a cost of its own,
and what casting it so means for it later.

The card is cast from the graveyard like a card with flashback (``casting.from_graveyard``):
retrace and jump-start add an additional cost (601.2f) to the mana cost, escape is an
alternative cost (118.9); the parts other than mana are chosen and paid with the rest (601.2h).
The spell remembers how it was cast ("cast for escape"), and the permanent it becomes keeps it
(702.138c: "escapes with …", "unless it escaped")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import Ability, Static

if TYPE_CHECKING:
    from arbiter.mtg.costs.parts import CostPart
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.mana.pool import ManaCost

RETRACE = "retrace"
JUMP_START = "jump-start"
ESCAPE = "escape"
MAYHEM = "mayhem"
HARMONIZE = "harmonize"
GRAVEYARD = "graveyard"  # CR 601.3: "You may cast ~ from your graveyard." (a permission of the card's own)
DISTURB = "disturb"  # CR 702.146a: cast transformed, its back face up, for the disturb cost
FLASHBACK = "flashback"  # CR 702.34a, when its cost has parts other than mana ("Flashback—{1}{G}, Pay 3 life.")
DISCARDED = "discarded"
"""The mark of a card discarded into its owner's graveyard, with the turn (``GameObject.since``):
mayhem's permission lasts as long as "you discarded this card this turn" (702.187b)."""


@dataclass(frozen=True, slots=True)
class GraveyardCast(Ability):
    """CR 702.81a: "Retrace" — "You may cast this card from your graveyard by discarding a land
    card as an additional cost to cast it." CR 702.133a: "Jump-start" — the same with "a card",
    for an instant or sorcery, and "If this spell was cast using its jump-start ability, exile this
    card instead of putting it anywhere else any time it would leave the stack." CR 702.138a:
    "Escape [cost]" — "You may cast this card from your graveyard by paying [cost] rather than
    paying its mana cost."

    ``cost``: the mana paid rather than the mana cost (escape), or None (the mana cost);
    ``parts``: the other parts of the cost, each chosen and paid as the cost is paid (601.2h);
    ``condition``: "… as long as you control a Zombie" (Gravecrawler), checked when the spell
    would be cast (601.3)."""

    name: str
    parts: tuple[CostPart, ...]
    text_: str
    cost: ManaCost | None = None
    condition: Condition | None = None

    def text(self) -> str:
        return self.text_

    @property
    def mark(self) -> str:
        """What the spell (and the permanent it becomes) remembers: "cast for escape", …"""
        return f"cast for {self.name}"

    @property
    def exiled_after(self) -> bool:
        """CR 702.133a: a jump-started spell is exiled whenever it would leave the stack; CR
        702.180a: "If the harmonize cost was paid, exile this card instead of putting it anywhere
        else any time it would leave the stack."
        """
        return self.name in (JUMP_START, HARMONIZE, FLASHBACK)  # CR 702.34a: flashback too

    @property
    def transformed(self) -> bool:
        """CR 702.146a, 712.11a: disturb casts the card transformed — the spell has its back face up
        (712.8c) and the permanent it becomes enters that way (702.146b)."""
        return self.name == DISTURB

    @property
    def alternative(self) -> bool:
        """CR 702.138a, 118.9: escape's cost is paid rather than the mana cost (so no other
        alternative cost can apply, 118.9a); retrace's and jump-start's are additional (601.2f)."""
        return self.cost is not None

    @property
    def rule(self) -> str:
        """The keyword's own rule, for what it refuses (a cost part that can't be paid, 118.3)."""
        return _RULES.get(self.name, "601.2f")


_RULES = {
    RETRACE: "702.81a", JUMP_START: "702.133a", ESCAPE: "702.138a", DISTURB: "702.146a",
    HARMONIZE: "702.180a", MAYHEM: "702.187a", FLASHBACK: "702.34a",
}  # fmt: skip


def graveyard_cast_of(abilities: tuple[Ability, ...]) -> GraveyardCast | None:
    """The card's ability that lets it be cast from its graveyard, if it has one."""
    return next((a for a in abilities if isinstance(a, GraveyardCast)), None)


@dataclass(frozen=True, slots=True)
class GraveyardCardsHave(Static):
    """ "Instant and sorcery cards in your graveyard have retrace." (Wrenn and Six's emblem): a static
    ability giving the cards of ``kinds`` in its controller's graveyard the keyword ``cast``
    (CR 604.1, 613.1f; retrace, 702.81a). ``noun``: the cards as printed."""

    affects_others = True

    noun: str
    kinds: frozenset[CardType]
    cast: GraveyardCast

    def text(self) -> str:
        return f"{self.noun} cards in your graveyard have {self.cast.name}."

    def applies(self, types: frozenset[CardType]) -> bool:
        """Is a card of ``types`` one of those it names (one of the kinds: "instant and sorcery")?"""
        return bool(types & self.kinds)
