"""The instruction "~ becomes prepared." / "It becomes prepared." (CR 722.3a) — the machinery is
:mod:`arbiter.mtg.objects.preparation`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.selection import selected_permanents
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.preparation import prepare

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.anaphora import Anaphor
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class BecomePrepared(Effect):
    """CR 722.3a: "<permanent> becomes prepared." — the permanent the words mean, if it is still on
    the battlefield as the same object (400.7), has a prepare spell and isn't prepared already.
    ``words``: the sentence as printed."""

    to: Selector | Anaphor
    words: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.words

    @property
    def selector(self) -> Selector | Anaphor:
        """What becomes prepared (:mod:`arbiter.mtg.ir.selectors`)."""
        return self.to


@handles(BecomePrepared)
def _become_prepared(g: Game, o: GameObject, e: BecomePrepared, legal: list[bool]) -> None:
    """CR 722.3a, 722.3c on each permanent the words mean now (one that left the battlefield is a
    new object, 400.7: nothing happens to it)."""
    for p in selected_permanents(g, o, e.to, legal):
        prepare(g, p)
