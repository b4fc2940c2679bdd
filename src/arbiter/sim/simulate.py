"""Whole games between uniformly random players (every decision, priority passes included, is
a uniformly random legal action), for benchmarks and smoke testing."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from arbiter.core.rng import Rng
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef

# A game that has not ended after this many decisions is stopped and counted as a draw
# (CR 104.4b treats an unbreakable loop as a draw; random players never loop forever, but a
# bound keeps a bug from hanging a batch).
MAX_DECISIONS = 200_000


@dataclass(frozen=True, slots=True)
class GameResult:
    winner: int | None
    decisions: int
    turns: int
    stopped: bool


def play_random_game(
    deck_a: Sequence[CardDef], deck_b: Sequence[CardDef], seed: int, names: tuple[str, str] = ("a", "b")
) -> tuple[Game, GameResult]:
    game = Game.new(deck_a, deck_b, seed=seed, names=names, keep_history=False)
    rng = Rng(seed ^ 0x5DEECE66D)
    decisions = 0
    while not game.over and decisions < MAX_DECISIONS:
        actions = game.legal_actions()
        action = actions[rng.below(len(actions))]
        ruling = game.apply(action)
        if not ruling:  # pragma: no cover - legal_actions never lists an illegal action
            raise AssertionError(f"listed action {action} was refused: {ruling}")
        decisions += 1
    return game, GameResult(game.winner, decisions, game.state.turn, not game.over)


@dataclass(frozen=True, slots=True)
class SimulationReport:
    games: int
    wins_a: int
    wins_b: int
    draws: int
    decisions: int
    seconds: float

    def as_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "wins": {"a": self.wins_a, "b": self.wins_b, "draw": self.draws},
            "decisions": self.decisions,
            "seconds": round(self.seconds, 4),
            "games_per_s": round(self.games / self.seconds, 3) if self.seconds else None,
            "decisions_per_s": round(self.decisions / self.seconds, 1) if self.seconds else None,
        }


def simulate(
    deck_a: Sequence[CardDef],
    deck_b: Sequence[CardDef],
    games: int,
    seed: int,
    on_game: Callable[[GameResult], None] | None = None,
    *,
    players: tuple[str, str] = ("random", "random"),  # player names (arbiter.players), each seat its own
) -> SimulationReport:
    wins = [0, 0]
    draws = decisions = 0
    start = time.perf_counter()
    for i in range(games):
        if players != ("random", "random"):  # players: AI players through their seats
            result = _play_seated(deck_a, deck_b, players, seed * 1_000_003 + i)
        else:
            _, result = play_random_game(deck_a, deck_b, seed * 1_000_003 + i)
        decisions += result.decisions
        if result.winner is None:
            draws += 1
        else:
            wins[result.winner] += 1
        if on_game is not None:
            on_game(result)
    return SimulationReport(games, wins[0], wins[1], draws, decisions, time.perf_counter() - start)


def _play_seated(deck_a: Sequence[CardDef], deck_b: Sequence[CardDef], names: tuple[str, str], seed: int) -> GameResult:
    """players: one game between the named players (``arbiter.players``), each deciding through its seat."""
    from arbiter import players

    seated = (players.get(names[0], seed), players.get(names[1], seed + 1))
    _, r = players.play_match(deck_a, deck_b, seated, seed)
    return GameResult(r.winner, r.decisions, r.turns, r.stopped)
