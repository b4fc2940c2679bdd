"""Looking at the top X cards and winning with too few left (Thassa's Oracle): "Look at the top X
cards of your library, where X is your devotion to blue. Put up to one of them on top of your
library and the rest on the bottom of your library in a random order. If X is greater than or
equal to the number of cards in your library, you win the game." (CR 700.5, 401.4, 608.2h,
104.2b). The question is asked by :mod:`arbiter.mtg.paused.top_x_win`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.amounts import Count
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class LookTopXWin(Effect):
    """X (``count``) is counted once, as the instruction is followed (CR 608.2h), and the same X
    is compared with the number of cards in the library after the cards are put back — the
    player wins (104.2b) if X is at least that number (an empty library: also with X 0)."""

    decides = True

    count: Count
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_
