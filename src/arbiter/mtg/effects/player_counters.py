"""Counters put on a player (CR 122.1): "You get an experience counter." — counters of a kind with
no rules of its own; cards read them back ("where X is the number of experience counters you
have"). Poison counters have their own instruction (:mod:`arbiter.mtg.effects.poison`, 122.1f)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text
from arbiter.mtg.objects.counters import add_player_counters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject

_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


@dataclass(frozen=True, slots=True)
class GetPlayerCounters(Effect):
    """ "<players> get(s) an experience counter." — ``amount`` counters of ``kind`` (CR 122.1)."""

    kind: str
    amount: int
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = "get" if self.who.kind == "you" else "gets"
        many = f"{_WORDS.get(self.amount, str(self.amount))} {self.kind} counters"
        counters = f"an {self.kind} counter" if self.amount == 1 else many
        return f"{subject_text(self.who, specs)} {verb} {counters}."


@handles(GetPlayerCounters)
def _get_player_counters(g: Game, o: GameObject, e: GetPlayerCounters, legal: list[bool]) -> None:
    """CR 122.1: each player the subject means gets the counters, in APNAP order (101.4)."""
    for who in players_of(g, o, e.who, legal):
        add_player_counters(g, who, e.kind, e.amount, "122.1")
