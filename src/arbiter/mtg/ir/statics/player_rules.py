"""Static abilities whose effects apply to a player rather than to objects (CR 604.1, 611.3):
"You have hexproof." / "You have shroud." (702.11c, 702.18a) and "Skip your draw step."
(614.1b, 614.10)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class PlayerKeyword(Static):
    """ "You have hexproof." (CR 702.11c: the controller can't be the target of spells or
    abilities their opponents control) / "You have shroud." (702.18a: of any spell or ability)."""

    affects_others = True

    keyword: str  # "hexproof" or "shroud"

    def text(self) -> str:
        return f"You have {self.keyword}."


@dataclass(frozen=True, slots=True)
class SkipYourStep(Static):
    """ "Skip your draw step." (CR 614.1b, 614.10): a replacement effect — each of the
    controller's draw steps is replaced by nothing (what would happen in it doesn't, 614.10a)."""

    affects_others = True

    step: str = "draw"

    def text(self) -> str:
        return f"Skip your {self.step} step."


@dataclass(frozen=True, slots=True)
class OpponentsSkipExtraTurns(Static):
    """ "If an opponent would begin an extra turn, that player skips that turn instead." (CR 614.10:
    a replacement effect; the extra turn, and anything scheduled for it, doesn't happen, 614.10a)."""

    affects_others = True

    def text(self) -> str:
        return "If an opponent would begin an extra turn, that player skips that turn instead."
