"""Sacrificing while a spell or ability resolves (CR 701.21a): each player chooses what they
sacrifice, or one player may sacrifice a permanent; and returning a permanent you control to its
owner's hand (608.2d)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.zones import ExileTheirs, link_exiled
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.layers import card_types
from arbiter.mtg.layers.queries import power
from arbiter.mtg.lki import CouldNotSacrifice
from arbiter.mtg.model import ReturnOwnPermanent, Sacrifice
from arbiter.mtg.objects.transform import mana_value
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.sacrifice_protection import sacrifice_prevented
from arbiter.mtg.wording import a_phrase
from arbiter.mtg.zones import leaving_together, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Sacrificing:
    """Each of ``players`` in turn chooses what they sacrifice; ``chosen``: the permanents so far."""

    sacrifice: Sacrifice | ExileTheirs  # (the player exiles what they choose: Blot Out)
    players: tuple[int, ...]
    chosen: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        return ask_sacrifice(g, at, self.sacrifice, self.players, (*self.chosen, card))


def begin_sacrifice(g: Game, at: At, e: Sacrifice) -> Next:
    """Who sacrifices: one player who may (``may``), or each player the word means (CR 101.4)."""
    if e.may:
        return begin_may_sacrifice(g, at, e)
    o = at.object(g)
    players = tuple(effects.players_of(g, o, e.who, list(at.legal)))
    # CR 101.2: "Spells and abilities your opponents control can't cause you to sacrifice permanents."
    players = tuple(p for p in players if not sacrifice_prevented(g, p, o.controller))
    return ask_sacrifice(g, at, e, players, ())


def begin_exile_theirs(g: Game, at: At, e: ExileTheirs) -> Next:
    """CR 701.13a: each player the word means chooses among their own permanents, as for a
    sacrifice (but 101.2's protection against sacrifices doesn't apply)."""
    players = tuple(effects.players_of(g, at.object(g), e.who, list(at.legal)))
    return ask_sacrifice(g, at, e, players, ())


def ask_sacrifice(
    g: Game, at: At, e: Sacrifice | ExileTheirs, players: tuple[int, ...], chosen: tuple[int, ...]
) -> Next:
    """CR 701.21a: each player in turn chooses what they sacrifice; with no more than the number
    asked for, there is nothing to choose. Then all of them are sacrificed at once."""
    st, w = g.state, e.what
    o = at.object(g)
    source = o.source if o.source is not None else None  # ("other than ~": not the source, 701.21a)
    while players:
        player = players[0]
        mine = tuple(
            oid for oid in st.battlefield
            if st.objects[oid].controller == player and oid not in chosen
            and fits(g, w.what, st.objects[oid], player, source)
        )  # fmt: skip
        if w.greatest_mana_value:  # CR 202.3: tied for greatest, the player chooses among them (701.21a)
            top = max((mana_value(st.objects[oid]) for oid in mine), default=0)
            mine = tuple(oid for oid in mine if mana_value(st.objects[oid]) == top)
        if w.greatest_power:  # CR 208.1: tied for the greatest power, the player chooses among them (701.21a)
            strongest = max((power(g, st.objects[oid]) for oid in mine), default=0)
            mine = tuple(oid for oid in mine if power(g, st.objects[oid]) == strongest)
        already = sum(1 for c in chosen if st.objects[c].controller == player)
        # "half the permanents they control, rounded down" (107.1a): of what they control now
        left = ((len(mine) + already) // 2 if w.half else w.count) - already
        if left <= 0 or not mine:
            if not mine and not already and isinstance(e, Sacrifice):  # CR 608.2c: "Each player who can't …"
                g.set(o, "lki", (*o.lki, CouldNotSacrifice(player)))
            players = players[1:]
            continue
        if len(mine) <= left:
            chosen = (*chosen, *mine)
            players = players[1:]
            continue
        if isinstance(e, ExileTheirs):  # CR 701.13a: a permanent the player moves (608.2d)
            prompt = msg("exile {noun} ({left} to choose)", noun=Quoted(w.noun), left=left)
            question = Choose(player, Purpose.MOVE_CHOSEN, "701.13a", mine, prompt)
        else:
            prompt = msg("sacrifice {noun} ({left} to choose)", noun=Quoted(w.noun), left=left)
            question = Choose(player, Purpose.SACRIFICE, "701.21a", mine, prompt)
        return pause(g, at, Sacrificing(e, players, chosen), question)
    victims = [st.objects[oid] for oid in chosen if st.objects[oid].zone is Zone.BATTLEFIELD]
    # CR 603.10a, 608.2h: sacrificed at once, each leaves as it last existed before any of them
    # left (a Goblin sacrificed with Goblin King still had the King's +1/+1)
    with leaving_together(g, victims):
        for victim in victims:
            if isinstance(e, ExileTheirs):
                move(g, victim, Zone.EXILE, "701.13a", "is exiled")
                link_exiled(g, o, victim)  # CR 607.2a: "return the exiled card" (Wormfang Newt)
            else:
                move(g, victim, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    return Next.GO_ON


@dataclass(frozen=True, slots=True)
class MaySacrificing:
    """ "That player may sacrifice a permanent of their choice. If the player does, …" """

    sacrifice: Sacrifice

    def answer(self, g: Game, at: At, card: int) -> Next:
        if card:
            victim = g.state.objects[card]
            if victim.zone is Zone.BATTLEFIELD:
                move(g, victim, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
                then = self.sacrifice.then  # "If the player does, …"
                if then is not None:
                    effects.perform(g, at.object(g), (then,), list(at.legal))
        return Next.GO_ON


def begin_may_sacrifice(g: Game, at: At, e: Sacrifice) -> Next:
    """The player whose upkeep it is chooses one, or 0 (CR 608.2d, 701.21a)."""
    st = g.state
    player = st.active  # "each player's upkeep" triggers: that player is the active one (503.1)
    mine = tuple(
        oid for oid in st.battlefield
        if st.objects[oid].controller == player and fits(g, e.what.what, st.objects[oid], player)
    )  # fmt: skip
    if not mine:
        return Next.GO_ON
    prompt = msg("sacrifice {noun} (0: don't)", noun=a_phrase(e.what.noun))
    return pause(g, at, MaySacrificing(e), Choose(player, Purpose.SACRIFICE, "701.21a", (*mine, 0), prompt))


@dataclass(frozen=True, slots=True)
class ReturningOwn:
    """ "Return a creature you control to its owner's hand." """

    def answer(self, g: Game, at: At, card: int) -> Next:
        chosen = g.state.objects[card]
        if chosen.zone is Zone.BATTLEFIELD:
            move(g, chosen, Zone.HAND, "608.2c", "returns")
        return Next.GO_ON


def begin_return_own(g: Game, at: At, e: ReturnOwnPermanent) -> Next:
    st = g.state
    player = at.object(g).controller
    mine = tuple(
        oid for oid in st.battlefield
        if st.objects[oid].controller == player and card_types(g, st.objects[oid]) & e.types
    )  # fmt: skip
    if not mine:
        return Next.GO_ON  # CR 609.3: nothing to return
    prompt = msg("return {noun} you control to its owner's hand", noun=a_phrase(e.noun))
    return pause(g, at, ReturningOwn(), Choose(player, Purpose.RETURN, "608.2c", mine, prompt))


def register(askers: Askers) -> None:
    askers.add(Sacrifice, begin_sacrifice)
    askers.add(ExileTheirs, begin_exile_theirs)
    askers.add(ReturnOwnPermanent, begin_return_own)
