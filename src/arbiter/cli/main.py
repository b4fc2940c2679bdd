"""``arbiter``: the command-line interface. Every error is a message and an exit status, never a
traceback."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from arbiter.cards.decklist import DecklistError, load_decklist
from arbiter.cards.registry import BUILTIN


def _simulate(args: argparse.Namespace) -> int:
    from arbiter.sim.simulate import GameResult, simulate

    deck_a = load_decklist(args.deck_a, BUILTIN)
    deck_b = load_decklist(args.deck_b, BUILTIN)
    bar = None
    if not args.json and sys.stderr.isatty():
        from tqdm import tqdm

        bar = tqdm(total=args.games, unit="game", file=sys.stderr)

    def tick(_result: GameResult) -> None:
        if bar is not None:
            bar.update()

    report = simulate(deck_a.main, deck_b.main, args.games, args.seed, tick)
    if bar is not None:
        bar.close()
    data = report.as_json()
    if args.json:
        print(json.dumps(data))
    else:
        wins = data["wins"]
        assert isinstance(wins, dict)
        print(
            f"{report.games} games: {deck_a.name} {wins['a']}, {deck_b.name} {wins['b']}, draws {wins['draw']}; "
            f"{report.decisions} decisions in {report.seconds:.2f} s "
            f"({data['games_per_s']} games/s, {data['decisions_per_s']} decisions/s)"
        )
    return 0


def _demo(args: argparse.Namespace) -> int:
    from importlib.resources import files

    from arbiter.cards.decklist import parse_decklist
    from arbiter.sim.simulate import play_random_game

    decks = files("arbiter.data")
    deck_a = parse_decklist(decks.joinpath("deck_a.txt").read_text(), BUILTIN, "deck_a.txt")
    deck_b = parse_decklist(decks.joinpath("deck_b.txt").read_text(), BUILTIN, "deck_b.txt")
    game, result = play_random_game(deck_a.main, deck_b.main, args.seed, ("alice", "bob"))
    print(game.explain())
    winner = game.player_name(result.winner) if result.winner is not None else "nobody (a draw)"
    print(f"\n{result.decisions} decisions, {result.turns} turns; winner: {winner}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="arbiter", description="A rules engine for Magic: The Gathering.")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("simulate", help="play games between two uniformly random players")
    p.add_argument("deck_a")
    p.add_argument("deck_b")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_simulate)

    p = sub.add_parser("demo", help="one game between random players, with the explained event log")
    p.add_argument("--seed", type=int, default=1)
    p.set_defaults(run=_demo)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except DecklistError as exc:
        print(f"arbiter: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
