"""Replacement effects that change how many tokens an effect creates (CR 614.1a, 111.1):
"If an effect would create one or more tokens under your control, it creates twice that many of
those tokens instead." (Anointed Procession, Parallel Lives, Doubling Season's first ability)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static

_TEXT = (
    "If an effect would create one or more tokens under your control, "
    "it creates twice that many of those tokens instead."
)


@dataclass(frozen=True, slots=True)
class TokensCreatedReplaced(Static):
    """CR 614.1a: tokens an effect would create under the source's controller's control (111.2:
    the player who creates a token controls it as it enters) are created twice over."""

    affects_others = True

    def text(self) -> str:
        return _TEXT

    def changed(self, n: int) -> int:
        """CR 614.1a: the number created instead of ``n``."""
        return 2 * n
