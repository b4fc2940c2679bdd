"""Player benchmark: win rates of one player against another and the median time per decision.

Run:  python -m benchmarks.bench_players --a heuristic --b random --games 200 [--decks bench|staples]
      python -m benchmarks.bench_players --a mcts --b heuristic --games 100 --iterations 32

Each pair of games swaps the seats (who plays first is the game's coin flip, CR 103.1) and every
other pair swaps the decks, so neither player keeps the better deck or seat. Both players are told
both decklists (an open matchup). ``--decks staples`` needs the card data (``--cards``, default
``../shared/data/cards.jsonl.gz`` or ARBITER_CARDS).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from importlib.resources import files
from pathlib import Path

from arbiter import players
from arbiter.cards.decklist import load_decklist, open_pool, parse_decklist
from arbiter.cards.registry import BUILTIN
from arbiter.mtg.model import CardDef

HERE = Path(__file__).parent


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


def run(a: str, b: str, games: int, seed: int, kind: str, cards: str | None, iterations: int) -> dict[str, object]:
    deck_x, deck_y = decks(kind, cards)
    wins = {a: 0, b: 0, "draw": 0} if a != b else {"first listed": 0, "second listed": 0, "draw": 0}
    times: tuple[list[float], list[float]] = ([], [])
    start = time.perf_counter()
    for i in range(games):
        swap = i % 2
        pa, pb = make(a, seed + i, iterations), make(b, seed + i, iterations)
        seated = (pb, pa) if swap else (pa, pb)
        da, db = (deck_x, deck_y) if i % 4 < 2 else (deck_y, deck_x)
        _, result = players.play_match(da, db, seated, seed * 1_000_003 + i)
        keys = list(wins)
        if result.winner is None:
            wins["draw"] += 1
        else:
            wins[keys[result.winner ^ swap]] += 1
        times[0].extend(result.seconds[swap])
        times[1].extend(result.seconds[1 - swap])
    return {
        "players": [a, b], "decks": kind, "games": games, "seed": seed, "wins": wins,
        "win_rate_first": round(next(iter(wins.values())) / games, 3) if games else None,
        "median_decision_ms": {"first": round(1000 * statistics.median(times[0]), 3),
                               "second": round(1000 * statistics.median(times[1]), 3)},
        "p90_decision_ms": {"first": _p90(times[0]), "second": _p90(times[1])},
        "max_decision_ms": {"first": round(1000 * max(times[0]), 1), "second": round(1000 * max(times[1]), 1)},
        "mcts_iterations": iterations if "mcts" in (a, b) else None,
        "seconds": round(time.perf_counter() - start, 1),
    }  # fmt: skip


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
    parser.add_argument("--iterations", type=int, default=32, help="the mcts player's iterations per searched decision")
    args = parser.parse_args()
    print(json.dumps(run(args.a, args.b, args.games, args.seed, args.decks, args.cards, args.iterations)))


if __name__ == "__main__":
    main()
