"""Block-legality benchmark: the time to judge one whole declaration of blockers (CR 509.1).

Boards come from ``benchmarks.block_boards`` in three profiles (mixed, dense, trap) at 10, 30,
60, 120 and 200 creatures a side, each with a requirement-free twin. On each board two
declarations are judged — no blocks, and the declaration the ruling itself shows as obeying the
most requirements — so that every check computes the 509.1c maximum; the same two are judged
on the twin. Each maximum is compared with an independent formulation solved by HiGHS
(``benchmarks.block_check``). Times are medians per check, wall clock and CPU.

Run:  python -m benchmarks.bench_blocks [--repeat N] [--sizes 10,30] [--profiles dense] [--workers 1]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

from arbiter.mtg.actions import DeclareBlockers
from arbiter.mtg.combat import blocking as blocking
from arbiter.mtg.combat.blocking import solver
from arbiter.mtg.combat.blocking.counts import classes
from arbiter.mtg.combat.blocking.flow import fits
from arbiter.mtg.game import Game
from benchmarks.block_boards import PROFILES, board
from benchmarks.block_check import highs_maximum

SIZES = (10, 30, 60, 120, 200)
Blocks = tuple[tuple[int, int], ...]


def timed(game: Game, declarations: list[Blocks], repeat: int) -> tuple[float, float, list[str]]:
    """Median wall and CPU milliseconds per check, and the rulings."""
    wall: list[float] = []
    cpu: list[float] = []
    rulings: list[str] = []
    for _ in range(repeat):
        for d in declarations:
            w0, c0 = time.perf_counter(), time.process_time()
            ruling = game.check(DeclareBlockers(d))
            cpu.append(time.process_time() - c0)
            wall.append(time.perf_counter() - w0)
            rulings.append(str(ruling))
    return statistics.median(wall) * 1000, statistics.median(cpu) * 1000, rulings[: len(declarations)]


def one_board(profile: str, n: int, repeat: int, check_seconds: float) -> dict[str, object]:
    game, _ = board(profile, n)
    twin, _ = board(profile, n, twin=True)
    view = blocking.View(game)
    reqs = blocking.requirements(game, view)
    m = blocking.maximum(game, reqs, view)
    problem = blocking.problem_of(game, reqs, view)
    guess = blocking.greedy(problem)
    if problem.respected(guess) and problem.value(guess) == blocking.upper_bound(problem):
        path = "construction"
    else:
        c = classes(problem)
        kinds = ["flow" if fits(c, part, problem.limit) else "cp-sat" for part in c.parts]
        path = f"{len(c.blockers)}+{len(c.attackers)} classes, parts: " + " ".join(kinds)
    declarations: list[Blocks] = [(), tuple(sorted(m.witness))]
    wall, cpu, rulings = timed(game, declarations, repeat)
    twin_wall, twin_cpu, _ = timed(twin, declarations, repeat)
    t0 = time.perf_counter()
    h_lower, h_upper = highs_maximum(game, check_seconds)
    highs_ms = (time.perf_counter() - t0) * 1000
    undetermined = sum(r.startswith("illegal: undetermined") for r in rulings)
    return {
        "profile": profile, "n": n, "requirements": len(reqs), "maximum": m.lower, "proven": m.proven,
        "highs": [h_lower, h_upper], "agrees": m.proven and h_lower == h_upper == m.lower,
        "undetermined_rulings": undetermined, "path": path,
        "check_ms": round(wall, 2), "check_cpu_ms": round(cpu, 2),
        "twin_ms": round(twin_wall, 2), "twin_cpu_ms": round(twin_cpu, 2),
        "ratio": round(wall / twin_wall, 1) if twin_wall else None, "highs_ms": round(highs_ms, 1),
    }  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--profiles", default=",".join(PROFILES))
    parser.add_argument("--workers", type=int, default=1, help="CP-SAT workers (the engine uses 1)")
    parser.add_argument("--highs-seconds", type=float, default=300.0)
    args = parser.parse_args()
    solver.WORKERS = args.workers
    load0 = os.getloadavg()
    # the first check in a process imports the solver: report it apart
    game, _ = board("dense", 10)
    t0 = time.perf_counter()
    game.check(DeclareBlockers(()))
    first_ms = (time.perf_counter() - t0) * 1000
    rows = []
    for profile in args.profiles.split(","):
        for n in map(int, args.sizes.split(",")):
            row = one_board(profile, n, args.repeat, args.highs_seconds)
            rows.append(row)
            print(json.dumps(row), flush=True)
    print(json.dumps({"first_check_ms": round(first_ms, 1), "workers": args.workers,
                      "load_before": load0, "load_after": os.getloadavg(), "cpus": os.cpu_count()}))  # fmt: skip


if __name__ == "__main__":
    main()
