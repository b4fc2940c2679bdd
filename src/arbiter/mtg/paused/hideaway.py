"""The questions of hideaway (CR 702.75a) and its linked "You may play the exiled card without
paying its mana cost" (607.2a, 608.2g): which of the cards looked at is exiled face down, and
whether the exiled card is played (the instructions are :mod:`arbiter.mtg.effects.hideaway`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.casting import cast_during_resolution
from arbiter.mtg.casting.split_half import could_cast
from arbiter.mtg.condition_check import holds
from arbiter.mtg.effects.hideaway import Hideaway, PlayHiddenCard, exile_face_down, hidden_cards, link_hidden
from arbiter.mtg.enums import Zone
from arbiter.mtg.lands.limits import land_plays_allowed
from arbiter.mtg.paused.base import Askers, At, Next, Resolving, pause
from arbiter.mtg.paused.library import put_rest_away
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class HidingAway:
    """CR 702.75a: the card exiled face down from ``looked`` (the top cards looked at)."""

    looked: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        st = g.state
        o = at.object(g)
        chosen = st.objects[card]
        exile_face_down(g, chosen, "702.75a")
        link_hidden(g, o, chosen)
        rest = tuple(c for c in self.looked if c != card and st.objects[c].zone is Zone.LIBRARY)
        put_rest_away(g, rest, "bottom random")  # "… the rest on the bottom of your library in a random order"
        return Next.GO_ON


def begin_hideaway(g: Game, at: At, e: Hideaway) -> Next:
    """Look at the top N cards (all of them, in a smaller library); one must be exiled."""
    o = at.object(g)
    looked = tuple(g.state.players[o.controller].library[: e.n])
    if not looked:
        return Next.GO_ON
    prompt = msg("hideaway: the card to exile face down")
    return pause(g, at, HidingAway(looked), Choose(o.controller, Purpose.MOVE_CHOSEN, "702.75a", looked, prompt))


@dataclass(frozen=True, slots=True)
class PlayingHidden:
    """The exiled card is played (its id) or not (0)."""

    card: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return Next.GO_ON
        st = g.state
        player = at.object(g).controller
        hidden = st.objects[card]
        _turn_face_up(g, hidden)
        if hidden.card.is_land:
            p = st.players[player]
            g.set(p, "lands_played", p.lands_played + 1)  # CR 305.2a: it counts as the turn's land play
            move(g, hidden, Zone.BATTLEFIELD, "305.1", "is played", controller=player)
            if hidden.zone is Zone.BATTLEFIELD:
                g.log(ev.LandPlayed("305.1", hidden.id, hidden.label, p.name))
            return Next.GO_ON
        g.set(st, "resolving", Resolving(at, self))
        cast_during_resolution(g, card, player)  # CR 608.2g, 118.9: without paying its mana cost
        return Next.PAUSED

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON


def _turn_face_up(g: Game, card: GameObject) -> None:
    """The face-down exiled card is turned face up to be played (CR 406.3)."""
    if card.face_down is not None:
        g.set(card, "card", card.face_down)
        g.set(card, "face_down", None)


def _playable(g: Game, card: GameObject, player: int) -> bool:
    """Whether ``player`` could play the card now: a land only during their turn with a land play
    left (CR 305.2b, 305.3); a spell if it could be cast, as far as its targets and prohibitions go
    (601.2c, 601.3; a card with no mana cost too: 118.6a doesn't stop "without paying")."""
    real = card.face_down or card.card
    if real.is_land:
        st = g.state
        return st.active == player and st.players[player].lands_played < land_plays_allowed(g, player)
    point = g.savepoint()
    _turn_face_up(g, card)
    able = could_cast(g, card, player)
    g.restore(point)
    return able


def begin_play_hidden(g: Game, at: At, e: PlayHiddenCard) -> Next:
    """CR 607.2a, 608.2c: if the condition holds as the ability resolves, offer the exiled card."""
    o = at.object(g)
    if e.condition is not None and not holds(g, e.condition, o.controller, at.source(g)):
        return Next.GO_ON
    cards = [c for c in hidden_cards(g, o) if _playable(g, c, o.controller)]
    if not cards:
        return Next.GO_ON
    card = cards[0]
    name = (card.face_down or card.card).name
    prompt = msg("play {card} without paying its mana cost (0: don't)", card=CardName(name))
    return pause(g, at, PlayingHidden(card.id), Choose(o.controller, Purpose.CAST, "702.75a", (card.id, 0), prompt))


def register(askers: Askers) -> None:
    askers.add(Hideaway, begin_hideaway)
    askers.add(PlayHiddenCard, begin_play_hidden)
