"""Discarding a whole hand (CR 701.9a): "Discard your hand.", "Each player discards their hand.",
and "Discard all the cards in your hand, then draw that many cards." (the number is the cards
discarded this way, 608.2c). Each player in APNAP order (101.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text
from arbiter.mtg.zones import cards_in_hand, discard, draw

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class DiscardHand(Effect):
    """ "<Player> discard(s) their hand." — every card of it (CR 701.9a); ``you_word``: "You
    discard your hand." (printed with its subject)."""

    who: Ref
    you_word: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.who.kind == "you":
            return "You discard your hand." if self.you_word else "Discard your hand."
        return f"{subject_text(self.who, specs)} discards their hand."


@dataclass(frozen=True, slots=True)
class DiscardHandDrawThatMany(Effect):
    """ "Discard all the cards in your hand, then draw that many cards.": the controller discards
    their hand (CR 701.9a), then draws as many cards as were discarded this way (121.1, 608.2c)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Discard all the cards in your hand, then draw that many cards."


def _discard_all(g: Game, player: int) -> int:
    """Every card of ``player``'s hand discarded; how many."""
    st = g.state
    hand = cards_in_hand(g, player)  # (a token there isn't a card, CR 108.2b)
    for cid in hand:
        discard(g, st.objects[cid])
    return len(hand)


@handles(DiscardHand)
def _discard_hand(g: Game, o: GameObject, e: DiscardHand, legal: list[bool]) -> None:
    for player in players_of(g, o, e.who, legal):  # APNAP order (CR 101.4)
        _discard_all(g, player)


@handles(DiscardHandDrawThatMany)
def _discard_hand_draw(g: Game, o: GameObject, e: DiscardHandDrawThatMany, legal: list[bool]) -> None:
    for _ in range(_discard_all(g, o.controller)):
        draw(g, o.controller, "121.1")
