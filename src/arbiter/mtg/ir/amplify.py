"""Amplify (CR 702.38): a static ability that functions as the permanent enters. Its question —
which cards to reveal from the hand — is asked by :mod:`arbiter.mtg.objects.as_enters` with the
other "as ~ enters" questions (614.12), one card at a time (0: no more)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.statics.as_enters import AsEnters


@dataclass(frozen=True, slots=True)
class Amplify(AsEnters):
    """CR 702.38a: "Amplify N" means "As this object enters, reveal any number of cards from your
    hand that share a creature type with it. This permanent enters with N +1/+1 counters on it
    for each card revealed this way. You can't reveal this card or any other cards that are
    entering the battlefield at the same time as this card." — printed as the keyword."""

    n: int

    def text(self) -> str:
        return f"Amplify {self.n}"
