"""CR 609.7, 615.8: prevention from "a source of your choice" — "The next time a red source of your
choice would deal damage to you this turn, prevent that damage." (the Circles of Protection) and
"Prevent all damage a source of your choice would deal this turn." — and redirection of its damage
(614.9: "The next 2 damage that a source of your choice would deal to you … is dealt to any target
instead."). The source is chosen as the
effect is created (609.7a, asked in :mod:`arbiter.mtg.paused.chosen_source`); its properties are
checked again each time it would deal damage (609.7b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.ir.statics.prevention import PreventionRule


@dataclass(frozen=True, slots=True)
class PreventFromChosenSource(Effect):
    """The source's controller-to-be chooses a source fitting ``source`` (609.7a); then ``rule``
    (its recipients, with ``to_ref`` fixed now; ``once`` for "the next time", 615.8) prevents that
    source's damage until the turn ends (514.2). ``text_`` is the Oracle sentence."""

    decides = True

    source: Filter
    rule: PreventionRule
    to_ref: Ref | None
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class RedirectFromChosenSource(Effect):
    """CR 614.9, 609.7a: "The next 2 damage that a source of your choice would deal to you and/or
    permanents you control this turn is dealt to any target instead." — the controller chooses a
    source fitting ``source`` as it resolves; then up to ``amount`` of that source's damage to the
    recipients of ``rule`` ("you" fixed now, a group read when the damage would be dealt; a target
    ``to_ref``) is dealt to ``new`` (a target chosen as it was cast, or "~") instead, until the
    turn ends (514.2). ``amount`` None: all of it, the next time (``rule.once``, as 615.8)."""

    decides = True

    source: Filter
    rule: PreventionRule
    amount: int | None
    new: Ref
    text_: str
    to_ref: Ref | None = None
    x_amount: bool = False  # "The next X damage …": ``amount`` is the X announced (107.3a)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_
