"""A keyword of the controller's choice, granted for a time (CR 608.2d, 613.1f): "~ gains your
choice of flying, first strike, or haste until end of turn.", "Target creature gets +1/+1 and
gains your choice of deathtouch or lifelink until end of turn." — the keyword is chosen as the
instruction is followed (:mod:`arbiter.mtg.paused.word_choice`), then granted with the rest of
the change; and a color of the controller's choice an object becomes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.continuous import ModifyPT
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class GainChosenKeyword(Effect):
    """ "<ref> [gets +N/+N and ]gains your choice of <keyword>, <keyword>, or <keyword> until end
    of turn." — ``grant`` is the change without the keyword; ``options`` the keywords offered."""

    decides = True

    grant: ModifyPT
    options: tuple[str, ...]
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class BecomeChosenColor(Effect):
    """ "<ref> becomes the color of your choice until end of turn." (CR 608.2d, 105.1, 613.1e):
    the color is chosen as the instruction is followed, then the object becomes it (layer 5)."""

    decides = True

    to: Ref
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_
