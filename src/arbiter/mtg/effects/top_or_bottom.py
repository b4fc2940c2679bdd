"""A permanent put into its owner's library where its owner chooses (CR 608.2d: a choice made
while the effect is applied): "Target creature's owner puts it on their choice of the top or
bottom of their library." (Misleading Motes). The question is asked by
:mod:`arbiter.mtg.paused.top_or_bottom`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class PutOnTopOrBottom(Effect):
    """ "<ref>'s owner puts it on their choice of the top or bottom of their library." ``text_``:
    the sentence as printed when it is worded otherwise ("The owner of target … puts it …")."""

    decides = True

    to: Ref
    text_: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.text_:
            return self.text_
        return f"{subject_text(self.to, specs)}'s owner puts it on their choice of the top or bottom of their library."
