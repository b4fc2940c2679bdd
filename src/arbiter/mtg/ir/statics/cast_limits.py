"""Static abilities that limit casting for players (CR 601.3, 604.1, 101.2): "Each player can't
cast more than one spell each turn.", "You can't cast more than one spell each turn.", "Your
opponents can't cast spells during your turn." — rules modifications, so they apply to every
spell those players would cast (the "can't" wins over any permission, 101.2)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class OneSpellEachTurn(Static):
    """ "Each player / You can't cast more than one spell each turn." — counting every spell the
    player cast this turn, also before the permanent arrived (CR 601.2i: copies aren't cast)."""

    affects_others = True

    who: str  # "Each player" or "You"

    def text(self) -> str:
        return f"{self.who} can't cast more than one spell each turn."


@dataclass(frozen=True, slots=True)
class OpponentsCantCastDuringYourTurn(Static):
    """ "Your opponents can't cast spells during your turn." (CR 601.3)."""

    affects_others = True

    def text(self) -> str:
        return "Your opponents can't cast spells during your turn."
