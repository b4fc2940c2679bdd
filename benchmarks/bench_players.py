"""Player benchmark: win rates of one player against another and the median time per decision.

Run:  python -m benchmarks.bench_players --a heuristic --b random --games 200 [--decks bench|staples]
      python -m benchmarks.bench_players --a mcts --b heuristic --games 100 --iterations 4 --workers 2
      python -m benchmarks.bench_players --a mcts --b heuristic --games 20 --paired

Each pair of games swaps the seats (who plays first is the game's coin flip, CR 103.1) and every
other pair swaps the decks, so neither player keeps the better deck or seat. Both players are told
both decklists (an open matchup). ``--paired`` also plays every game with ``--b`` in both seats (the
same seeds, so the same deals) and counts the *flips*: games player a won that ``--b`` in its seat
lost, less the reverse — with decks where the deal decides most games, the flips show what a
player's choices change, where a small sample's win rate mostly shows the deals. ``--decks staples``
needs the card data (``--cards``, default ``../shared/data/cards.jsonl.gz`` or ARBITER_CARDS).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import math
import multiprocessing
import os
import statistics
import sys
import time
from importlib.resources import files
from pathlib import Path

from arbiter import players
from arbiter.cards.decklist import load_decklist, open_pool, parse_decklist
from arbiter.cards.registry import BUILTIN
from arbiter.mtg.model import CardDef
from arbiter.players.mcts import ITERATIONS

HERE = Path(__file__).parent


@functools.cache
def decks(kind: str, cards: str | None) -> tuple[tuple[CardDef, ...], tuple[CardDef, ...]]:
    if kind == "bench":
        data = files("arbiter.data")
        a = parse_decklist(data.joinpath("deck_a.txt").read_text(), BUILTIN).main
        b = parse_decklist(data.joinpath("deck_b.txt").read_text(), BUILTIN).main
        return a, b
    pool = open_pool(cards or os.environ.get("ARBITER_CARDS") or str(HERE.parent.parent / "shared/data/cards.jsonl.gz"))
    return (
        load_decklist(HERE / "decks/staples_rg.txt", pool).main,
        load_decklist(HERE / "decks/staples_wb.txt", pool).main,
    )


def make(name: str, seed: int, iterations: int) -> players.Player:
    if name == "mcts":
        from arbiter.players.mcts import MctsPlayer

        return MctsPlayer(seed, iterations=iterations)
    return players.get(name, seed)


GameResult = tuple[int | None, list[float], list[float]]  # the winner (0: player a, 1: b), a's and b's decision times


def one_game(a: str, b: str, i: int, seed: int, kind: str, cards: str | None, iterations: int) -> GameResult:
    """Game ``i`` of a run: its seats, decks and seeds depend on ``i`` and ``seed`` only."""
    deck_x, deck_y = decks(kind, cards)
    swap = i % 2
    pa, pb = make(a, seed + i, iterations), make(b, seed + i, iterations)
    seated = (pb, pa) if swap else (pa, pb)
    da, db = (deck_x, deck_y) if i % 4 < 2 else (deck_y, deck_x)
    _, result = players.play_match(da, db, seated, seed * 1_000_003 + i)
    winner = None if result.winner is None else result.winner ^ swap
    return winner, result.seconds[swap], result.seconds[1 - swap]


def _one(args: tuple[str, str, int, int, str, str | None, int]) -> GameResult:
    return one_game(*args)


def run(
    a: str, b: str, games: int, seed: int, kind: str, cards: str | None, iterations: int, workers: int = 1
) -> dict[str, object]:
    wins = {a: 0, b: 0, "draw": 0} if a != b else {"first listed": 0, "second listed": 0, "draw": 0}
    times: tuple[list[float], list[float]] = ([], [])
    start = time.perf_counter()
    jobs = [(a, b, i, seed, kind, cards, iterations) for i in range(games)]
    results: list[GameResult] = []
    with multiprocessing.Pool(workers) if workers > 1 else contextlib.nullcontext() as pool:
        for n, game in enumerate(pool.imap(_one, jobs) if pool is not None else map(_one, jobs), 1):
            results.append(game)
            first_won = sum(w == 0 for w, _, _ in results)
            print(f"{n}/{games} games, {a} won {first_won}", file=sys.stderr, flush=True)
    keys = list(wins)
    for winner, first, second in results:
        wins[keys[2 if winner is None else winner]] += 1
        times[0].extend(first)
        times[1].extend(second)
    won = next(iter(wins.values()))
    low, high = wilson(won, games)
    return {
        "players": [a, b], "decks": kind, "games": games, "seed": seed, "wins": wins,
        "win_rate_first": round(won / games, 3) if games else None,
        "win_rate_first_95": [round(low, 3), round(high, 3)],
        "median_decision_ms": {"first": round(1000 * statistics.median(times[0]), 3),
                               "second": round(1000 * statistics.median(times[1]), 3)},
        "p90_decision_ms": {"first": _p90(times[0]), "second": _p90(times[1])},
        "max_decision_ms": {"first": round(1000 * max(times[0]), 1), "second": round(1000 * max(times[1]), 1)},
        "mcts_iterations": iterations if "mcts" in (a, b) else None,
        "seconds": round(time.perf_counter() - start, 1),
    }  # fmt: skip


def _pair(args: tuple[str, str, int, int, str, str | None, int]) -> tuple[bool, bool]:
    """Game ``i`` played twice: ``a`` against ``b``, then ``b`` in ``a``'s seat (did the seat win?)."""
    a, b, i, seed, kind, cards, iterations = args
    won = one_game(a, b, i, seed, kind, cards, iterations)[0] == 0
    base = one_game(b, b, i, seed, kind, cards, iterations)[0] == 0
    return won, base


