"""The offer of "You may cast that card. If you don't, …" for the card the resolution exiled
(CR 608.2g: cast now, paying its mana cost, ignoring timing; 608.2e: otherwise the "If you
don't" instruction)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.casting import cast_during_resolution
from arbiter.mtg.casting.timing import prohibited_during_resolution
from arbiter.mtg.effects.cast_exiled import MayCastThatCard
from arbiter.mtg.enums import Zone
from arbiter.mtg.paused.base import Askers, At, Next, Resolving, pause
from arbiter.mtg.state import ExiledCard, SeenCard

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CastingExiled:
    """The exiled card is cast (its id) or not (0: the "If you don't" instruction follows)."""

    offer: MayCastThatCard

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            _otherwise(g, at, self.offer)
            return Next.GO_ON
        o = g.state.objects[card]
        g.set(g.state, "resolving", Resolving(at, self))
        cast_during_resolution(g, card, at.object(g).controller, o.card.mana_cost)  # CR 608.2g
        return Next.PAUSED

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON


def _that_card(g: Game, o: GameObject) -> GameObject | None:
    """The card found last — exiled (still in exile) or looked at or revealed (still in the
    library) — while it is the same object (CR 400.7)."""
    found = [x for x in o.lki if isinstance(x, ExiledCard) or (isinstance(x, SeenCard) and x.during == o.zcc)]
    card = g.state.objects.get(found[-1].id) if found else None
    if card is None or card.zcc != found[-1].zcc:
        return None
    return card if card.zone is (Zone.EXILE if isinstance(found[-1], ExiledCard) else Zone.LIBRARY) else None


def _otherwise(g: Game, at: At, e: MayCastThatCard) -> None:
    """ "If you don't, …" (CR 608.2e)."""
    if e.otherwise is not None:
        effects.perform(g, at.object(g), (e.otherwise,), list(at.legal))


def begin_cast_exiled(g: Game, at: At, e: MayCastThatCard) -> Next:
    """Offer the card exiled just before, if it is still in exile and can be cast (a land can't
    be, 305.9; nor a card without a mana cost, 118.6)."""
    o = at.object(g)
    card = _that_card(g, o)
    if card is None or card.card.is_land or card.card.mana_cost is None:
        _otherwise(g, at, e)
        return Next.GO_ON
    if prohibited_during_resolution(g, card, card.card, o.controller) is not None:
        _otherwise(g, at, e)  # CR 601.3, 101.2: it can't be cast now, so it isn't
        return Next.GO_ON
    question = Choose(o.controller, Purpose.CAST, "608.2g", (card.id, 0), msg("cast that card (0: don't)"))
    return pause(g, at, CastingExiled(e), question)


def register(askers: Askers) -> None:
    askers.add(MayCastThatCard, begin_cast_exiled)
