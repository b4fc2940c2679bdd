"""The cast of :class:`~arbiter.mtg.effects.drawn_revealed.CastOneOfThemFree`: the controller
chooses one of the revealed cards still in their hand that could be cast now (0: none) and casts
it during the resolution without paying its mana cost (CR 608.2g, 118.9)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.casting import cast_during_resolution
from arbiter.mtg.casting.split_half import could_cast
from arbiter.mtg.effects.drawn_revealed import CastOneOfThemFree
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, Resolving, pause
from arbiter.mtg.state import SeenCard

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class CastingOneRevealed:
    """CR 608.2g: the card chosen (0: none) is cast now; the resolution goes on after it."""

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return Next.GO_ON
        g.set(g.state, "resolving", Resolving(at, self))
        cast_during_resolution(g, card, at.object(g).controller)  # CR 118.9: no mana cost
        return Next.PAUSED

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON


def begin_cast_one(g: Game, at: At, e: CastOneOfThemFree) -> Next:
    """Offer the revealed cards (CR 608.2c: "them", the same objects, 400.7) still in the hand that
    are spells to cast (a land card is never cast, 305.1; 601.3: a cast allowed now)."""
    st = g.state
    o = at.object(g)
    player = o.controller
    seen = (x for x in o.lki if isinstance(x, SeenCard) and x.revealed and x.during == o.zcc)
    cards = (st.objects[x.id] for x in seen if st.objects[x.id].zcc == x.zcc)
    options = tuple(
        c.id
        for c in cards
        if c.zone is Zone.HAND and not c.card.is_land and could_cast(g, c, player)  # (601.3 too)
    )
    if not options:
        return Next.GO_ON
    prompt = msg("cast one of them without paying its mana cost (0: don't)")
    return pause(g, at, CastingOneRevealed(), Choose(player, Purpose.CAST, "608.2g", (*options, 0), prompt))


def register(askers: Askers) -> None:
    askers.add(CastOneOfThemFree, begin_cast_one)
