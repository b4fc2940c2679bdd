"""Soulbond's choice (CR 702.95a): the creature this one is paired with, among the other unpaired
creatures its controller controls, or none ("you may")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.soulbond import PairWithAnother
from arbiter.mtg.keywords.soulbond import can_pair, pair
from arbiter.mtg.paused.base import Askers, At, Next, pause

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Pairing:
    """CR 702.95a: the creature chosen (0: don't pair)."""

    def answer(self, g: Game, at: At, card: int) -> Next:
        source = at.source(g)
        other = g.state.objects.get(card) if card else None
        if source is not None and other is not None and can_pair(g, source, other, at.object(g).controller):
            pair(g, source, other)
        return Next.GO_ON


def begin_pair(g: Game, at: At, e: PairWithAnother) -> Next:
    """CR 702.95c: if this creature is no longer a creature on the battlefield under its
    controller's control, or is paired, nothing is paired; else choose one (or none)."""
    st = g.state
    source = at.source(g)
    player = at.object(g).controller
    if source is None:
        return Next.GO_ON
    options = tuple(
        i for i in st.battlefield if st.objects[i].controller == player and can_pair(g, source, st.objects[i], player)
    )
    if not options:
        return Next.GO_ON
    prompt = msg("the creature to pair {card} with (0: none)", card=CardName(source.label))
    return pause(g, at, Pairing(), Choose(player, Purpose.PAIR, "702.95a", (*options, 0), prompt))


def register(askers: Askers) -> None:
    askers.add(PairWithAnother, begin_pair)
