"""``arbiter``: the command-line interface. Every error is a message and an exit status, never a
traceback."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from arbiter.cards.decklist import DecklistError, load_decklist, open_pool
from arbiter.cards.registry import BUILTIN


def _simulate(args: argparse.Namespace) -> int:
    from arbiter.sim.simulate import GameResult, simulate

    pool = open_pool(args.cards)
    deck_a = load_decklist(args.deck_a, pool)
    deck_b = load_decklist(args.deck_b, pool)
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


def _selfcheck(args: argparse.Namespace) -> int:
    from arbiter.sim.selfcheck import default_source, selfcheck

    source = default_source(args.cards)
    if source.builtin_only and not args.json:
        print(f"arbiter selfcheck: {source.description}", file=sys.stderr)
    bar = None
    if not args.json and sys.stderr.isatty():
        from tqdm import tqdm

        bar = tqdm(total=args.games if args.game is None else 1, unit="game", file=sys.stderr)

    def tick(done: int) -> None:
        if bar is not None:
            bar.update(done)

    first, games = (0, args.games) if args.game is None else (args.game, 1)
    report = selfcheck(
        games, args.seed, source, first=first, max_decisions=args.max_decisions, jobs=args.jobs, on_game=tick
    )
    if bar is not None:
        bar.close()
    print(json.dumps(report.as_json()) if args.json else report.text())
    return 0 if report.tally.clean else 1


def _demo(args: argparse.Namespace) -> int:
    from importlib.resources import files

    from arbiter.cards.decklist import parse_decklist
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
    print(game.explain())
    winner = game.player_name(result.winner) if result.winner is not None else "nobody (a draw)"
    print(f"\n{result.decisions} decisions, {result.turns} turns; winner: {winner}")
    return 0


SEED_IDS = (
    [f"E{i}" for i in range(1, 15)]
    + [f"A{i}" for i in range(1, 19)]
    + [f"Q{i}" for i in range(1, 18)]
    + [f"D{i}" for i in range(1, 14)]
)


def _judge(args: argparse.Namespace) -> int:
    from arbiter.scenario.cards import card_source
    from arbiter.scenario.loader import ScenarioError, find_files, load_file
    from arbiter.scenario.report import Result
    from arbiter.scenario.runner import run
    from arbiter.scenario.staged import run as run_staged

    cards = card_source(args.cards)
    results: list[Result] = []
    unreadable = 0
    files = find_files(args.paths)
    if not files:
        print("arbiter judge: no scenario files found", file=sys.stderr)
        return 2
    for path in files:
        try:
            scenarios = load_file(path)
        except ScenarioError as exc:
            unreadable += 1
            print(f"arbiter judge: {exc}", file=sys.stderr)
            results.append(Result(str(path), "", "error", [], message=str(exc), malformed=True))
            continue
        for sc in scenarios:
            ruleset = sc.extra.get("ruleset", "mtg")
            if ruleset == "staged":
                result = run_staged(sc)
            elif ruleset == "mtg":
                result = run(sc, cards)
            else:
                message = f"{sc.file}:{sc.line}: unknown ruleset {ruleset!r} (expected mtg or staged)"
                result = Result(sc.file, sc.name, "error", sc.covers, message=message, malformed=True)
            if result.malformed:
                unreadable += 1
                print(f"arbiter judge: {result.message}", file=sys.stderr)
            results.append(result)
    passed = sum(r.status == "passed" for r in results)
    failed = sum(r.status == "failed" for r in results)
    errors = sum(r.status == "error" for r in results)
    if args.json:
        print(
            json.dumps(
                {"passed": passed, "failed": failed, "errors": errors, "scenarios": [r.as_json() for r in results]},
                default=str,
            )
        )
    else:
        for r in results:
            if not r.name:
                continue
            print(f"{r.status.upper():6} {r.name}  ({r.file})")
            for f in r.failures:
                print(f"         {f.step}: expected {f.expected}, got {f.actual}")
            if r.message:
                print(f"         {r.message}")
            if args.explain and r.log:
                print("\n".join("         " + line for line in r.log))
        print(f"{passed} passed, {failed} failed, {errors} errors")
    if args.coverage:
        covered = {c for r in results if r.status == "passed" for c in r.covers}
        have = [i for i in SEED_IDS if i in covered]
        missing = [i for i in SEED_IDS if i not in covered]
        out = sys.stderr if args.json else sys.stdout
        print(f"seed requirements covered by passing scenarios: {len(have)}/{len(SEED_IDS)}", file=out)
        print("covered: " + (" ".join(have) or "none"), file=out)
        print("missing: " + (" ".join(missing) or "none"), file=out)
    if unreadable:
        return 2
    return 0 if failed == 0 and errors == 0 else 1


def _rules(args: argparse.Namespace) -> int:
    from arbiter.rules_text import RulesFileError, find_rules_file, lookup

    try:
        path = find_rules_file(args.rules_file)
    except RulesFileError as exc:
        print(f"arbiter rules: {exc}", file=sys.stderr)
        return 2
    lines = lookup(path.read_text(encoding="utf-8"), args.number)
    if not lines:
        print(f"arbiter rules: there is no rule {args.number} in {path}", file=sys.stderr)
        return 1
    print("\n".join(lines))
    return 0


def _cards(args: argparse.Namespace) -> int:
    from arbiter.cards import database as db
    from arbiter.cards.records import CardDataError

    try:
        if args.cards_command == "import":
            return _cards_import(args)
        if args.cards_command == "coverage":
            from arbiter.cards.coverage import measure

            source = db.open_records(args.cards) if args.cards else _user_db()
            cov = measure(source)
            if args.json:
                print(json.dumps(cov.as_json()))
            else:
                pct = 100 * cov.supported / cov.total if cov.total else 0
                print(f"supported: {cov.supported} of {cov.total} ordinary cards ({pct:.1f} %)")
                for t, (ok, n) in sorted(cov.by_type.items(), key=lambda kv: -kv[1][1]):
                    print(f"  {t:14} {ok:6} / {n}")
                print("most common unsupported phrases:")
                for phrase, n in cov.phrases.most_common(args.top):
                    print(f"  {n:6}  {phrase}")
            return 0
        pool = db.open_source(args.cards)
        if args.cards_command == "show":
            return _cards_show(pool, " ".join(args.name))
        records = pool.sources[0] if pool.sources else None
        words = args.words
        found = [n for n in pool.names() if all(w.casefold() in n.casefold() for w in words)]
        if records is not None:
            found += [r.name for r in records.search(words)]
        for name in sorted(set(found)):
            print(name)
        return 0 if found else 1
    except CardDataError as exc:
        print(f"arbiter cards: {exc}", file=sys.stderr)
        return 2


def _user_db() -> Any:
    from arbiter.cards import database as db
    from arbiter.cards.records import CardDataError

    path = db.default_path()
    if not path.is_file():
        raise CardDataError(f"no card database at {path}: run 'arbiter cards import FILE' or pass --cards FILE")
    return db.CardDatabase(path)


def _cards_import(args: argparse.Namespace) -> int:
    from pathlib import Path

    from arbiter.cards import database as db
    from arbiter.cards.records import read_records

    source = args.source
    if source.startswith(("http://", "https://")):
        source = _download(source)
    target = Path(args.db) if args.db else db.default_path()
    bar = None
    if sys.stderr.isatty():
        from tqdm import tqdm

        bar = tqdm(unit=" cards", file=sys.stderr)

    def tick() -> None:
        if bar is not None:
            bar.update()

    count = db.build(read_records(source), target, str(args.source), tick)
    if bar is not None:
        bar.close()
    print(f"imported {count} cards into {target}")
    return 0


def _download(url: str) -> str:
    """The explicit download command: fetch a card data file to a temporary path."""
    import tempfile
    import urllib.request

    from arbiter.cards.records import CardDataError

    suffix = "".join(s for s in (".json", ".jsonl", ".gz", ".xz") if s in url.rsplit("/", 1)[-1])
    fd, path = tempfile.mkstemp(suffix=suffix or ".json")
    try:
        with urllib.request.urlopen(url, timeout=60) as response, open(fd, "wb") as out:
            while chunk := response.read(1 << 20):
                out.write(chunk)
    except OSError as exc:
        raise CardDataError(f"{url}: download failed ({exc})") from None
    return path


def _cards_show(pool: object, name: str) -> int:
    from arbiter.cards.registry import LayeredPool, UnknownCard
    from arbiter.mtg.model import FaceUnsupported, Unsupported

    assert isinstance(pool, LayeredPool)
    try:
        card = pool.compile(name)
    except UnknownCard:
        print(f"arbiter cards: unknown card {name!r}", file=sys.stderr)
        return 1
    cost = card.mana_cost.text if card.mana_cost else ""
    print(f"{card.name}  {cost}".rstrip())
    print(card.type_line + (f"  {card.power}/{card.toughness}" if card.power is not None else ""))
    faces = ([] if card.layout in ("split", "aftermath") else [card]) + list(card.faces)
    for face in faces:
        if card.faces:
            print(f"\n— {face.name}  {face.mana_cost.text if face.mana_cost else ''}".rstrip())
            print(face.type_line + (f"  {face.power}/{face.toughness}" if face.power is not None else ""))
        print("\nOracle text:")
        print("  " + (face.oracle_text or "(none)").replace("\n", "\n  "))
        print("\nCompiled:")
        for ability in face.abilities:
            if isinstance(ability, FaceUnsupported):
                continue  # (shown on its own face)
            mark = "  UNSUPPORTED: " if isinstance(ability, Unsupported) else "  "
            print(f"{mark}{ability.text() or '(' + type(ability).__name__ + ')'}    [{type(ability).__name__}]")
    print("\n" + ("supported" if not card.unsupported else "not playable: the engine cannot run the marked text"))
    return 0


def _replay(args: argparse.Namespace) -> int:
    """Play a game record back to its end; 0 if it replays to the same state, 1 if it doesn't."""
    from arbiter.mtg.record import ReplayRefused, replay

    try:
        with open(args.record, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as exc:
        raise DecklistError(f"{args.record}: can't be read ({exc.strerror or exc})") from None
    except (ValueError, RecursionError) as exc:
        raise DecklistError(f"{args.record}: not a JSON game record ({exc})") from None
    game = replay(data, open_pool(args.cards) if args.cards else None)
    if isinstance(game, ReplayRefused):
        print(f"arbiter replay: {args.record}: {game}", file=sys.stderr)
        return 1
    if args.explain:
        print(game.explain())
    print(repr(game))
    return 0


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("arbiter")
    except PackageNotFoundError:  # run from a source tree that isn't installed
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="arbiter", description="A rules engine for Magic: The Gathering.")
    parser.add_argument("--version", action="version", version=f"arbiter {_version()}")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("replay", help="play a game record (JSON) back and check it ends in the same state")
    p.add_argument("record", help="a game record written by Game.record()")
    p.add_argument("--explain", action="store_true", help="print the explained event log of the game")
    p.add_argument("--cards", help="card data besides the built-in cards (also ARBITER_CARDS)")
    p.set_defaults(run=_replay)

    p = sub.add_parser("simulate", help="play games between two uniformly random players")
    p.add_argument("deck_a")
    p.add_argument("deck_b")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--cards", help="card data besides the built-in cards (also ARBITER_CARDS)")
    p.set_defaults(run=_simulate)

    p = sub.add_parser("judge", help="run rules scenarios (YAML files or folders) as judge rulings")
    p.add_argument("paths", nargs="+")
    p.add_argument("--json", action="store_true")
    p.add_argument("--explain", action="store_true", help="print each step's event log with CR citations")
    p.add_argument("--cards", help="card data besides the built-in cards (also ARBITER_CARDS)")
    p.add_argument("--coverage", action="store_true", help="which seed requirement ids are covered")
    p.set_defaults(run=_judge)

    p = sub.add_parser("cards", help="card database: import, show, search, coverage")
    csub = p.add_subparsers(dest="cards_command", required=True)
    q = csub.add_parser("import", help="build the card database from MTGJSON, Scryfall or JSON-lines data")
    q.add_argument("source", help="a file (.json, .json.gz, .json.xz, .jsonl.gz) or an http(s) URL")
    q.add_argument("--db", help="where to write the database (default: the per-user path, or ARBITER_DB)")
    q = csub.add_parser("show", help="Oracle text next to what the engine compiled")
    q.add_argument("name", nargs="+")
    q.add_argument("--cards")
    q = csub.add_parser("search", help="find cards by name and text")
    q.add_argument("words", nargs="+")
    q.add_argument("--cards")
    q = csub.add_parser("coverage", help="how many ordinary cards the compiler supports")
    q.add_argument("--cards")
    q.add_argument("--json", action="store_true")
    q.add_argument("--top", type=int, default=30)
    for q in csub.choices.values():
        q.set_defaults(run=_cards)
        if "cards" not in [a.dest for a in q._actions]:
            q.add_argument("--cards", help=argparse.SUPPRESS)

    p = sub.add_parser("rules", help="print a rule of the Comprehensive Rules and its subrules")
    p.add_argument("number")
    p.add_argument("--rules-file", help="path of the CR text (also ARBITER_RULES)")
    p.set_defaults(run=_rules)

    p = sub.add_parser(
        "selfcheck",
        help="random games between random decks of supported cards: every listed action must be accepted",
        description="Plays random games between random decks of supported cards; at each decision every "
        "listed legal action is judged. Counts listed actions that are refused, decisions with no accepted "
        "action (dead ends), exceptions and games that do not end; exits 1 if any.",
    )
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--game", type=int, help="check only this game of the seed's run (to reproduce a failure)")
    p.add_argument("--max-decisions", type=int, default=6000, help="a game still going after this is reported")
    p.add_argument("--cards", help="card data to draw supported cards from (default: as for judge)")
    p.add_argument("--jobs", type=int, default=1, help="games checked in this many processes at once")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_selfcheck)

    p = sub.add_parser("demo", help="one game between random players, with the explained event log")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("deck_a", nargs="?", help="a decklist file (default: the built-in green deck)")
    p.add_argument("deck_b", nargs="?", help="a decklist file (default: the built-in red deck)")
    p.add_argument("--cards", help="card data besides the built-in cards (also ARBITER_CARDS)")
    p.set_defaults(run=_demo)

    from arbiter.lab.cli import add_parser as add_lab  # the Rules Lab (its web framework loads only when run)

    add_lab(sub)
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
    except Exception as exc:  # a bug: say so plainly, without a traceback
        print(f"arbiter: internal error ({type(exc).__name__}: {exc}); please report it", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
