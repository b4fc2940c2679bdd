"""The poison instruction (CR 122.1f): "That player gets two poison counters.", "Each opponent
gets a poison counter." — poison counters put on each player the subject means (ten or more and
that player loses the game, 704.5c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import count_text, subject_text
from arbiter.mtg.objects.counters import add_poison

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class GetPoison(Effect):
    """ "<players> get(s) N poison counter(s)." — CR 122.1f."""

    amount: int
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = "get" if self.who.kind == "you" else "gets"
        counters = count_text(self.amount, "poison counter", "poison counters")
        return f"{subject_text(self.who, specs)} {verb} {counters}."


@handles(GetPoison)
def _get_poison(g: Game, o: GameObject, e: GetPoison, legal: list[bool]) -> None:
    """CR 122.1f: each player the subject means gets the counters, in APNAP order (101.4)."""
    for who in players_of(g, o, e.who, legal):
        add_poison(g, who, e.amount, "122.1f")
