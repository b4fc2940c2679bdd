"""Echo with the cost "Discard a card." (CR 702.30a): "At the beginning of your upkeep, if this
permanent came under your control since the beginning of your last upkeep, sacrifice it unless you
pay [cost]." — its controller chooses a card in their hand to discard (701.9a), or none, and then
it is sacrificed (701.21a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.zones import sacrifice_if_controlled
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import cards_in_hand, discard

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class SacrificeUnlessDiscard(Effect):
    """ "Sacrifice ~ unless you discard a card." (echo's payment, CR 702.30a)."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Sacrifice ~ unless you discard a card."


@dataclass(frozen=True, slots=True)
class DiscardingForEcho:
    """The card discarded to pay the echo cost (0: none — the permanent is sacrificed)."""

    def answer(self, g: Game, at: At, card: int) -> Next:
        chosen = g.state.objects.get(card) if card else None
        if chosen is not None and chosen.zone is Zone.HAND:
            discard(g, chosen)  # CR 701.9a
            return Next.GO_ON
        sacrifice_if_controlled(g, at.source(g), at.object(g).controller)  # CR 701.21a
        return Next.GO_ON


def begin_echo_discard(g: Game, at: At, e: SacrificeUnlessDiscard) -> Next:
    """CR 702.30a: pay (a card of the hand discarded) or sacrifice it; nothing in hand: sacrificed."""
    source = at.source(g)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return Next.GO_ON
    player = at.object(g).controller
    hand = cards_in_hand(g, player)  # (a token there isn't a card, CR 108.2b)
    if not hand:
        sacrifice_if_controlled(g, at.source(g), at.object(g).controller)  # CR 701.21a
        return Next.GO_ON
    prompt = msg("echo of {card}: a card to discard (0: don't — it is sacrificed)", card=CardName(source.label))
    return pause(g, at, DiscardingForEcho(), Choose(player, Purpose.DISCARD, "702.30a", (*hand, 0), prompt))


def register(askers: Askers) -> None:
    askers.add(SacrificeUnlessDiscard, begin_echo_discard)
