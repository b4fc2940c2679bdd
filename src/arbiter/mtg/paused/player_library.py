"""The choice of "You may put that card on the bottom of that player's library." about the card an
instruction before looked at (CR 608.2d; the card is shown to the chooser by the decision, 401.2):
answered with the card (it goes on the bottom, 401.4) or 0 (it stays)."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.that_card import MayPutThatCardIntoGraveyard, MayPutThatCardOnBottom, that_card
from arbiter.mtg.effects.that_card_may import MayPutThatCardIfItIs
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.paused.choices import PuttingFromHand
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PuttingOnBottom(PuttingFromHand):
    """The card looked at goes on the bottom of its owner's library if chosen (0: it stays)."""

    def answer(self, g: Game, at: At, card: int) -> Next:
        if card:
            move(g, g.state.objects[card], Zone.LIBRARY, "401.4", "is put on the bottom of the library", bottom=True)
        return Next.GO_ON


def begin_put_on_bottom(g: Game, at: At, e: MayPutThatCardOnBottom) -> Next:
    """Asked only while the card is still in a library (CR 400.7: else it is another object)."""
    card = that_card(g, at.object(g))
    if card is None or card.zone is not Zone.LIBRARY:
        return Next.GO_ON
    chooser = at.object(g).controller
    prompt = msg("put this card on the bottom of that player's library (0: leave it on top)")
    decision = Choose(chooser, Purpose.SCRY, "608.2d", (card.id, 0), prompt)
    return pause(g, at, PuttingOnBottom(), decision)


@dataclass(frozen=True, slots=True)
class PuttingIntoGraveyard(PuttingFromHand):
    """The card looked at goes into its owner's graveyard if chosen (0: it stays on top)."""

    def answer(self, g: Game, at: At, card: int) -> Next:
        if card:
            move(g, g.state.objects[card], Zone.GRAVEYARD, "608.2d", "is put")
        return Next.GO_ON


def begin_put_into_graveyard(g: Game, at: At, e: MayPutThatCardIntoGraveyard) -> Next:
    """Asked only while the card is still in a library (CR 400.7: else it is another object)."""
    card = that_card(g, at.object(g))
    if card is None or card.zone is not Zone.LIBRARY:
        return Next.GO_ON
    prompt = msg("put this card into its owner's graveyard (0: leave it on top)")
    decision = Choose(at.object(g).controller, Purpose.SURVEIL, "608.2d", (card.id, 0), prompt)
    return pause(g, at, PuttingIntoGraveyard(), decision)


@dataclass(frozen=True, slots=True)
class PuttingIfItIs(PuttingFromHand):
    """The card looked at, if chosen, is (revealed and) put into the hand or onto the battlefield."""

    put: MayPutThatCardIfItIs

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return _if_not_put(g, at, self.put)
        chosen, e = g.state.objects[card], self.put
        if e.reveal:
            owner = g.state.players[chosen.owner].name
            g.log(ev.EffectCreated("701.20a", owner, msg("reveals {card}", card=CardName(chosen.label)), (chosen.id,)))
        if not e.battlefield:
            move(g, chosen, Zone.HAND, "608.2c", "is put")
            return Next.GO_ON
        with entering_tapped() if e.tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
            move(g, chosen, Zone.BATTLEFIELD, "110.2a", "is put onto the battlefield")
        return Next.GO_ON


def begin_put_if_it_is(g: Game, at: At, e: MayPutThatCardIfItIs) -> Next:
    """CR 608.2c-d: asked only if the card looked at is still on top of its owner's library and
    fits; the controller may put it (or 0: leave it)."""
    o = at.object(g)
    card = that_card(g, o)
    if card is None or card.zone is not Zone.LIBRARY:
        return Next.GO_ON
    if not fits(g, e.what, card, o.controller):
        return _if_not_put(g, at, e)
    prompt = msg("put this card where the ability says (0: leave it on top)")
    decision = Choose(o.controller, Purpose.PUT_FROM_HAND, "608.2d", (card.id, 0), prompt)
    return pause(g, at, PuttingIfItIs(e), decision)


@dataclass(frozen=True, slots=True)
class PuttingAway(PuttingFromHand):
    """ "…, you may put it into your graveyard / on the bottom of your library.": chosen, it goes."""

    bottom: bool

    def answer(self, g: Game, at: At, card: int) -> Next:
        if card:
            _put_away(g, g.state.objects[card], "bottom" if self.bottom else "graveyard")
        return Next.GO_ON


def _put_away(g: Game, card: GameObject, where: str) -> None:
    if where == "hand":
        move(g, card, Zone.HAND, "608.2c", "is put")
    elif where == "graveyard":
        move(g, card, Zone.GRAVEYARD, "608.2c", "is put")
    else:
        move(g, card, Zone.LIBRARY, "401.4", "is put on the bottom of the library", bottom=True)


def _if_not_put(g: Game, at: At, e: MayPutThatCardIfItIs) -> Next:
    """CR 608.2c-d: the card wasn't put: it goes where "If you don't put the card …" says (asked
    when that is a "may")."""
    card = that_card(g, at.object(g))
    if not e.otherwise or card is None or card.zone is not Zone.LIBRARY:
        return Next.GO_ON
    where, _, may = e.otherwise.partition(" ")
    if not may:
        _put_away(g, card, where)
        return Next.GO_ON
    prompt = msg("put this card where the ability says (0: leave it on top)")
    decision = Choose(at.object(g).controller, Purpose.SURVEIL, "608.2d", (card.id, 0), prompt)
    return pause(g, at, PuttingAway(where == "bottom"), decision)


def register(askers: Askers) -> None:
    askers.add(MayPutThatCardOnBottom, begin_put_on_bottom)
    askers.add(MayPutThatCardIntoGraveyard, begin_put_into_graveyard)
    askers.add(MayPutThatCardIfItIs, begin_put_if_it_is)
