"""Granting several keywords at once for a time (CR 611.2a, 613.1f): "Target creature gains
flying and trample until end of turn." — one effect per keyword, all with one timestamp order
(the order they are printed), exactly as the one-keyword sentence does for each."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.continuous import GainKeywordUntilEOT
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class GainKeywordsUntilEOT(Effect):
    """ "<ref> gains <keyword> and <keyword> until end of turn." (layer 6, CR 613.1f)."""

    to: Ref
    keywords: tuple[str, ...]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        listed = ", ".join(self.keywords[:-1]) + (", and " if len(self.keywords) > 2 else " and ") + self.keywords[-1]
        return f"{subject_text(self.to, specs)} gains {listed} until end of turn."


@handles(GainKeywordsUntilEOT)
def _gain_keywords(g: Game, o: GameObject, e: GainKeywordsUntilEOT, legal: list[bool]) -> None:
    perform(g, o, tuple(GainKeywordUntilEOT(e.to, k) for k in e.keywords), legal)
