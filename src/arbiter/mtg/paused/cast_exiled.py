"""The offer of "You may cast that card. If you don't, …" for the card the resolution exiled
(CR 608.2g: cast now, paying its mana cost, ignoring timing; 608.2e: otherwise the "If you
don't" instruction)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.casting import cast_during_resolution
from arbiter.mtg.effects.cast_exiled import MayCastExiledElse
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, Resolving, pause
from arbiter.mtg.state import ExiledCard

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class CastingExiled:
    """The exiled card is cast (its id) or not (0: the "If you don't" instruction follows)."""

    offer: MayCastExiledElse

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            effects.perform(g, at.object(g), (self.offer.otherwise,), list(at.legal))
            return Next.GO_ON
        o = g.state.objects[card]
        g.set(g.state, "resolving", Resolving(at, self))
        cast_during_resolution(g, card, at.object(g).controller, o.card.mana_cost)  # CR 608.2g
        return Next.PAUSED

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON


def begin_cast_exiled(g: Game, at: At, e: MayCastExiledElse) -> Next:
    """Offer the card exiled just before, if it is still in exile and can be cast (a land can't
    be, 305.9; nor a card without a mana cost, 118.6)."""
    o = at.object(g)
    st = g.state
    exiled = [x for x in o.lki or () if isinstance(x, ExiledCard)]
    card = st.objects.get(exiled[-1].id) if exiled else None
    if (
        card is None or card.zone is not Zone.EXILE or card.zcc != exiled[-1].zcc
        or card.card.is_land or card.card.mana_cost is None
    ):  # fmt: skip
        effects.perform(g, o, (e.otherwise,), list(at.legal))
        return Next.GO_ON
    question = Choose(o.controller, Purpose.CAST, "608.2g", (card.id, 0), "cast that card (0: don't)")
    return pause(g, at, CastingExiled(e), question)


def register(askers: Askers) -> None:
    askers.add(MayCastExiledElse, begin_cast_exiled)
