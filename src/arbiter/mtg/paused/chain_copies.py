"""The "chain" spells' copies (Chain Lightning, Chain of Acid, Chain of Smog): as the spell
resolves, the player its target names may pay a cost, and if they do, they may copy the spell and
choose a new target for the copy (CR 608.2c, 707.10, 707.10c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose, UnlessPayDecision
from arbiter.mtg.effects.copies import ChainCopy
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.effects.zones import sacrifice_if_controlled
from arbiter.mtg.enums import CardType
from arbiter.mtg.layers.queries import card_types
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.paused.cast import put_copies
from arbiter.mtg.paused.unpayable import CouldNotPay, could_not_pay
from arbiter.mtg.state import PlayerRef
from arbiter.mtg.zones import discard

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def chain_player(g: Game, at: At, e: ChainCopy) -> int | None:
    """The player the words name: the target itself if it is a player, else the target
    permanent's controller as it last existed (CR 608.2h); None if the target is illegal now."""
    o, i = at.object(g), e.payer.index
    if i >= len(o.targets) or not at.legal[i]:
        return None
    t = o.targets[i]
    if isinstance(t, PlayerRef):
        return t.index if e.who.startswith("that player") else None
    if e.who == "that player":
        return None
    return player_of(g, o, e.payer, list(at.legal))


def begin_chain_copy(g: Game, at: At, e: ChainCopy) -> Next:
    """CR 608.2c: the player named is asked to pay (117.1d), then whether to copy."""
    player = chain_player(g, at, e)
    if player is None:
        return Next.GO_ON
    o = at.object(g)
    if e.action:
        return _ask_action(g, at, e, player)
    if e.cost is not None and could_not_pay(g, player, e.cost.text, o):
        g.log(CouldNotPay("118.3", g.state.players[player].name, e.cost.text, o.label))
        return Next.GO_ON  # CR 118.3: they can't pay, so they don't, and nothing is copied
    if e.cost is not None:
        return pause(g, at, ChainPaying(e, player), UnlessPayDecision(player, e.cost.text, o.id))
    return _ask_copy(g, at, e, player)


def _ask_action(g: Game, at: At, e: ChainCopy, player: int) -> Next:
    """ "may sacrifice a land of their choice" (CR 701.21a) / "may discard a card" (701.9a): a
    land they control or a card in their hand, or none (0); with nothing to choose, the player
    can't do it and nothing is copied (608.2c)."""
    st = g.state
    if e.action == "discard a card":
        options = st.players[player].hand
        question = Choose(player, Purpose.DISCARD, "608.2c", (*options, 0), msg("discard a card (0: don't)"))
    else:
        options = tuple(
            i
            for i in st.battlefield
            if st.objects[i].controller == player and CardType.LAND in card_types(g, st.objects[i])
        )
        prompt = msg("sacrifice {noun} (0: don't)", noun=Quoted("a land"))
        question = Choose(player, Purpose.SACRIFICE, "608.2c", (*options, 0), prompt)
    if not options:
        return Next.GO_ON
    return pause(g, at, ChainDoing(e, player), question)


def _ask_copy(g: Game, at: At, e: ChainCopy, player: int) -> Next:
    o = at.object(g)
    question = Choose(player, Purpose.MAY, "707.10", ("yes", "no"), msg("copy {card}", card=CardName(o.label)))
    return pause(g, at, ChainChoosing(e, player), question)


@dataclass(frozen=True, slots=True)
class ChainPaying:
    """The named player pays the chain's cost or declines (CR 608.2c: "If the player does")."""

    chain: ChainCopy
    player: int

    def answer(self, g: Game, at: At, paid: bool) -> Next:
        if not paid or self.chain.cost is None:
            return Next.GO_ON
        g.log(ev.ManaPaid("608.2c", g.state.players[self.player].name, self.chain.cost.text, at.object(g).label))
        return _ask_copy(g, at, self.chain, self.player)


@dataclass(frozen=True, slots=True)
class ChainDoing:
    """The named player sacrifices the land or discards the card chosen, or neither (0)."""

    chain: ChainCopy
    player: int

    def answer(self, g: Game, at: At, chosen: int) -> Next:
        if not chosen:
            return Next.GO_ON
        o = g.state.objects[chosen]
        if self.chain.action == "discard a card":
            discard(g, o)
        else:
            sacrifice_if_controlled(g, o, self.player)
        return _ask_copy(g, at, self.chain, self.player)


@dataclass(frozen=True, slots=True)
class ChainChoosing:
    """ "they may copy this spell": yes puts a copy on the stack under that player's control, who
    may choose a new target for it (CR 707.10, 707.10c)."""

    chain: ChainCopy
    player: int

    def answer(self, g: Game, at: At, answer: str) -> Next:
        if answer != "yes":
            return Next.GO_ON
        return put_copies(g, at, self.chain, at.object(g), self.player, 1)


def register(askers: Askers) -> None:
    askers.add(ChainCopy, begin_chain_copy)