def paired(
    a: str, b: str, games: int, seed: int, kind: str, cards: str | None, iterations: int, workers: int = 1
) -> dict[str, object]:
    """Each game twice, ``a`` against ``b`` and ``b`` against ``b``, seat for seat (module docstring)."""
    flips: list[int] = []
    wins = [0, 0]  # games won by a, and by b in a's seat
    jobs = [(a, b, i, seed, kind, cards, iterations) for i in range(games)]
    with multiprocessing.Pool(workers) if workers > 1 else contextlib.nullcontext() as pool:
        for i, (won, base) in enumerate(pool.imap(_pair, jobs) if pool is not None else map(_pair, jobs)):
            flips.append(int(won) - int(base))
            wins[0] += won
            wins[1] += base
            print(
                f"game {i}: {a} {'won' if won else 'lost'}, {b} in its seat {'won' if base else 'lost'}",
                file=sys.stderr,
            )
    return {
        "players": [a, b], "decks": kind, "games": games, "seed": seed,
        "wins": wins[0], "wins_in_its_seat": {b: wins[1]},
        "flips_won": flips.count(1), "flips_lost": flips.count(-1), "net_flips": sum(flips),
        "flipped_games": [i for i, f in enumerate(flips) if f],
    }  # fmt: skip


def wilson(won: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % for ``z`` = 1.96)."""
    if not games:
        return 0.0, 1.0
    p = won / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def _p90(times: list[float]) -> float:
    return round(1000 * sorted(times)[int(0.9 * (len(times) - 1))], 3)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", default="heuristic", choices=players.NAMES)
    parser.add_argument("--b", default="random", choices=players.NAMES)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decks", default="bench", choices=("bench", "staples"))
    parser.add_argument("--cards")
    parser.add_argument(
        "--iterations", type=int, default=ITERATIONS, help="the mcts player's determinizations per searched decision"
    )
    parser.add_argument("--workers", type=int, default=1, help="games played at once (the same games, any count)")
    parser.add_argument("--paired", action="store_true", help="count the games a flips against b in its seat")
    args = parser.parse_args()
    if args.paired:
        print(
            json.dumps(
                paired(args.a, args.b, args.games, args.seed, args.decks, args.cards, args.iterations, args.workers)
            )
        )
        return
    result = run(args.a, args.b, args.games, args.seed, args.decks, args.cards, args.iterations, args.workers)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
