"""A fingerprint of the engine's behaviour: seeded random games, hashed decision by decision.

Run:  python tools/fingerprint.py --games 40 [--cards FILE] [--out FILE] [--compare FILE]

Half the games are played on the benchmark decks (``benchmarks.bench_core``), half on random decks
of supported cards (``arbiter.sim.decks``, as ``arbiter selfcheck`` draws them; built-in cards only
without ``--cards``). At every decision the pending decision, the listed legal actions (in order),
the ruling ``check()`` gives on one other listed action and the action taken are hashed; at the end
of each game, its digest. A speed change must leave every game's hash unchanged: run this before
and after it (``--out`` then ``--compare``) — the games, the listings and the rulings are the same
exactly when the hashes are. The tool runs itself with ``PYTHONHASHSEED=0``: a state's digest
shows sets of enum members (an animated creature's colors) in an order that string hashing, random
per process otherwise, decides.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path

from arbiter.core.rng import Rng
from arbiter.mtg.game import Game
from arbiter.sim.decks import SupportedCards, random_deck
from arbiter.sim.selfcheck import default_source, game_seed

MAX_DECISIONS = 4000  # a random game that runs longer is cut there (the hash covers the part played)


def play(deck_a: object, deck_b: object, seed: int) -> tuple[str, int]:
    """One random game's hash and its number of decisions."""
    game = Game.new(deck_a, deck_b, seed=seed, keep_history=False)  # type: ignore[arg-type]
    rng = Rng(seed ^ 0x5DEECE66D)
    h = hashlib.blake2b(digest_size=16)
    decisions = 0
    while not game.over and decisions < MAX_DECISIONS:
        actions = list(game.legal_actions())
        h.update(repr((game.pending, actions)).encode())
        chosen = rng.below(len(actions))
        if len(actions) > 1:
            other = actions[(chosen + 1 + rng.below(len(actions) - 1)) % len(actions)]
            h.update(repr(game.check(other)).encode())
        action = actions[chosen]
        ruling = game.apply(action)
        h.update(repr((action, ruling)).encode())
        decisions += 1
    h.update(game.digest().encode())
    return h.hexdigest(), decisions


def main() -> None:
    if os.environ.get("PYTHONHASHSEED") != "0":
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--cards", default=None, help="card records for the random decks (default: built-in cards)")
    parser.add_argument("--out", default=None, help="write the hashes to this JSON file")
    parser.add_argument("--compare", default=None, help="compare with hashes written earlier by --out")
    args = parser.parse_args()
    from benchmarks.bench_core import decks

    bench_a, bench_b = decks()
    source = default_source(args.cards) if args.cards else SupportedCards(None, "built-in cards")
    hashes: dict[str, str] = {}
    total = 0
    t0 = time.process_time()
    for i in range(args.games):
        seed = game_seed(args.seed, i)
        if i % 2 == 0:
            key, (digest, n) = f"bench-{i}", play(bench_a, bench_b, seed)
        else:
            rng = Rng(seed)
            a, b = random_deck(source, rng), random_deck(source, rng)
            key, (digest, n) = f"pool-{i}", play(a.cards, b.cards, seed)
        hashes[key] = digest
        total += n
    cpu = time.process_time() - t0
    overall = hashlib.blake2b(json.dumps(hashes, sort_keys=True).encode(), digest_size=16).hexdigest()
    print(f"{len(hashes)} games, {total} decisions, {cpu:.1f} s CPU; fingerprint {overall}")
    if args.out:
        Path(args.out).write_text(json.dumps({"overall": overall, "games": hashes}, indent=1))
    if args.compare:
        before = json.loads(Path(args.compare).read_text())["games"]
        differ = [k for k in hashes if before.get(k) != hashes[k]]
        if differ:
            print(f"DIFFERENT: {len(differ)} games: {', '.join(differ[:10])}")
            sys.exit(1)
        print("identical to", args.compare)


if __name__ == "__main__":
    main()
