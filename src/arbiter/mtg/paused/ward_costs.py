"""Paying a ward cost that isn't mana (CR 702.21a) as the ward trigger resolves: the controller
of the targeting spell or ability decides — pay the life (119.4: only with at least that much
life), choose the card to discard (701.9a) or the permanent to sacrifice (701.21a), or decline.
A cost they can't pay, or declined, and the spell or ability is countered (701.6a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.life import lose_life
from arbiter.mtg.effects.ward import CounterUnlessWardCost
from arbiter.mtg.enums import Zone
from arbiter.mtg.layers import card_types
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.player_qualities import can_pay_life
from arbiter.mtg.zones import discard, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PayingWardLife:
    """ "Ward—Pay N life.": "yes" pays it, "no" declines (the spell or ability is countered)."""

    e: CounterUnlessWardCost
    spell: int
    payer: int

    def answer(self, g: Game, at: At, answer: str) -> Next:
        spell = g.state.objects[self.spell]
        if answer == "yes" and can_pay_life(g, self.payer, self.e.cost.amount):
            lose_life(g, self.payer, self.e.cost.amount, "119.4")  # CR 119.4: paying life is losing it
        else:
            _counter(g, spell)
        return Next.GO_ON


@dataclass(frozen=True, slots=True)
class PayingWardCard:
    """ "Ward—Discard a card." / "Ward—Sacrifice a …": the card or permanent (0: decline)."""

    e: CounterUnlessWardCost
    spell: int

    def answer(self, g: Game, at: At, chosen: int) -> Next:
        st = g.state
        spell = st.objects[self.spell]
        if not chosen:
            _counter(g, spell)
        elif self.e.cost.kind == "discard":
            discard(g, st.objects[chosen])  # CR 701.9a: the payer chooses the card
        else:
            move(g, st.objects[chosen], Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
        return Next.GO_ON


def _counter(g: Game, spell: GameObject) -> None:
    if spell.zone is Zone.STACK:
        effects.counter(g, spell)  # CR 702.21a, 701.6a


def begin_ward_cost(g: Game, at: At, e: CounterUnlessWardCost) -> Next:
    """CR 702.21a: ask the targeting spell's or ability's controller to pay; an impossible cost
    counters it at once (119.4: not enough life; 701.9a: no card; 701.21a: no such permanent)."""
    st = g.state
    spell = effects.spell_target(g, at.object(g), e.to, list(at.legal))
    if spell is None:
        return Next.GO_ON
    payer = spell.controller
    cost = e.cost
    if cost.kind == "pay life":
        if not can_pay_life(g, payer, cost.amount):  # CR 119.4, 119.8: more life than they have, or none at all
            _counter(g, spell)
            return Next.GO_ON
        prompt = msg("pay {amount} life, or {spell} is countered", amount=cost.amount, spell=CardName(spell.label))
        question = Choose(payer, Purpose.MAY, "702.21a", ("yes", "no"), prompt)
        return pause(g, at, PayingWardLife(e, spell.id, payer), question)
    if cost.kind == "discard":
        options = st.players[payer].hand
        purpose, what = Purpose.DISCARD, "discard a card"
    else:
        mine = [st.objects[oid] for oid in st.battlefield if st.objects[oid].controller == payer]
        options = tuple(p.id for p in mine if not cost.types or card_types(g, p) & cost.types)
        purpose, what = Purpose.SACRIFICE, f"sacrifice {cost.noun}"
    if not options:
        _counter(g, spell)
        return Next.GO_ON
    prompt = msg("{what} (0: don't — {spell} is countered)", what=what, spell=CardName(spell.label))
    return pause(g, at, PayingWardCard(e, spell.id), Choose(payer, purpose, "702.21a", (*options, 0), prompt))


def register(askers: Askers) -> None:
    askers.add(CounterUnlessWardCost, begin_ward_cost)
