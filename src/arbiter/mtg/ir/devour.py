"""Devour (CR 702.82): a static ability that functions as the permanent enters. Its question —
which creatures to sacrifice — is asked by :mod:`arbiter.mtg.objects.as_enters` with the other
"as ~ enters" questions (614.12), one creature at a time (0: no more)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.statics.as_enters import AsEnters


@dataclass(frozen=True, slots=True)
class Devour(AsEnters):
    """CR 702.82a: "Devour N" means "As this object enters, you may sacrifice any number of
    creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
    this way." — printed as the keyword. CR 702.82c: "Devour [quality] N" sacrifices [quality]
    permanents instead of creatures."""

    n: int
    quality: str = ""  # CR 702.82c: "Devour artifact 1", "Devour land 3", "Devour Food 3"

    def text(self) -> str:
        return f"Devour {self.quality + ' ' if self.quality else ''}{self.n}"
