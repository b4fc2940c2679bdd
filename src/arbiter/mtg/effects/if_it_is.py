"""An instruction done only if the object it names has a quality as it resolves: "Counter target
spell if it's blue." (Pyroblast), "Destroy target permanent if it's red." (Hydroblast).

The target is any spell or permanent (CR 115.1: the quality isn't part of the target's
description, so it is checked only on resolution, 608.2c); if the object doesn't have the
quality then, the instruction does nothing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform, permanent_of
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class IfItIs(Effect):
    """ "<Instruction> if it's <quality>." — ``then`` is followed only if the object ``it``
    refers to fits ``quality`` now (CR 608.2c); ``words``: the quality as printed ("blue")."""

    then: Effect
    it: Ref
    quality: Filter
    words: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.then.text(specs).removesuffix('.')} if it's {self.words}."


@handles(IfItIs)
def _if_it_is(g: Game, o: GameObject, e: IfItIs, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.it, legal)
    if t is not None and fits(g, e.quality, t, o.controller):
        perform(g, o, (e.then,), legal)
