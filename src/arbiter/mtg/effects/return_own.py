"""Returning a permanent of a kind its controller chooses to its owner's hand (CR 608.2d, 400.7):
"Return a blue or black creature you control to its owner's hand.", "return a Goblin you control
…" — not targeted: chosen as the instruction is followed, and if there's none, nothing happens
(609.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.wording import a_phrase, article

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.paused.base import Askers, At, Next


@dataclass(frozen=True, slots=True)
class ReturnOwnMatching(Effect):
    """ "Return a <noun> you control to its owner's hand." for a noun with colors or subtypes
    (``what``; read for the ability's controller); ``noun`` is its printed words."""

    decides = True

    noun: str
    what: Filter

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        said = self.noun if self.noun.startswith("another ") else f"{article(self.noun)} {self.noun}"
        return f"Return {said} you control to its owner's hand."


def begin_return_matching(g: Game, at: At, e: ReturnOwnMatching) -> Next:
    """CR 608.2d: the ability's controller chooses one of the permanents they control that fit;
    CR 609.3: with none, the instruction does nothing."""
    from arbiter.mtg.paused.base import Next, pause
    from arbiter.mtg.paused.sacrifice import ReturningOwn

    st = g.state
    o = at.object(g)
    player = o.controller
    mine = tuple(
        oid for oid in st.battlefield
        if st.objects[oid].controller == player and fits(g, e.what, st.objects[oid], player, o.source)
    )  # fmt: skip
    if not mine:
        return Next.GO_ON
    noun = Quoted(e.noun) if e.noun.startswith("another ") else a_phrase(e.noun)
    prompt = msg("return {noun} you control to its owner's hand", noun=noun)
    return pause(g, at, ReturningOwn(), Choose(player, Purpose.RETURN, "608.2d", mine, prompt))


def register(askers: Askers) -> None:
    askers.add(ReturnOwnMatching, begin_return_matching)
