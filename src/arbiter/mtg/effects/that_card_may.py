"""CR 608.2d, 608.2c: "If it's a land card, you may put it onto the battlefield tapped." / "If it's a
creature card, you may reveal it and put it into your hand." — after "Look at the top card of your
library.": the card looked at is checked as the instruction is reached, and if it fits, its
controller chooses whether to move it (asked by :mod:`arbiter.mtg.paused.player_library`). A
revealed card is shown to every player (701.20a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class MayPutThatCardIfItIs(Effect):
    """The bound card (the controller's own), if it fits ``what``, may go into the hand
    (``battlefield`` False) or onto the battlefield (``tapped`` or not); ``reveal``: "you may
    reveal it and put it …". ``text_``: the sentence as printed."""

    decides = True

    what: Filter
    battlefield: bool
    text_: str
    tapped: bool = False
    reveal: bool = False
    # "If you don't put the card into your hand, [you may] put it into your graveyard." — where it
    # goes when it isn't put: "", "hand", "graveyard", "bottom", each maybe with " may"
    otherwise: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_
