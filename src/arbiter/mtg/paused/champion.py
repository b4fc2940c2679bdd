"""Champion's choice (CR 702.72a): the permanent exiled (another [object] its controller controls),
or none — then the champion is sacrificed. The card exiled is linked to the champion (607.2a), so
its leaves-the-battlefield ability returns that card; if the champion has already left the
battlefield, that ability has already triggered, and the card exiled now stays exiled."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.champion import ChampionExile
from arbiter.mtg.effects.zones import link_exiled, sacrifice_if_controlled
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Championing:
    """CR 702.72a: the permanent chosen to exile (0: none, and the champion is sacrificed)."""

    def answer(self, g: Game, at: At, card: int) -> Next:
        chosen = g.state.objects.get(card) if card else None
        if chosen is not None and chosen.zone is Zone.BATTLEFIELD:
            move(g, chosen, Zone.EXILE, "702.72a", "is exiled and put")
            source = at.source(g)
            if source is not None and source.zone is Zone.BATTLEFIELD:
                link_exiled(g, at.object(g), chosen)  # CR 702.72b, 607.2a
            return Next.GO_ON
        sacrifice_if_controlled(g, at.source(g), at.object(g).controller)  # CR 701.21a
        return Next.GO_ON


def begin_champion(g: Game, at: At, e: ChampionExile) -> Next:
    """CR 702.72a: its controller chooses another [object] they control to exile, or none."""
    st = g.state
    player = at.object(g).controller
    source = at.source(g)
    source_id = source.id if source is not None else None
    options = tuple(
        i for i in st.battlefield
        if st.objects[i].controller == player and i != source_id and fits(g, e.what, st.objects[i], player, source_id)
    )  # fmt: skip
    if not options:
        sacrifice_if_controlled(g, at.source(g), at.object(g).controller)  # CR 701.21a
        return Next.GO_ON
    name = source.card.name if source is not None else ""
    prompt = msg(
        "the permanent {card} exiles for its champion ability (0: none — it is sacrificed)", card=CardName(name)
    )
    return pause(g, at, Championing(), Choose(player, Purpose.CHAMPION, "702.72a", (*options, 0), prompt))


def register(askers: Askers) -> None:
    askers.add(ChampionExile, begin_champion)
