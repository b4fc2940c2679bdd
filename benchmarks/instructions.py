"""Instructions of N benchmark games under callgrind — a deterministic measure of the engine's
speed, steady on a loaded machine where CPU times are not.

Run:  python -m benchmarks.instructions [--games 4] [--checkout PATH]

Each run plays ``simulate(a, b, 1, 99)`` (a warm-up: imports, the decks' compiled cards) then
``simulate(a, b, N, 0)`` on the benchmark decks (``benchmarks.bench_core``) under ``valgrind
--tool=callgrind``, with byte code compiled beforehand; the same run with 0 games is subtracted, so
the number printed is the instructions of the N games alone. Needs valgrind (Debian's package).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

CODE = """
from benchmarks.bench_core import decks
from arbiter.sim.simulate import simulate
a, b = decks()
simulate(a, b, 1, 99)
simulate(a, b, {games}, 0)
"""


def instructions(checkout: Path, games: int) -> int:
    """The instructions callgrind counts for one run of ``CODE`` with ``games`` games."""
    env = {"PYTHONPATH": f"{checkout}/src:{checkout}", "PATH": "/usr/bin:/bin"}
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c",
             CODE.format(games=games)],
            cwd=checkout, env=env, check=True, capture_output=True,
        )  # fmt: skip
        m = re.search(r"^(?:summary|totals): (\d+)", out.read_text(), re.M)
        if m is None:
            raise SystemExit("callgrind wrote no total")
        return int(m.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parents[1])
    args = parser.parse_args()
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(args.checkout / "src")], check=True)
    n = instructions(args.checkout, args.games) - instructions(args.checkout, 0)
    print(f"{args.checkout}: {n:,} instructions for {args.games} benchmark games")


if __name__ == "__main__":
    main()
