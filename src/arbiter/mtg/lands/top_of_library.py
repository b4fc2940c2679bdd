"""The top card of a library as a place to play from, and as public information (Courser of
Kruphix): "Play with the top card of your library revealed." and "You may play lands from the top
of your library." — static abilities (CR 604.1) of a permanent its controller controls.

CR 401.2: nobody may look at a library's cards; an effect that reveals its top card makes that card
known to every player for as long as it is on top (701.20a; 401.5: a new top card is revealed as
soon as it is there). CR 305.1 via 601.3 / 305.9: a land played from the top of the library is a
land play like any other (one each turn, 305.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class TopCardRevealed(Static):
    """ "Play with the top card of your library revealed." (CR 401.2, 701.20a); ``players``:
    "Players play with the top card of their libraries revealed." (Field of Dreams) — every
    player's, whoever controls the permanent."""

    affects_others = True

    players: bool = False

    def text(self) -> str:
        if self.players:
            return "Players play with the top card of their libraries revealed."
        return "Play with the top card of your library revealed."


@dataclass(frozen=True, slots=True)
class PlayLandsFromTop(Static):
    """ "You may play lands from the top of your library." (CR 305.1, 601.3 by analogy: a
    permission to play the top card from the library)."""

    affects_others = True

    def text(self) -> str:
        return "You may play lands from the top of your library."


def _controls_static(g: Game, player: int, kind: type[Static], every: bool = False) -> bool:
    """Whether ``player`` controls a permanent with a static ability of ``kind`` (CR 604.1) —
    with ``every``, one about every player ("Players play with …")."""
    from arbiter.mtg.layers import current_statics  # (the layers don't read these permissions)

    st = g.state
    for i in st.grant_sources:
        o = st.objects.get(i)
        if o is None or o.controller != player:
            continue
        for s in current_statics(g, o):  # CR 613.1f: an ability it has now
            if isinstance(s, kind) and (not every or getattr(s, "players", False)):
                return True
    return False


def top_card(g: Game, player: int) -> GameObject | None:
    """The top card of ``player``'s library (CR 401.1), or None if it's empty."""
    p = g.state.players[player]
    return g.state.objects[p.library[0]] if p.library else None


def top_revealed(g: Game, player: int) -> bool:
    """CR 401.2, 701.20a: is the top card of ``player``'s library revealed to every player now?
    By their own permanent's "your library", or by anyone's "their libraries" (Field of Dreams)."""
    return _controls_static(g, player, TopCardRevealed) or any(
        _controls_static(g, p.index, TopCardRevealed, every=True) for p in g.state.players
    )


def may_play_land_from_top(g: Game, o: GameObject, player: int) -> bool:
    """CR 305.1: may ``player`` play ``o`` from the top of their own library (an effect allows it)?"""
    from arbiter.mtg.casting.from_library_top import may_play_land_from_top_too

    top = top_card(g, player)
    if top is None or top.id != o.id:
        return False
    # "You may play lands and cast spells from the top of your library." (Future Sight) too
    return _controls_static(g, player, PlayLandsFromTop) or may_play_land_from_top_too(g, o, player)
