"""``arbiter simulate`` on many cores (``--workers``, ``--backend ray``, ``--results``) and
``arbiter report RESULTS``: win rates with Wilson score intervals and plots of them and of game
length (PNG, matplotlib's Agg backend; the extra ``arbiter[report]``)."""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from arbiter.i18n import tr
from arbiter.sim.batch import Batch, GameRow, Interrupted, read_results, run_batch, write_results

Z95 = 1.959964  # the normal quantile of a two-sided 95% interval


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class Matchup:
    """The games of one pairing of decks and players."""

    deck_a: str
    deck_b: str
    player_a: str
    player_b: str
    rows: tuple[GameRow, ...]

    @property
    def label(self) -> str:
        random = (self.player_a, self.player_b) == ("random", "random")
        return f"{self.deck_a} v {self.deck_b}" + ("" if random else f" ({self.player_a} v {self.player_b})")

    def count(self, winner: str) -> int:
        return sum(1 for r in self.rows if r.winner == winner)

    def as_json(self) -> dict[str, object]:
        n = len(self.rows)
        out: dict[str, object] = {"deck_a": self.deck_a, "deck_b": self.deck_b, "player_a": self.player_a,
                                  "player_b": self.player_b, "games": n}  # fmt: skip
        for side in ("a", "b", "draw"):
            k = self.count(side)
            lo, hi = wilson(k, n)
            out[side] = {"wins" if side != "draw" else "games": k, "rate": round(k / n, 4) if n else None,
                         "ci95": [round(lo, 4), round(hi, 4)]}  # fmt: skip
        turns = [r.turns for r in self.rows]
        out["turns"] = {"mean": round(statistics.fmean(turns), 2), "median": statistics.median(turns)} if turns else {}
        out["decisions_mean"] = round(statistics.fmean(r.decisions for r in self.rows), 1) if n else None
        out["seconds_mean"] = round(statistics.fmean(r.seconds for r in self.rows), 4) if n else None
        return out


def matchups(rows: Sequence[GameRow]) -> list[Matchup]:
    groups: dict[tuple[str, str, str, str], list[GameRow]] = {}
    for r in rows:
        groups.setdefault((r.deck_a, r.deck_b, r.player_a, r.player_b), []).append(r)
    return [Matchup(*key, tuple(group)) for key, group in groups.items()]


