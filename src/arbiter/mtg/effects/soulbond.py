"""The instructions of soulbond's two triggered abilities (CR 702.95a): "you may pair this creature
with another unpaired creature you control" (a choice, asked in :mod:`arbiter.mtg.paused.soulbond`)
and "you may pair that creature with this creature" (yes or no: ``MayDo``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.keywords.soulbond import can_pair, pair

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class PairWithAnother(Effect):
    """CR 702.95a: "you may pair this creature with another unpaired creature you control"."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may pair ~ with another unpaired creature you control."


@dataclass(frozen=True, slots=True)
class PairWithEntered(Effect):
    """CR 702.95a: "pair that creature with this creature" (the creature whose entering triggered it)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Pair that creature with ~."


@handles(PairWithEntered)
def _pair_with_entered(g: Game, o: GameObject, e: PairWithEntered, legal: list[bool]) -> None:
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    entered = permanent_of(g, o, Ref("subject"), legal)
    if source is None or entered is None:
        return
    if can_pair(g, entered, source, o.controller):  # CR 702.95c: checked again as it resolves
        pair(g, entered, source)
