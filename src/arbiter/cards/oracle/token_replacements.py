"""The static line of a token-doubling replacement effect (CR 614.1a, 111.1): "If an effect would
create one or more tokens under your control, it creates twice that many of those tokens
instead." — or, in the newer wording, "If one or more tokens would be created under your control,
twice that many of those tokens are created instead." (:class:`TokensCreatedReplaced`)."""

from __future__ import annotations

from arbiter.mtg.ir.statics.token_replacement import TokensCreatedReplaced


def tokens_created_replaced(line: str) -> TokensCreatedReplaced | None:
    """The line as a :class:`TokensCreatedReplaced`, or None (its printed form must be read back)."""
    for found in (TokensCreatedReplaced(), TokensCreatedReplaced(passive=True)):
        if found.text() == line:
            return found
    return None
