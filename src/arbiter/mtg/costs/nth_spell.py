"""A cost reduction for one spell of a turn (CR 601.2f): "The second spell you cast each turn
costs {1} less to cast." (Highspire Bell-Ringer), "The first creature spell you cast each turn
costs {2} less to cast." The spells counted are those the player cast earlier this turn (a spell
becomes cast only at 601.2i, after its total cost is determined, so the one being cast isn't)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.condition_check import this_turn
from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import CardDef

_ORDINALS = ("first", "second")


@dataclass(frozen=True, slots=True)
class NthSpellCostsLess(Static):
    """ "The <first|second> [<kind> ]spell you cast each turn costs {N} less to cast.": ``nth``
    counts from 1; a spell of one of ``types`` (none: any spell) — read from the card as it is
    cast (601.2a) and, for the earlier spells, from their card types as they became cast."""

    affects_others = True

    nth: int
    amount: int
    noun: str = ""  # "creature ", "instant or sorcery " (with its space), or "" for any spell
    types: frozenset[CardType] = frozenset()

    def text(self) -> str:
        ordinal = _ORDINALS[self.nth - 1]
        return f"The {ordinal} {self.noun}spell you cast each turn costs {{{self.amount}}} less to cast."

    def applies(self, g: Game, card: CardDef, caster: int, controller: int) -> bool:
        """Is a spell of ``card`` cast now by ``caster`` the one this ability makes cheaper?"""
        if caster != controller or (self.types and not card.types & self.types):
            return False
        name = g.state.players[caster].name
        earlier = sum(
            1
            for e in this_turn(g)
            if isinstance(e, ev.SpellCast)
            and e.player == name
            and (not self.types or (e.kinds is not None and bool(e.kinds & self.types)))
        )
        return earlier == self.nth - 1
