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
    from arbiter.mtg.ir.card import CardDef
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


CAST, AS_LAND = 1, 2  # the answers to "cast it or play its land face" (CR 712.12)


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
        land = _land_face(hidden.card)
        if land is not None and _may_play_land(g, player):
            if land is hidden.card or not _castable(g, hidden, player):
                return _play_as_land(g, hidden, player, land)
            # CR 712.12, 712.11b: a modal double-faced card is played as a land with its land face up,
            # or cast with the face its player chooses
            name, land_name = CardName(hidden.card.name), CardName(land.name)
            prompt = msg("play {card}: 1 to cast it, 2 to play {land} as a land", card=name, land=land_name)
            question = Choose(player, Purpose.CAST, "712.12", (CAST, AS_LAND), prompt)
            return pause(g, at, PlayingHiddenFace(card), question)
        return _cast_hidden(g, at, self, card, player)

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON


@dataclass(frozen=True, slots=True)
class PlayingHiddenFace:
    """The exiled modal double-faced card is cast (``CAST``) or played as a land with its land face
    up (``AS_LAND``) (CR 712.12)."""

    card: int

    def answer(self, g: Game, at: At, choice: int) -> Next:
        hidden = g.state.objects[self.card]
        player = at.object(g).controller
        land = _land_face(hidden.card)
        if land is not None and choice == AS_LAND:
            return _play_as_land(g, hidden, player, land)
        return _cast_hidden(g, at, self, self.card, player)

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON


def _cast_hidden(g: Game, at: At, step: PlayingHidden | PlayingHiddenFace, card: int, player: int) -> Next:
    """CR 608.2g, 118.9: the card is cast without paying its mana cost, timing ignored."""
    g.set(g.state, "resolving", Resolving(at, step))
    cast_during_resolution(g, card, player)
    return Next.PAUSED


def _play_as_land(g: Game, hidden: GameObject, player: int, land: CardDef) -> Next:
    """CR 305.1, 305.2a: the card is played as a land — the turn's land play — with its land face
    up (712.12: a modal double-faced card's land face)."""
    p = g.state.players[player]
    g.set(p, "lands_played", p.lands_played + 1)
    if land is not hidden.card:
        g.set(hidden, "front", hidden.card)
        g.set(hidden, "card", land)
    move(g, hidden, Zone.BATTLEFIELD, "305.1", "is played", controller=player)
    if hidden.zone is Zone.BATTLEFIELD:
        g.log(ev.LandPlayed("305.1", hidden.id, hidden.label, p.name))
    return Next.GO_ON


def _land_face(card: CardDef) -> CardDef | None:
    """The face the card is played with as a land: a land card's own, or a modal double-faced
    card's land face (CR 712.12); None for a card that can't be played as a land."""
    if card.is_land:
        return card
    if card.layout == "modal_dfc":
        return next((f for f in card.faces if f.is_land), None)
    return None


def _may_play_land(g: Game, player: int) -> bool:
    """CR 305.2b, 305.3: only during the player's own turn, with a land play left."""
    st = g.state
    return st.active == player and st.players[player].lands_played < land_plays_allowed(g, player)


def _turn_face_up(g: Game, card: GameObject) -> None:
    """The face-down exiled card is turned face up to be played (CR 406.3)."""
    if card.face_down is not None:
        g.set(card, "card", card.face_down)
        g.set(card, "face_down", None)


def _playable(g: Game, card: GameObject, player: int) -> bool:
    """Whether ``player`` could play the card now: as a land only during their turn with a land
    play left (CR 305.2b, 305.3; a modal double-faced card's land face too, 712.12); as a spell if
    it could be cast, as far as its targets and prohibitions go (601.2c, 601.3; a card with no
    mana cost too: 118.6a doesn't stop "without paying")."""
    real = card.face_down or card.card
    if _land_face(real) is not None and _may_play_land(g, player):
        return True
    return not real.is_land and _castable(g, card, player)


def _castable(g: Game, card: GameObject, player: int) -> bool:
    """Whether the (face-down) card could be cast now, looked at face up (CR 601.2c, 601.3)."""
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
