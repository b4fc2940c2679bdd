"""CR 401.4, 608.2d: "Target creature's owner puts it on their choice of the top or bottom of their
library." — the permanent's owner chooses (asked by :mod:`arbiter.mtg.paused.top_or_bottom`) and it
goes there (400.7: a new object)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class OwnerPutsOnTopOrBottom(Effect):
    """The target permanent ``to`` goes on the top or the bottom of its owner's library, as the
    owner chooses. ``text_``: the sentence as printed."""

    decides = True

    to: Ref
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_
