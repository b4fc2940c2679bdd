"""Discarding N cards unless one of a type is discarded (CR 701.9a): "Discard two cards unless you
discard a land card." The player chooses a card; if it is of that type it is the whole discard,
otherwise they choose more until N — then the chosen cards are discarded together.

CR 118.12a reads it as "You may discard a land card. If you don't, discard two cards.": the first
question also offers 0 — not discarding a card of the type — after which any N cards are chosen,
cards of the type included (two land cards, say)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.hand import DiscardUnlessOfType
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import cards_in_hand, discard

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class DiscardingUnlessOfType:
    """The cards ``player`` has chosen so far; ``declined``: they chose not to discard a card of
    the type (CR 118.12a), so every card chosen counts toward the N."""

    e: DiscardUnlessOfType
    player: int
    chosen: tuple[int, ...]
    declined: bool = False

    def answer(self, g: Game, at: At, card: int) -> Next:
        st = g.state
        if card == 0:  # CR 118.12a: no card of the type: N cards of any kind
            return _ask(g, at, self.e, self.player, self.chosen, declined=True)
        if st.objects[card].card.types & self.e.types and not self.chosen and not self.declined:
            return _discard_all(g, (card,))  # one card of the type is the whole discard
        return _ask(g, at, self.e, self.player, (*self.chosen, card), declined=self.declined)


def _discard_all(g: Game, cards: tuple[int, ...]) -> Next:
    for cid in cards:
        o = g.state.objects[cid]
        if o.zone is Zone.HAND:
            discard(g, o)  # CR 701.9a
    return Next.GO_ON


def _ask(g: Game, at: At, e: DiscardUnlessOfType, player: int, chosen: tuple[int, ...], declined: bool = False) -> Next:
    st = g.state
    hand = tuple(c for c in cards_in_hand(g, player) if c not in chosen)  # (CR 108.2b)
    if len(chosen) >= e.count or not hand:
        return _discard_all(g, chosen)  # as many as they can (CR 609.3)
    options: tuple[int, ...] = hand
    if chosen or declined:
        prompt = msg("discard a card ({count} more to choose)", count=e.count - len(chosen))
    elif any(st.objects[c].card.types & e.types for c in hand):
        # CR 118.12a: "unless" is "you may …; if you don't": 0 declines the card of the type
        options = (*hand, 0)
        prompt = msg(
            "discard a card ({count} to choose, or one {noun} card; 0: no {noun} card, {count} cards of any kind)",
            count=e.count,
            noun=e.noun,
        )
    else:
        prompt = msg("discard a card ({count} to choose, or one {noun} card)", count=e.count, noun=e.noun)
    question = Choose(player, Purpose.DISCARD, "701.9a", options, prompt)
    return pause(g, at, DiscardingUnlessOfType(e, player, chosen, declined), question)


def begin_discard_unless(g: Game, at: At, e: DiscardUnlessOfType) -> Next:
    o = at.object(g)
    player = player_of(g, o, e.who, list(at.legal)) if e.who.kind != "you" else o.controller
    if player is None:
        return Next.GO_ON
    return _ask(g, at, e, player, ())


def register(askers: Askers) -> None:
    askers.add(DiscardUnlessOfType, begin_discard_unless)
