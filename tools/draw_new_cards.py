"""Draw a fixed-seed sample of the cards newly supported since a baseline checkout.

"Supported" is what ``arbiter cards coverage`` counts (``arbiter.cards.coverage.supported`` on
``compile_record``: every ability compiled and the rendering equals the Oracle text), over the
ordinary cards of the card file. A card is *newly* supported when this checkout supports it and
the baseline's sources (``--baseline-src``) don't. The draw is
``random.Random(seed).sample(sorted(new_names), count)``, printed sorted, one name a line.

Each side is measured in its own Python process with ``PYTHONPATH`` set to that side's ``src``
folder, so the two versions of the engine never share one interpreter.

    python tools/draw_new_cards.py --baseline-src /work/wt-start/src --seed 2026 --count 40
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve()
OWN_SRC = HERE.parent.parent / "src"
DEFAULT_CARDS = HERE.parent.parent.parent / "shared" / "data" / "cards.jsonl.gz"


def list_supported(cards: str) -> None:
    """Print the name of every ordinary card the importable ``arbiter`` supports, one a line."""
    from arbiter.cards.coverage import supported
    from arbiter.cards.oracle import compile_record
    from arbiter.cards.records import read_records

    seen: set[str] = set()
    for record in read_records(cards):
        if not record.ordinary or record.name in seen:
            continue
        seen.add(record.name)
        if supported(record, compile_record(record)):
            print(record.name)


def supported_names(src: Path, cards: str) -> set[str]:
    """The names ``list_supported`` prints when run with ``src`` first on the path."""
    env = dict(os.environ, PYTHONPATH=str(src))
    out = subprocess.run(
        [sys.executable, str(HERE), "--list-supported", "--cards", cards],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return {line for line in out.splitlines() if line}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline-src", type=Path, help="the baseline checkout's src folder")
    parser.add_argument("--src", type=Path, default=OWN_SRC, help="this checkout's src folder")
    parser.add_argument("--cards", default=str(DEFAULT_CARDS), help="the card file (cards.jsonl.gz)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--list-supported", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.list_supported:
        list_supported(args.cards)
        return 0
    if args.baseline_src is None:
        parser.error("--baseline-src is required")
    with ThreadPoolExecutor(2) as pool:
        now_f = pool.submit(supported_names, args.src, args.cards)
        then_f = pool.submit(supported_names, args.baseline_src, args.cards)
        now, then = now_f.result(), then_f.result()
    new = sorted(now - then)
    print(
        f"# supported now {len(now)}, at the baseline {len(then)}, newly supported {len(new)}, "
        f"lost {len(then - now)}; seed {args.seed}",
        file=sys.stderr,
    )
    for name in sorted(random.Random(args.seed).sample(new, min(args.count, len(new)))):
        print(name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
