"""Back to back: the CPU time of the same random games in two checkouts, in alternating rounds.

Run:  python -m benchmarks.back_to_back START_CHECKOUT THIS_CHECKOUT [--games 20] [--rounds 6]

Each round runs ``simulate(a, b, GAMES, 0)`` on the benchmark decks (``benchmarks.bench_core``) in
a fresh interpreter with one checkout's ``src`` first on the path, the checkouts alternating in
order from round to round, so a busy machine slows both alike. The median CPU time of each is
printed; compare them (the bar for a change: not slower than its starting point by more than 5 %).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

CODE = """
import json, time
from benchmarks.bench_core import decks
from arbiter.sim.simulate import simulate
a, b = decks()
simulate(a, b, 3, 99)  # warm up: imports and the decks' compiled cards
t0 = time.process_time()
simulate(a, b, {games}, 0)
print(json.dumps({{"cpu": time.process_time() - t0}}))
"""


def run(checkout: str, games: int) -> float:
    env = {"PYTHONPATH": f"{checkout}/src:{checkout}", "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", CODE.format(games=games)], cwd=checkout, env=env, capture_output=True, text=True
    )
    if done.returncode:
        raise SystemExit(f"{checkout}: {done.stderr[-2000:]}")
    return float(json.loads(done.stdout.strip().splitlines()[-1])["cpu"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkouts", nargs=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    times: dict[str, list[float]] = {c: [] for c in args.checkouts}
    for i in range(args.rounds):
        for checkout in args.checkouts if i % 2 == 0 else args.checkouts[::-1]:
            times[checkout].append(run(checkout, args.games))
    for checkout, cpu in times.items():
        median = statistics.median(cpu)
        print(f"{checkout}: median CPU {median:.3f} s for {args.games} games ({args.games / median:.2f} games/s)")


if __name__ == "__main__":
    main()
