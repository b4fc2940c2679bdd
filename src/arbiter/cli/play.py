"""The commands that play games: ``simulate``, ``demo`` and ``replay``."""

from __future__ import annotations

import argparse
import json
import sys

from arbiter.cli.common import BAD_INPUT, FAILED, INTERRUPTED, OK, Progress
from arbiter.i18n import language, msg, render, tr


def simulate(args: argparse.Namespace) -> int:
    """Games between uniformly random players; Ctrl-C prints the games finished so far."""
    from pathlib import Path

    from arbiter.cards.decklist import DecklistError, load_decklist, open_pool
    from arbiter.sim.simulate import GameResult, simulate

    if args.ruleset == "staged":
        return simulate_staged(args)
    from arbiter.cli.report import batch_requested, simulate_batch

    if batch_requested(args):  # several workers, Ray, a results file or records (cli/report.py)
        return simulate_batch(args)
    if not args.deck_a or not args.deck_b:
        raise DecklistError(tr("simulate needs two decklist files (or --ruleset staged)"))
    pool = open_pool(args.cards)
    deck_a = load_decklist(args.deck_a, pool)
    deck_b = load_decklist(args.deck_b, pool)
    save = Path(args.save) if args.save else None
    if save is not None:
        save.mkdir(parents=True, exist_ok=True)
    with Progress(args.games, "game", args.quiet or args.json) as bar:

        def tick(_result: GameResult) -> None:
            bar.update()

        report = simulate(
            deck_a.main, deck_b.main, args.games, args.seed, tick, save, players=(args.a_player, args.b_player)
        )
    data = report.as_json()
    if args.json:
        print(json.dumps(data))
    else:
        wins = data["wins"]
        assert isinstance(wins, dict)
        stopped = tr(" (interrupted)") if report.interrupted else ""
        print(tr(
            "{games} games{stopped}: {deck_a} {wins_a}, {deck_b} {wins_b}, draws {draws}; {decisions} decisions in"
            " {seconds} s ({games_per_s} games/s, {decisions_per_s} decisions/s)",
            games=report.games, stopped=stopped, deck_a=deck_a.name, wins_a=wins["a"], deck_b=deck_b.name,
            wins_b=wins["b"], draws=wins["draw"], decisions=report.decisions, seconds=f"{report.seconds:.2f}",
            games_per_s=data["games_per_s"], decisions_per_s=data["decisions_per_s"],
        ))  # fmt: skip
        if save is not None:
            print(tr("records of the games: {save}/game-NNNNN.json (arbiter replay FILE)", save=save))
    return INTERRUPTED if report.interrupted else OK


def simulate_staged(args: argparse.Namespace) -> int:
    """Games of the staged ruleset between the named players (squads dealt from the seed)."""
    import time

    from arbiter.staged.sim import PLAYERS, StagedResult, play_random

    names = (args.a_player, args.b_player)
    for side, name in zip("ab", names, strict=True):
        if name not in PLAYERS:
            print(tr(
                "arbiter simulate: --{side}-player {name}: the staged ruleset has the players {players}",
                side=side,
                name=name,
                players=', '.join(PLAYERS),
            ), file=sys.stderr)  # fmt: skip
            return BAD_INPUT

    results: list[StagedResult] = []
    start = time.perf_counter()
    interrupted = False
    with Progress(args.games, "game", args.quiet or args.json) as bar:
        try:
            for i in range(args.games):
                results.append(play_random(args.seed * 1_000_003 + i, names)[1])
                bar.update()
        except KeyboardInterrupt:
            interrupted = True
    seconds = time.perf_counter() - start
    wins = [sum(r.winner == k for r in results) for k in (0, 1)]
    draws = len(results) - sum(wins)
    decisions = sum(r.decisions for r in results)
    if args.json:
        print(json.dumps({"ruleset": "staged", "games": len(results), "wins": {"a": wins[0], "b": wins[1],
                          "draw": draws}, "decisions": decisions, "seconds": round(seconds, 4)}))  # fmt: skip
    else:
        stopped = tr(" (interrupted)") if interrupted else ""
        print(tr(
            "{games} staged games{stopped}: a {wins_a}, b {wins_b}, draws {draws}; {decisions} decisions in"
            " {seconds} s",
            games=len(results), stopped=stopped, wins_a=wins[0], wins_b=wins[1], draws=draws, decisions=decisions,
            seconds=f"{seconds:.2f}",
        ))  # fmt: skip
    return INTERRUPTED if interrupted else OK


def demo(args: argparse.Namespace) -> int:
    """One game between random players: the explained log, or its summary."""
    if args.ruleset == "staged":
        from arbiter.staged.sim import play_random

        staged, outcome = play_random(args.seed)
        print(staged.explain(language()))
        names = [p.name for p in staged.state.players]
        winner = names[outcome.winner] if outcome.winner is not None else msg("nobody (a draw)")
        done = msg(
            "{decisions} decisions, {turns} turns; winner: {winner}",
            decisions=outcome.decisions, turns=outcome.turns, winner=winner,
        )  # fmt: skip
        print("\n" + render(done))
        return OK
    from importlib.resources import files

    from arbiter.cards.decklist import load_decklist, open_pool, parse_decklist
    from arbiter.cards.registry import BUILTIN
    from arbiter.cli.summary import summary
    from arbiter.sim.simulate import play_random_game

    decks = files("arbiter.data")
    pool = open_pool(args.cards) if args.cards or args.deck_a or args.deck_b else BUILTIN
    deck_a = (
        load_decklist(args.deck_a, pool)
        if args.deck_a
        else parse_decklist(decks.joinpath("deck_a.txt").read_text(), pool, "deck_a.txt")
    )
    deck_b = (
        load_decklist(args.deck_b, pool)
        if args.deck_b
        else parse_decklist(decks.joinpath("deck_b.txt").read_text(), pool, "deck_b.txt")
    )
    game, result = play_random_game(deck_a.main, deck_b.main, args.seed, ("alice", "bob"))
    if args.summary:
        print(summary(game))
        return OK
    print("\n".join(render(e.line()) for e in game.state.events))
    winner = game.player_name(result.winner) if result.winner is not None else msg("nobody (a draw)")
    done = msg(
        "{decisions} decisions, {turns} turns; winner: {winner}",
        decisions=result.decisions, turns=result.turns, winner=winner,
    )  # fmt: skip
    print("\n" + render(done))
    return OK


def replay(args: argparse.Namespace) -> int:
    """Play a game record back to its end; 0 if it replays to the same state, 1 if it doesn't."""
    from arbiter.cards.decklist import DecklistError, open_pool
    from arbiter.mtg.record import ReplayRefused, replay

    try:
        with open(args.record, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as exc:
        error = exc.strerror or exc
        raise DecklistError(tr("{record}: can't be read ({error})", record=args.record, error=error)) from None
    except (ValueError, RecursionError) as exc:
        raise DecklistError(tr("{record}: not a JSON game record ({error})", record=args.record, error=exc)) from None
    game = replay(data, open_pool(args.cards) if args.cards else None)
    if isinstance(game, ReplayRefused):
        print(tr("arbiter replay: {record}: {game}", record=args.record, game=game), file=sys.stderr)
        return FAILED
    if args.explain:
        print("\n".join(render(e.line()) for e in game.state.events))
    elif args.summary:
        from arbiter.cli.summary import summary

        print(summary(game))
    print(repr(game))
    return OK
