"""CR 701.20a, 608.2c, 401.4: "Reveal cards from the top of your library until you reveal a nonland
card. <instructions about that card>. Put the revealed cards on the bottom of your library in any
order." (Erratic Explosion, Explosive Revelation, Erratic Mutation, Goblin Machinist) and "…, then
put all cards revealed this way into your hand." (Treasure Hunt).

The cards are revealed one at a time from the top (they stay in the library, 701.20a) until a
nonland card is revealed, or the library runs out (then no nonland card was revealed: "that card"
names nothing and its mana value is 0, 609.3). The nonland card is "that card" for the instructions
after it (608.2c); the revealed cards are remembered as a group (:class:`RevealedCards`) for the
last instruction, which puts those still in the library on the bottom — in an order their owner
chooses ("in any order", 401.4, asked by :mod:`arbiter.mtg.paused.library_order`) or in a random
order — or first the nonland card into the hand ("Put the nonland card into your hand and the rest
…", Explosive Revelation). Calibrated Blast's "When you reveal a nonland card this way, …" is a
reflexive triggered ability (:class:`WhenRevealedNonland`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.reveal_until import reveal_until
from arbiter.mtg.effects.that_card import bind
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.lki import RevealedCards, SeenCard
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import TriggeredAbility
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class RevealUntilNonland(Effect):
    """The reveal; ``into_hand``: "…, then put all cards revealed this way into your hand." (all of
    them, the nonland card too). ``text_``: the sentence as printed."""

    text_: str
    into_hand: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class PutRevealedOnBottom(Effect):
    """ "Put the revealed cards on the bottom of your library in any order." — ``random``: "in a
    random order"; ``nonland_to_hand``: "Put the nonland card into your hand and the rest …"."""

    decides = True

    text_: str
    random: bool = False
    nonland_to_hand: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(RevealUntilNonland)
def _reveal_until_nonland(g: Game, o: GameObject, e: RevealUntilNonland, legal: list[bool]) -> None:
    st = g.state
    revealed, nonland = reveal_until(g, o.controller, lambda card: CardType.LAND not in card.card.types)  # 701.20a
    if not revealed:
        return  # CR 609.3: an empty library reveals nothing
    g.set(o, "lki", (*o.lki, RevealedCards(tuple((c, st.objects[c].zcc) for c in revealed), o.zcc)))
    if nonland is not None:
        bind(g, o, st.objects[nonland], revealed=True)  # CR 608.2c: "that card" in the instructions after it
    if e.into_hand:
        for c in revealed:
            move(g, st.objects[c], Zone.HAND, "608.2c", "is put")


@dataclass(frozen=True, slots=True)
class WhenRevealedNonland(Effect):
    """ "When you reveal a nonland card this way, <effect>." (Calibrated Blast): a reflexive triggered
    ability (CR 603.12) that triggers only if the reveal found a nonland card; its "that card" is
    that card (608.2h: its mana value, the same in every zone but the stack, 202.3)."""

    ability: TriggeredAbility

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.ability.text()


@handles(WhenRevealedNonland)
def _when_revealed_nonland(g: Game, o: GameObject, e: WhenRevealedNonland, legal: list[bool]) -> None:
    from arbiter.mtg.effects.reflexive import create_reflexive

    seen = [x for x in o.lki if isinstance(x, SeenCard) and x.during == o.zcc and x.revealed]
    if not seen:
        return  # no nonland card was revealed: it doesn't trigger
    create_reflexive(g, o, e.ability, (SeenCard(seen[-1].id, seen[-1].zcc, True, 0),))


def revealed_group(o: GameObject) -> RevealedCards | None:
    """The cards this resolution revealed last (the same resolution: 400.7)."""
    groups = [x for x in o.lki if isinstance(x, RevealedCards) and x.during == o.zcc]
    return groups[-1] if groups else None
