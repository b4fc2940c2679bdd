"""Groups defined by a relation to another object (CR 201.2: objects have the same name if their
names are identical): "target nonland permanent and all other permanents with the same name as that
permanent" (Maelstrom Pulse), "target land and all other lands with the same name as that land"
(Wake of Destruction).

:func:`arbiter.mtg.effects.selection.select` finds what one means as the instruction is followed:
the target, then every other permanent that fits the description and has the target's name now
(nothing if the target is gone or illegal, CR 608.2b — the words "that permanent" point at it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class SameName:
    """``of`` (a target) and all other permanents that fit ``others`` with the same name as it;
    ``that`` is the printed pronoun ("that permanent"), ``others.text`` the printed plural."""

    of: Ref
    others: Filter
    that: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.of.text(specs)} and all other {self.others.text} with the same name as {self.that}"
