"""Replacement effects that change how many tokens an effect creates (CR 614.1a, 111.1):
"If an effect would create one or more tokens under your control, it creates twice that many of
those tokens instead." (Anointed Procession, Parallel Lives, Doubling Season's first ability), and
the newer wording "If one or more tokens would be created under your control, twice that many of
those tokens are created instead." (Adrix and Nev, Mondrak, Exalted Sunborn) — the same rule."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static

_TEXT = (
    "If an effect would create one or more tokens under your control, "
    "it creates twice that many of those tokens instead."
)
_PASSIVE_TEXT = (
    "If one or more tokens would be created under your control, twice that many of those tokens are created instead."
)


@dataclass(frozen=True, slots=True)
class TokensCreatedReplaced(Static):
    """CR 614.1a: tokens an effect would create under the source's controller's control (111.2:
    the player who creates a token controls it as it enters) are created twice over."""

    affects_others = True
    # The newer printed wording (passive voice); the same replacement (614.1a).
    passive: bool = False

    def text(self) -> str:
        return _PASSIVE_TEXT if self.passive else _TEXT

    def changed(self, n: int) -> int:
        """CR 614.1a: the number created instead of ``n``."""
        return 2 * n
