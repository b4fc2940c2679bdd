"""Warp's delayed triggered ability (CR 702.185a): "exile the permanent this spell becomes at
the beginning of the next end step" — after which it is a warped card (702.185b) its owner may
cast after the current turn has ended (``casting.from_exile``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.exile_casts import WARPED
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ExileWarped(Effect):
    """CR 702.185a: "Exile <it>." — and it becomes a warped card (702.185b)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Exile {self.to.text(specs)}."


@handles(ExileWarped)
def _exile_warped(g: Game, o: GameObject, e: ExileWarped, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None:
        exile_warped(g, t)


def exile_warped(g: Game, o: GameObject) -> None:
    """CR 702.185a, b: "exile the permanent this spell becomes at the beginning of the next end
    step" — it becomes a warped card, which its owner may cast after this turn has ended."""
    if o.zone is not Zone.BATTLEFIELD:
        return
    move(g, o, Zone.EXILE, "702.185a", "is exiled")
    if g.state.objects[o.id].zone is Zone.EXILE:  # (a replacement effect may have sent it elsewhere)
        g.set(o, "marks", frozenset({WARPED}))
        g.set(o, "since", g.state.turn)
        g.log(ev.EffectCreated("702.185b", o.label, msg("is a warped card: its owner may cast it after this turn")))
