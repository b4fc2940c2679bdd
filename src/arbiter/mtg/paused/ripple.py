"""Ripple (CR 702.60a): as the trigger resolves its controller may reveal the top N cards of their
library (all of them when fewer); if they do, they may cast any of the revealed cards with the same
name as the spell without paying their mana costs (608.2g, 118.9), one at a time, then put the
revealed cards not cast on the bottom of their library in any order (401.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.casting import cast_during_resolution
from arbiter.mtg.casting.split_half import could_cast
from arbiter.mtg.effects.keywords import Ripple
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, Resolving, pause
from arbiter.mtg.paused.library import order_on_bottom
from arbiter.mtg.paused.reveal_top import ask_to_reveal, revealed
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

RULE = "702.60a"


@dataclass(frozen=True, slots=True)
class RippleRevealing:
    """ "you may reveal the top N cards of your library": yes or no; ``name``: the spell's name."""

    ripple: Ripple
    name: str

    def answer(self, g: Game, at: At, answer: str) -> Next:
        player = at.object(g).controller
        top = tuple(g.state.players[player].library[: self.ripple.n])
        if not revealed(g, answer, player, top):
            return Next.GO_ON  # nothing revealed: the library stays as it is
        return _offer(g, at, RippleCasting(top, self.name))


@dataclass(frozen=True, slots=True)
class RippleCasting:
    """The ``revealed`` cards; the player casts one with the spell's ``name`` (0: no more)."""

    revealed: tuple[int, ...]
    name: str

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return _order_bottom(g, at, RippleOrdering(self.left_in_library(g)))
        g.set(g.state, "resolving", Resolving(at, self))
        cast_during_resolution(g, card, at.object(g).controller)  # CR 118.9: without paying its mana cost
        return Next.PAUSED

    def after_cast(self, g: Game, at: At) -> Next:
        return _offer(g, at, self)  # CR 702.60a: "any of those cards" — the next one

    def left_in_library(self, g: Game) -> tuple[int, ...]:
        """The revealed cards still in the library (those cast are on the stack)."""
        return tuple(c for c in self.revealed if g.state.objects[c].zone is Zone.LIBRARY)


@dataclass(frozen=True, slots=True)
class RippleOrdering:
    """CR 401.4: the revealed cards not cast, put on the bottom one at a time (the first chosen
    ends up above the others)."""

    left: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        move(g, g.state.objects[card], Zone.LIBRARY, RULE, "is put on the bottom of the library", bottom=True)
        return _order_bottom(g, at, RippleOrdering(tuple(c for c in self.left if c != card)))


def _offer(g: Game, at: At, step: RippleCasting) -> Next:
    """The revealed cards with the spell's name that could be cast now (CR 601.2c, 601.3)."""
    st = g.state
    player = at.object(g).controller
    options = tuple(
        c
        for c in step.left_in_library(g)
        if st.objects[c].card.name == step.name and could_cast(g, st.objects[c], player)
    )
    if not options:
        return _order_bottom(g, at, RippleOrdering(step.left_in_library(g)))
    prompt = msg(
        "cast a revealed card named {card} without paying its mana cost (0: no more)", card=CardName(step.name)
    )
    return pause(g, at, step, Choose(player, Purpose.CAST, RULE, (*options, 0), prompt))


def _order_bottom(g: Game, at: At, step: RippleOrdering) -> Next:
    """CR 702.60a, 401.4: "put all revealed cards not cast this way on the bottom of your library
    in any order" — asked while two or more are left."""
    return order_on_bottom(g, at, step.left, step, RULE)


def begin_ripple(g: Game, at: At, e: Ripple) -> Next:
    """CR 702.60a: "you may reveal the top N cards of your library" — asked when the library has a
    card; "the same name as this spell": the spell's name, as it last existed if it has left the
    stack (608.2h)."""
    st = g.state
    player = at.object(g).controller
    spell = at.source(g)
    if spell is None or not st.players[player].library:
        return Next.GO_ON
    prompt = msg("reveal the top {n} cards of your library (ripple)", n=e.n)
    return ask_to_reveal(g, at, RippleRevealing(e, spell.card.name), player, RULE, prompt)


def register(askers: Askers) -> None:
    askers.add(Ripple, begin_ripple)
