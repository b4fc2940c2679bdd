"""Discarding and putting cards from a hand (CR 701.9): "Discard a card.", "Each opponent discards a
card.", "Target opponent reveals their hand. You choose …", "You may put a creature card from your
hand onto the battlefield." The choices are asked by ``priority`` as the effect resolves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text
from arbiter.mtg.ir.selectors import Chosen
from arbiter.mtg.wording import COUNT_WORDS as _COUNT_WORDS
from arbiter.mtg.wording import article
from arbiter.mtg.zones import cards_in_hand, discard, draw, move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


ONE_CARD = Chosen()
""""A card" (of the acting player's choice)."""


@dataclass(frozen=True, slots=True)
class Discard(Effect):
    """CR 701.9a: "<players> discard(s) <cards>." — one verb for "Discard a card." (you choose, one
    at a time), "Each opponent discards a card.", "Target player discards two cards at random."
    (701.9b) and "Target opponent reveals their hand. You choose a nonland card from it. That
    player discards that card." (701.20a; ``what.by_controller``). ``who``: the player word; each
    of them, in APNAP order (101.4), discards as many as they can (609.3). The cards are chosen
    as it resolves (:mod:`arbiter.mtg.paused.discard`)."""

    decides = True

    who: Ref
    what: Chosen = ONE_CARD

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        w = self.what
        if w.by_controller:
            card = f"{w.noun} card" if w.noun else "card"
            most = w.what.max_value
            limit = f" with mana value {most} or less" if most is not None else ""  # (CR 202.3)
            who = subject_text(self.who, specs)
            chosen = f"You choose {article(card)} {card} from it{limit}."
            return f"{who} reveals their hand. {chosen} That player discards that card."
        n = "X cards" if w.x_cards else "a card" if w.count == 1 else f"{_COUNT_WORDS[w.count]} cards"
        randomly = " at random" if w.at_random else ""  # CR 701.9b
        if self.who.kind == "you":
            return f"Discard {n}{randomly}."
        return f"{subject_text(self.who, specs)} discards {n}{randomly}."


@dataclass(frozen=True, slots=True)
class EachDiscardsHandThenDraws(Effect):
    """ "Each player discards their hand, then draws N cards." (APNAP, CR 101.4)."""

    amount: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Each player discards their hand, then draws {_COUNT_WORDS.get(self.amount, self.amount)} cards."


@dataclass(frozen=True, slots=True)
class PutFromHand(Effect):
    """ "You may put a[n] <type> card from your hand onto the battlefield." — the card is chosen
    (or none) as the ability resolves; it doesn't target."""

    decides = True

    noun: str
    types: frozenset[CardType]
    tapped: bool = False  # "… onto the battlefield tapped." (CR 110.5b)
    basic: bool = False  # "a basic land card" (CR 205.4a)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        article = "an" if self.noun[0] in "aeiou" else "a"
        tapped = " tapped" if self.tapped else ""
        return f"You may put {article} {self.noun} card from your hand onto the battlefield{tapped}."


@dataclass(frozen=True, slots=True)
class PutCardsFromHand(Effect):
    """ "Put up to two creature cards from your hand onto the battlefield." (chosen as the
    effect happens, 608.2c)."""

    decides = True

    count: int
    what: Filter  # its text is the printed word ("creature")
    up_to: bool = True
    dest: str = "onto the battlefield"
    tapped: bool = False
    from_hand: bool = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        words = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
        cards = "cards" if self.count > 1 else "card"
        return f"Put up to {words[self.count]} {self.noun} {cards} from your hand onto the battlefield."

    @property
    def noun(self) -> str:
        return self.what.text


@handles(EachDiscardsHandThenDraws)
def _each_discard_draw(g: Game, o: GameObject, e: EachDiscardsHandThenDraws, legal: list[bool]) -> None:
    """Each player, active player first (101.4), discards their hand; then each draws."""
    st = g.state
    order = (st.active, 1 - st.active)
    for player in order:
        for cid in cards_in_hand(g, player):  # (a token there isn't a card, CR 108.2b)
            discard(g, st.objects[cid])
    for player in order:
        for _ in range(e.amount):
            draw(g, player, "121.1")


@dataclass(frozen=True, slots=True)
class EachDiscardsHandThenDrawsGreatest(Effect):
    """ "Each player discards their hand, then draws cards equal to the greatest number of cards
    a player discarded this way." (Windfall): each player, in APNAP order (CR 101.4), discards
    their hand (701.9a); then each draws that many (121.1), counted once for everyone."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            "Each player discards their hand, then draws cards equal to the greatest number of cards a player "
            "discarded this way."
        )


@dataclass(frozen=True, slots=True)
class EachShufflesIntoLibraryThenDraws(Effect):
    """ "Each player shuffles their hand and graveyard into their library, then draws seven
    cards." (Timetwister; ``graveyard`` False: "their hand"): each player puts the cards into
    their library and shuffles it (CR 701.24a, 101.4: APNAP order), then each draws."""

    amount: int
    graveyard: bool = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        what = "their hand and graveyard" if self.graveyard else "their hand"
        n = _COUNT_WORDS.get(self.amount, str(self.amount))
        return f"Each player shuffles {what} into their library, then draws {n} cards."


@handles(EachDiscardsHandThenDrawsGreatest)
def _each_discard_draw_greatest(
    g: Game, o: GameObject, e: EachDiscardsHandThenDrawsGreatest, legal: list[bool]
) -> None:
    st = g.state
    order = (st.active, 1 - st.active)
    greatest = 0
    for player in order:
        hand = cards_in_hand(g, player)  # (a token there isn't a card, CR 108.2b)
        greatest = max(greatest, len(hand))  # the cards each player discarded (701.9a)
        for cid in hand:
            discard(g, st.objects[cid])
    for player in order:
        for _ in range(greatest):
            draw(g, player, "121.1")


@handles(EachShufflesIntoLibraryThenDraws)
def _each_shuffle_draw(g: Game, o: GameObject, e: EachShufflesIntoLibraryThenDraws, legal: list[bool]) -> None:
    st = g.state
    order = (st.active, 1 - st.active)
    for player in order:
        p = st.players[player]
        for cid in (*p.hand, *(p.graveyard if e.graveyard else ())):
            move(g, st.objects[cid], Zone.LIBRARY, "701.24a", "is shuffled into its owner's library")
        shuffle(g, player)
    for player in order:
        for _ in range(e.amount):
            draw(g, player, "121.1")


@dataclass(frozen=True, slots=True)
class DiscardUnlessOfType(Effect):
    """ "Discard two cards unless you discard a land card." / "That player discards two cards
    unless they discard an artifact card." (CR 701.9a): the player discards either one card of
    that type or ``count`` cards — chosen one at a time, then discarded together
    (:mod:`arbiter.mtg.paused.discard_unless`)."""

    decides = True

    who: Ref
    count: int
    noun: str
    types: frozenset[CardType]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        n = _COUNT_WORDS[self.count]
        card = f"{article(self.noun)} {self.noun} card"
        if self.who.kind == "you":
            return f"Discard {n} cards unless you discard {card}."
        return f"{subject_text(self.who, specs)} discards {n} cards unless they discard {card}."
