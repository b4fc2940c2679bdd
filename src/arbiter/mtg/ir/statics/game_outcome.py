"""Statics that keep players in the game or out of winning it: "You can't lose the game and your
opponents can't win the game." (CR 104.2b, 104.3, 810.8a), "You don't lose the game for having 0 or
less life." (704.5a)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.abilities import Static

# who a clause speaks of, read for the static's controller: "you", "opponents" ("your opponents"),
# "players" (every player), or "" (nobody)
_WHO = ("", "you", "opponents", "players")


@dataclass(frozen=True, slots=True)
class CantLoseOrWin(Static):
    """ "You can't lose the game and your opponents can't win the game." (Platinum Angel), "You
    can't win the game and your opponents can't lose the game." (Abyssal Persecutor), "You can't
    lose the game.", "Players can't lose the game or win the game.", and with ``life_only`` "You
    don't lose the game for having 0 or less life." (only 704.5a doesn't apply to them)."""

    affects_others = True

    text_: str
    cant_lose: str = ""
    cant_win: str = ""
    life_only: bool = False

    def __post_init__(self) -> None:
        assert self.cant_lose in _WHO and self.cant_win in _WHO

    def text(self) -> str:
        return self.text_


def fixed_outcome_statics() -> dict[str, CantLoseOrWin]:
    """The sentences of these statics, as Oracle prints them."""
    found = (
        CantLoseOrWin("You can't lose the game and your opponents can't win the game.", "you", "opponents"),
        CantLoseOrWin("You can't win the game and your opponents can't lose the game.", "opponents", "you"),
        CantLoseOrWin("You can't lose the game.", "you"),
        CantLoseOrWin("Your opponents can't win the game.", "", "opponents"),
        CantLoseOrWin("Players can't lose the game or win the game.", "players", "players"),
        CantLoseOrWin("You don't lose the game for having 0 or less life.", "you", life_only=True),
    )
    return {s.text(): s for s in found}
