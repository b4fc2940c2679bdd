"""A line that stands for two static abilities of the permanent itself: "~ enters tapped and
doesn't untap during your untap step." (Grimgrin, Corpse-Born; Traxos, Scourge of Kroog) — a
replacement effect on how it enters (CR 614.1d) and a rule for its controller's untap step (502.3),
each as it is when written alone."""

from __future__ import annotations

from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.ir.statics.replacement import EntersTapped
from arbiter.mtg.ir.statics.rules import DoesntUntapItself

ENTERS_TAPPED_NO_UNTAP = "~ enters tapped and doesn't untap during your untap step."


def tapped_lines(line: str) -> list[Ability] | None:
    """The two abilities of that line, or None for another line."""
    if line != ENTERS_TAPPED_NO_UNTAP:
        return None
    return [EntersTapped(), DoesntUntapItself(joined=True)]
