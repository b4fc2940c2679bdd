"""A player's hand shown to the instruction's controller (CR 402.3: nobody may otherwise look at
another player's hand): "Look at target player's hand." (only the controller sees it) and
"<Player> reveals their hand." (shown to all, 701.20a), then a card of it the controller chooses
(608.2d) that is exiled or discarded: "Target opponent reveals their hand. You choose a nonland
card from it and exile that card.", "Look at target player's hand and choose a card from it. That
player discards that card." The choice is asked by :mod:`arbiter.mtg.paused.revealed_hand`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from arbiter.i18n import CardName, join, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class LookAtHand(Effect):
    """ "Look at <player>'s hand." — its cards are shown to the controller alone (CR 402.3)."""

    whose: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Look at {self.whose.text(specs)}'s hand."


@dataclass(frozen=True, slots=True)
class ChooseFromHand(Effect):
    """CR 701.20a, 608.2d: the player ``who`` reveals their hand (or, ``looked``, the controller
    looks at it, 402.3), the controller chooses a card of it that fits ``what`` (as many as they
    can: none when none fits, 609.3), and ``then`` it is exiled (406.1) — "until ~ leaves the
    battlefield" (610.3), or linked to an ability returning "the exiled card" (607.2a) — or discarded (701.9a) —
    or, after "You may choose …. If you do, …" (``may``), that player reveals it, puts it on the
    bottom of their library and draws a card (Vendilion Clique), or discards it and draws a card.
    ``text_``: the sentences as printed."""

    decides = True

    who: Ref
    what: Filter
    then: Literal["exile", "exile until", "discard", "bottom, draw", "discard, draw"]
    text_: str
    looked: bool = False
    may: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def show_hand(g: Game, o: GameObject, who: Ref, legal: list[bool], looked: bool) -> int | None:
    """The player ``who`` names, their hand shown (logged) to the controller — or revealed to all."""
    player = player_of(g, o, who, legal)
    if player is None:
        return None
    st = g.state
    if looked:
        look_at_hand(g, o.controller, player)
        return player
    hand = st.players[player].hand
    names = join([CardName(st.objects[c].card.name) for c in hand]) if hand else msg("no cards")
    g.log(ev.EffectCreated("701.20a", st.players[player].name, msg("reveals their hand: {names}", names=names), hand))
    return player


def look_at_hand(g: Game, viewer: int, player: int) -> None:
    """CR 402.3: ``player``'s hand shown to ``viewer`` alone (logged for them)."""
    st = g.state
    hand = st.players[player].hand
    names = join([CardName(st.objects[c].card.name) for c in hand]) if hand else msg("no cards")
    looked_at = msg("looks at {player}'s hand: {names}", player=st.players[player].name, names=names)
    g.log(ev.EffectCreated("402.3", st.players[viewer].name, looked_at))


@handles(LookAtHand)
def _look_at_hand(g: Game, o: GameObject, e: LookAtHand, legal: list[bool]) -> None:
    show_hand(g, o, e.whose, legal, looked=True)  # CR 402.3: the controller may look at it now