def plot(groups: Sequence[Matchup], out_dir: Path, stem: str) -> list[Path]:
    """Two PNGs: deck A's and deck B's win rates with their 95% intervals, and game lengths."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out_dir.mkdir(parents=True, exist_ok=True)
    labels = [g.label for g in groups]
    fig, ax = plt.subplots(figsize=(8, 1.2 + 0.6 * len(groups)))
    for offset, side, colour in ((-0.18, "a", "tab:green"), (0.18, "b", "tab:red")):
        rates, lows, highs = [], [], []
        for g in groups:
            n, k = len(g.rows), g.count(side)
            lo, hi = wilson(k, n)
            rate = k / n if n else 0.0
            rates.append(rate)
            lows.append(rate - lo)
            highs.append(hi - rate)
        ys = [i + offset for i in range(len(groups))]
        ax.errorbar(rates, ys, xerr=[lows, highs], fmt="o", color=colour, capsize=4,
                    label=f"deck {side.upper()} wins")  # fmt: skip
    ax.set_yticks(range(len(groups)), labels)
    ax.set_xlim(0, 1)
    ax.axvline(0.5, color="grey", linewidth=0.8, linestyle=":")
    ax.set_xlabel("win rate (95% Wilson interval)")
    ax.legend(loc="lower right")
    fig.tight_layout()
    win_png = out_dir / f"{stem}-winrate.png"
    fig.savefig(win_png, dpi=100)
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(8, 4))
    for g in groups:
        turns = [r.turns for r in g.rows]
        bins = range(min(turns), max(turns) + 2)
        ax.hist(turns, bins=bins, histtype="step", linewidth=1.5, label=f"{g.label} (n={len(turns)})")
    ax.set_xlabel("turns")
    ax.set_ylabel("games")
    ax.set_title("game length")
    ax.legend()
    fig.tight_layout()
    length_png = out_dir / f"{stem}-length.png"
    fig.savefig(length_png, dpi=100)
    plt.close(fig)
    return [win_png, length_png]


def run_report(args: argparse.Namespace) -> int:
    try:
        rows = read_results(args.results)
    except (FileNotFoundError, OSError, ValueError) as exc:
        print(tr("arbiter: {exc}", exc=exc), file=sys.stderr)
        return 2
    groups = matchups(rows)
    data = [g.as_json() for g in groups]
    pngs: list[Path] = []
    if not args.no_plots and groups:
        path = Path(args.results)
        pngs = plot(groups, Path(args.out) if args.out else path.parent, path.stem)
    if args.json:
        print(json.dumps({"matchups": data, "plots": [str(p) for p in pngs]}))
        return 0
    for g, d in zip(groups, data, strict=True):
        print(f"{g.label}: {d['games']} games")
        for side, name in (("a", g.deck_a), ("b", g.deck_b), ("draw", "draws")):
            entry = d[side]
            assert isinstance(entry, dict)
            lo, hi = entry["ci95"]
            count = entry.get("wins", entry.get("games"))
            print(f"  {name:<24} {count:>6}  {100 * entry['rate']:5.1f}%  (95% CI {100 * lo:.1f}–{100 * hi:.1f}%)")
        turns = d["turns"]
        assert isinstance(turns, dict)
        print(f"  turns: mean {turns.get('mean')}, median {turns.get('median')}; "
              f"decisions: mean {d['decisions_mean']}; seconds per game: mean {d['seconds_mean']}")  # fmt: skip
    for p in pngs:
        print(f"wrote {p}")
    return 0


# -- arbiter simulate on many workers -------------------------------------------------------------
def worker_count(args: argparse.Namespace) -> int:
    """How many processes play: ``--workers N``, else (and for 0) one per core, never more than
    there are games."""
    from arbiter.sim.batch import default_workers

    wanted: int = args.workers or default_workers()
    games: int = args.games
    return max(1, min(wanted, games))


def batch_requested(args: argparse.Namespace) -> bool:
    """Whether ``arbiter simulate`` runs through the batch runner (anything but one worker alone)."""
    return bool(worker_count(args) != 1 or args.results or args.backend != "local")


def simulate_batch(args: argparse.Namespace) -> int:
    """``arbiter simulate`` with workers: the same games as one worker plays (see sim/batch.py)."""
    from arbiter.cards.decklist import DecklistError, load_decklist, open_pool

    if not args.deck_a or not args.deck_b:
        raise DecklistError("simulate needs two decklist files (or --ruleset staged)")
    pool = open_pool(args.cards)
    deck_a, deck_b = load_decklist(args.deck_a, pool), load_decklist(args.deck_b, pool)
    players = (getattr(args, "a_player", "random"), getattr(args, "b_player", "random"))
    batch = Batch(
        Path(args.deck_a).read_text(encoding="utf-8"), Path(args.deck_b).read_text(encoding="utf-8"),
        deck_a.name, deck_b.name, args.seed, players, args.cards, args.save,
    )  # fmt: skip
    import time

    from arbiter.cli.common import Progress

    bar = Progress(args.games, "game", getattr(args, "quiet", False) or args.json)

    def tick(_row: GameRow) -> None:
        bar.update()

    start = time.perf_counter()
    interrupted = False
    workers = worker_count(args)
    try:
        rows = run_batch(batch, args.games, workers, backend=args.backend, address=args.address, on_row=tick)
    except Interrupted as stop:  # Ctrl-C: the games that ended are reported
        rows, interrupted = stop.rows, True
    except ValueError as exc:
        print(tr("arbiter: {exc}", exc=exc), file=sys.stderr)
        return 2
    finally:
        bar.close()
    seconds = time.perf_counter() - start
    if args.results:
        write_results(rows, args.results)
    wins = {side: sum(1 for r in rows if r.winner == side) for side in ("a", "b", "draw")}
    decisions = sum(r.decisions for r in rows)
    data = {
        "games": len(rows), "interrupted": interrupted, "wins": wins, "decisions": decisions,
        "seconds": round(seconds, 4),
        "games_per_s": round(len(rows) / seconds, 3) if seconds else None,
        "decisions_per_s": round(decisions / seconds, 1) if seconds else None,
        "workers": workers, "backend": args.backend,
    }  # fmt: skip
    if args.json:
        print(json.dumps(data))
    else:
        stopped = " (interrupted)" if interrupted else ""
        print(f"{len(rows)} games{stopped}: {deck_a.name} {wins['a']}, {deck_b.name} {wins['b']}, "
              f"draws {wins['draw']}; "
              f"{decisions} decisions in {seconds:.2f} s ({data['games_per_s']} games/s, "
              f"{data['decisions_per_s']} decisions/s)")  # fmt: skip
        if args.results:
            print(f"results: {args.results}")
    return 130 if interrupted else 0
