"""Redirection effects as a static ability (CR 614.9, 604.1): "All damage that would be dealt to
you is dealt to enchanted creature instead." (Pariah), "All damage that would be dealt to you and
other permanents you control is dealt to ~ instead." (Palisade Giant). Which damage the effect
applies to is a :class:`~arbiter.mtg.ir.statics.prevention.PreventionRule` (its recipients, read
when the damage would be dealt); where the damage goes is the permanent with the ability or the
creature its Aura or Equipment is attached to."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.ir.statics.prevention import PreventionRule


@dataclass(frozen=True, slots=True)
class RedirectDamage(Static):
    """CR 614.9: the damage ``rule`` describes is dealt to ``new`` instead — "this" (the permanent
    with the ability, "~") or "attached" (the enchanted or equipped creature). It redirects all of
    that damage, each time (not a shield)."""

    affects_others = True  # (looked for whenever damage would be dealt to another permanent or player)

    rule: PreventionRule
    new: str
    text_: str

    def text(self) -> str:
        return self.text_
