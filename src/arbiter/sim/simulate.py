"""Whole games between uniformly random players (every decision, priority passes included, is
a uniformly random legal action), for benchmarks and smoke testing."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

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
    deck_a: Sequence[CardDef],
    deck_b: Sequence[CardDef],
    seed: int,
    names: tuple[str, str] = ("a", "b"),
    recorded: bool = False,
    game_type: type[Game] | None = None,  # a Game subclass to play (RecordedGame writes a record)
) -> tuple[Game, GameResult]:
    """One game between uniformly random players; ``recorded``: a game that can write its record
    (``game.record()``), at the price of remembering its actions."""
    if game_type is None:
        if recorded:
            from arbiter.mtg.record import RecordedGame

            game_type = RecordedGame
        else:
            game_type = Game
    game = game_type.new(deck_a, deck_b, seed=seed, names=names, keep_history=False)
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
    """The games played (all of them, or those finished before an interruption)."""

    games: int
    wins_a: int
    wins_b: int
    draws: int
    decisions: int
    seconds: float
    interrupted: bool = False  # stopped by Ctrl-C: the counts are of the games finished

    def as_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "interrupted": self.interrupted,
            "wins": {"a": self.wins_a, "b": self.wins_b, "draw": self.draws},
            "decisions": self.decisions,
            "seconds": round(self.seconds, 4),
            "games_per_s": round(self.games / self.seconds, 3) if self.seconds else None,
            "decisions_per_s": round(self.decisions / self.seconds, 1) if self.seconds else None,
        }


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed``."""
    return seed * 1_000_003 + index


def simulate(
    deck_a: Sequence[CardDef],
    deck_b: Sequence[CardDef],
    games: int,
    seed: int,
    on_game: Callable[[GameResult], None] | None = None,
    save: Path | None = None,
    *,
    players: tuple[str, str] = ("random", "random"),  # player names (arbiter.players), each seat its own
) -> SimulationReport:
    """Play ``games`` games; with ``save``, write each game's record there as
    ``game-NNNNN.json`` (``arbiter replay FILE`` plays it back). Ctrl-C stops the run and the
    report counts the games finished (``interrupted``)."""
    if games < 0:
        raise ValueError("the number of games can't be negative")
    wins = [0, 0]
    draws = decisions = played = 0
    start = time.perf_counter()
    try:
        for i in range(games):
            names = ("alice", "bob") if save is not None else ("a", "b")
            if players != ("random", "random"):  # AI players, each deciding through its seat
                game, result = _play_seated(deck_a, deck_b, players, game_seed(seed, i))
            else:
                game, result = play_random_game(deck_a, deck_b, game_seed(seed, i), names, recorded=save is not None)
            if save is not None:
                _save(game, save / f"game-{i:05d}.json")
            played += 1
            decisions += result.decisions
            if result.winner is None:
                draws += 1
            else:
                wins[result.winner] += 1
            if on_game is not None:
                on_game(result)
    except KeyboardInterrupt:
        return SimulationReport(played, wins[0], wins[1], draws, decisions, time.perf_counter() - start, True)
    return SimulationReport(played, wins[0], wins[1], draws, decisions, time.perf_counter() - start)


def _save(game: Game, path: Path) -> None:
    """Write the game's record, whole or not at all (a temporary file renamed into place)."""
    import json
    import os

    data = game.record()
    if not isinstance(data, dict):  # pragma: no cover - a RecordedGame always has its record
        raise AssertionError(f"no record of {path.name}: {data}")
    tmp = path.with_suffix(".part")
    tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
    os.replace(tmp, path)


def _play_seated(
    deck_a: Sequence[CardDef], deck_b: Sequence[CardDef], names: tuple[str, str], seed: int
) -> tuple[Game, GameResult]:
    """players: one game between the named players (``arbiter.players``), each deciding through its seat."""
    from arbiter import players

    seated = (players.get(names[0], seed), players.get(names[1], seed + 1))
    game, r = players.play_match(deck_a, deck_b, seated, seed)
    return game, GameResult(r.winner, r.decisions, r.turns, r.stopped)
