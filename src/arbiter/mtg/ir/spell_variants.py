"""Alternative costs that also change what the spell does (CR 118.9, 612): overload (702.96a —
"change its text by replacing all instances of the word 'target' with the word 'each'") and
awaken (702.113a — "If this spell's awaken cost was paid, put N +1/+1 counters on target land you
control …"). The changed instructions are compiled with the card, as ``spell``; cast for that
cost, the spell on the stack has them instead of its printed ones
(:mod:`arbiter.mtg.keywords.spell_variants`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.casting_keywords import AlternativeCost

if TYPE_CHECKING:
    from arbiter.mtg.ir.abilities import SpellAbility

OVERLOAD = "overload"
AWAKEN = "awaken"


@dataclass(frozen=True, slots=True)
class SpellVariant(AlternativeCost):
    """ "Overload [cost]" / "Awaken N—[cost]": the alternative cost (``name`` "overload" or
    "awaken") and ``spell``, the spell's instructions when it is paid (None until the card's
    text is compiled: a variant whose instructions can't be compiled leaves the card unsupported)."""

    spell: SpellAbility | None = None
    awaken: int = 0  # awaken's N

    @property
    def mark(self) -> str:
        return f"cast for {self.name}"
