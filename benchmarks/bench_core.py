"""Core benchmark (issue 2): games/s, decisions/s, µs per legal_actions(), apply() and copy(),
and peak memory, on the two benchmark decks with uniformly random players.

Run:  python -m benchmarks.bench_core [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import json
import resource
import time
from importlib.resources import files

from arbiter.cards.decklist import parse_decklist
from arbiter.cards.registry import BUILTIN
from arbiter.core.rng import Rng
from arbiter.mtg import legal
from arbiter.mtg.game import Game
from arbiter.sim.simulate import simulate


def decks() -> tuple[list, list]:  # type: ignore[type-arg]
    data = files("arbiter.data")
    a = parse_decklist(data.joinpath("deck_a.txt").read_text(), BUILTIN).main
    b = parse_decklist(data.joinpath("deck_b.txt").read_text(), BUILTIN).main
    return list(a), list(b)


def per_call(games: int, seed: int) -> dict[str, float]:
    """Time legal_actions() enumeration, apply() and copy() separately along random games."""
    a, b = decks()
    t_legal = t_apply = t_copy = 0.0
    n_legal = n_apply = n_copy = 0
    for i in range(games):
        game = Game.new(a, b, seed=seed + i, keep_history=True)
        rng = Rng(seed + i)
        step = 0
        while not game.over:
            t0 = time.perf_counter()
            actions = legal.enumerate_actions(game)
            t1 = time.perf_counter()
            t_legal += t1 - t0
            n_legal += 1
            action = actions[rng.below(len(actions))]
            t0 = time.perf_counter()
            game.apply(action)
            t1 = time.perf_counter()
            t_apply += t1 - t0
            n_apply += 1
            if step % 10 == 0:
                # a sampled position: 20 copies timed together (timer resolution)
                t0 = time.perf_counter()
                for _ in range(20):
                    game.copy()
                t1 = time.perf_counter()
                t_copy += t1 - t0
                n_copy += 20
            step += 1
    return {
        "legal_actions_us": round(t_legal / n_legal * 1e6, 2),
        "apply_us": round(t_apply / n_apply * 1e6, 2),
        "copy_us": round(t_copy / n_copy * 1e6, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    a, b = decks()
    report = simulate(a, b, args.games, args.seed).as_json()
    report.update(per_call(max(args.games // 5, 5), args.seed))
    report["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
