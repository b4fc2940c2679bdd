"""The question of an offer (:class:`~arbiter.mtg.paused.base.Offered`): the player offered an
instruction says whether they do it — their own decision (CR 608.2d), asked in APNAP order (101.4)
by the order of the instructions. Yes is remembered on the resolving object ("For each opponent who
does", :class:`~arbiter.mtg.state.Accepted`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.tempting_offer import TemptingOffer
from arbiter.mtg.effects.zones import Sacrifice
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.effect import render_effects
from arbiter.mtg.paused.base import Askers, At, Next, Offered, pause
from arbiter.mtg.state import Accepted

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class OfferAsking:
    """The offered player's answer: "yes" (they do it) or "no"."""

    player: int

    def answer(self, g: Game, at: At, answer: str) -> Next:
        if answer != "yes":
            return Next.NOT_DONE  # CR 608.2e: the instructions they would perform are skipped
        o = at.object(g)
        g.set(o, "lki", (*o.lki, Accepted(self.player)))
        return Next.GO_ON


def _possible(g: Game, player: int, offer: object) -> bool:
    """CR 608.2d: a player can't choose to do what is impossible — "may sacrifice two creatures"
    only with two creatures of their own to sacrifice (701.21a; doing part of it isn't doing it),
    "may discard three cards" only with three cards in hand (701.9a), "may pay 5 life" only with a
    life total of 5 or more (119.4, 119.8)."""
    from arbiter.mtg.effects.hand import Discard
    from arbiter.mtg.effects.pay_life import PayLifeInstruction, can_pay_life
    from arbiter.mtg.ir.selectors import Chosen

    if isinstance(offer, PayLifeInstruction):
        return can_pay_life(g, player, offer)
    if isinstance(offer, Discard) and isinstance(offer.what, Chosen):
        return len(g.state.players[player].hand) >= offer.what.count
    if not isinstance(offer, Sacrifice) or offer.what.half:
        return True
    st = g.state
    mine = [st.objects[i] for i in st.battlefield if st.objects[i].controller == player]
    return sum(1 for o in mine if fits(g, offer.what.what, o, player)) >= offer.what.count


def ask_offered(g: Game, at: At, e: Offered) -> Next:
    """CR 608.2d: ask ``e.player`` whether they do what is offered (worded for them: "you" is them);
    a player who can't do it isn't asked (they haven't done it)."""
    offer = e.offer
    if not _possible(g, e.player, offer):
        return Next.NOT_DONE
    fx = offer.effects if isinstance(offer, TemptingOffer) else (offer,)
    words = Quoted(" ".join(render_effects(fx, effects.specs_of(at.object(g)))))  # (card text)
    question = Choose(e.player, Purpose.MAY, "608.2d", ("yes", "no"), words)
    return pause(g, at, OfferAsking(e.player), question)


def register(askers: Askers) -> None:
    askers.add(Offered, ask_offered)
