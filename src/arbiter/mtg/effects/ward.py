"""Ward with a cost that isn't mana (CR 702.21a): "Ward—Pay 3 life.", "Ward—Discard a card.",
"Ward—Sacrifice a creature." The ward trigger counters the spell or ability that targeted the
permanent unless that spell's or ability's controller pays the cost; the cost is read from the
keyword's words, so one trigger serves every ward cost the engine knows."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import Ref, TargetSpec

# the nouns "Ward—Sacrifice a …" names, with the card types that permanent must have (none: any)
_SACRIFICED: dict[str, frozenset[CardType]] = {
    "permanent": frozenset(),
    "creature": frozenset({CardType.CREATURE}),
    "artifact": frozenset({CardType.ARTIFACT}),
    "enchantment": frozenset({CardType.ENCHANTMENT}),
    "land": frozenset({CardType.LAND}),
}

WARD_COST = re.compile(r"Pay (?P<life>\d+) life\.|Discard a card\.|Sacrifice an? (?P<noun>[a-z]+)\.")


@dataclass(frozen=True, slots=True)
class WardCost:
    """A ward cost that isn't mana: ``kind`` "pay life" (``amount`` life, CR 119.4), "discard"
    (a card of the payer's choice, 701.9a) or "sacrifice" (a permanent with ``types``, 701.21a)."""

    kind: str
    amount: int = 0
    noun: str = ""
    types: frozenset[CardType] = frozenset()

    @property
    def text(self) -> str:
        if self.kind == "pay life":
            return f"Pay {self.amount} life."
        if self.kind == "discard":
            return "Discard a card."
        return f"Sacrifice {self.noun}."


def ward_cost(words: str) -> WardCost | None:
    """The cost after "Ward—" (as printed, e.g. "Pay 3 life."), or None if the engine can't pay it."""
    m = WARD_COST.fullmatch(words)
    if m is None:
        return None
    if m["life"] is not None:
        return WardCost("pay life", amount=int(m["life"]))
    if m["noun"] is None:
        return WardCost("discard")
    types = _SACRIFICED.get(m["noun"])
    if types is None:
        return None
    return WardCost("sacrifice", noun=f"a {m['noun']}", types=types)


@dataclass(frozen=True, slots=True)
class CounterUnlessWardCost(Effect):
    """ "Counter <ref> unless its controller <pays the ward cost>." (CR 702.21a) — that player
    decides as it resolves; a cost they can't pay is not paid (119.4, 701.9a, 701.21a)."""

    decides = True

    to: Ref
    cost: WardCost

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        c = self.cost
        pays = {"pay life": f"pays {c.amount} life", "discard": "discards a card"}.get(c.kind, f"sacrifices {c.noun}")
        return f"Counter {self.to.text(specs)} unless its controller {pays}."
