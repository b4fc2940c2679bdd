"""The untap step's one choice (CR 502.3): "You may choose not to untap ~ during your untap
step." — its controller decides, as the untap step's turn-based action is performed, whether the
tapped permanent untaps with the rest."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class MayNotUntap(Static):
    """ "You may choose not to untap ~ during your untap step." (CR 502.3)."""

    def text(self) -> str:
        return "You may choose not to untap ~ during your untap step."
