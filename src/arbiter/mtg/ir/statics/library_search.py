"""Prohibitions on searching libraries (CR 701.23, 101.2): "Players can't search libraries."
(Mindlock Orb), "Your opponents can't search libraries." (Stranglehold)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static


@dataclass(frozen=True, slots=True)
class CantSearchLibraries(Static):
    """ "<players> can't search libraries." — a player it applies to finds nothing in any library;
    an instruction's other parts still happen (a "then shuffle" too), but a player who "may search"
    can't choose to (101.2: the "can't" wins)."""

    affects_others = True

    who: str = "players"  # "players" (everyone, its controller too) or "opponents"

    def text(self) -> str:
        return "Players can't search libraries." if self.who == "players" else "Your opponents can't search libraries."
