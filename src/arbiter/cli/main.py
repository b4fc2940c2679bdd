"""``arbiter``: the command-line interface. Every error is a message and an exit status, never a
traceback:

- 0 — done, and every judgment came out as expected;
- 1 — a judgment came out "no": a scenario failed, a record doesn't replay, selfcheck found a
  problem, a rule or card wasn't found;
- 2 — the input is wrong (a file, a decklist, card data, an option); the message says where;
- 3 — a bug in Arbiter (the message asks for a report);
- 130 — interrupted by Ctrl-C, after printing what was done.

This module builds the parser only; each command imports what it needs when it runs, so
``arbiter --help`` doesn't load the engine.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from arbiter.cli.common import BAD_INPUT, BUG, INTERRUPTED, non_negative, positive, user_error
from arbiter.i18n import tr

LANGUAGES = ("en", "ru")
LANG_HELP = "the language of messages: en or ru (default: ARBITER_LANG, else the locale, else en)"
CARDS_HELP = "card data besides the built-in cards: a file 'cards import' accepts, or a database (also ARBITER_CARDS)"


def _command(module: str, name: str) -> Callable[[argparse.Namespace], int]:
    """The function ``name`` of ``arbiter.cli.MODULE``, imported when the command runs."""

    def run(args: argparse.Namespace) -> int:
        from importlib import import_module

        function: Callable[[argparse.Namespace], int] = getattr(import_module(f"arbiter.cli.{module}"), name)
        return function(args)

    return run


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("arbiter")
    except PackageNotFoundError:  # run from a source tree that isn't installed
        return "unknown"


class _Version(argparse.Action):
    """``--version``, looked up only when asked (reading package metadata takes time)."""

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        print(f"arbiter {_version()}")
        parser.exit()


class DefaultsFormatter(argparse.ArgumentDefaultsHelpFormatter):
    """Help with each option's default, the word "default" in the chosen language."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        shown = super()._get_help_string(action)
        if not shown:
            return shown
        return shown.replace("(default: %(default)s)", tr("(default: {value})", value="%(default)s"))


def _parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str, text: str) -> argparse.ArgumentParser:
    return sub.add_parser(
        name,
        help=text,
        description=_sentence(text),
        formatter_class=DefaultsFormatter,
    )


def _sentence(text: str) -> str:
    """A command's help as the sentence that describes it (capitalized, with a full stop)."""
    return "".join((text[:1].upper(), text[1:], "."))


def _quiet(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--quiet", "-q", action="store_true", help=tr("no progress bar (there is none when stderr isn't a terminal)")
    )


def _ruleset(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--ruleset", choices=("mtg", "staged"), default="mtg",
        help=tr("mtg, or staged: the staged-declaration card game (squads of example cards dealt from the seed)"),
    )  # fmt: skip
    p.add_argument("--lang", choices=LANGUAGES, default=None, help=LANG_HELP)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="arbiter",
        description=tr(
            "A rules engine for Magic: The Gathering that plays only legal games and explains every ruling with the "
            "Comprehensive Rules.",
        ),
        epilog=tr(
            "Exit status: 0 ok; 1 a judgment failed (a scenario, a replay, a selfcheck, a lookup); 2 bad input; 3 a "
            "bug in arbiter; 130 interrupted. 'arbiter COMMAND --help' describes a command.",
        ),
    )
    parser.add_argument("--version", action=_Version, nargs=0, help=tr("print the version and exit"))
    parser.add_argument("--lang", dest="global_lang", choices=LANGUAGES, default=None, help=LANG_HELP)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    _game_parsers(sub)
    _record_parsers(sub)
    _check_parsers(sub)
    from arbiter.cli.tui import add_play_parser  # arbiter play: the terminal game (cli/tui.py)

    add_play_parser(sub)
    from arbiter.lab.cli import add_parser as add_lab  # the Rules Lab (its web framework loads only when run)

    add_lab(sub)
    _cards_parser(sub)
    return parser


def _game_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``demo`` and ``simulate``: games between random (or AI) players."""
    p = _parser(sub, "demo", tr("one game between random players, with the explained event log"))
    p.add_argument("deck_a", nargs="?", help=tr("a decklist file (default: the built-in green deck)"))
    p.add_argument("deck_b", nargs="?", help=tr("a decklist file (default: the built-in red deck)"))
    p.add_argument("--seed", type=int, default=1, help=tr("the game's seed: the same seed plays the same game"))
    p.add_argument("--summary", action="store_true", help=tr("one screen: turns, life totals, the plays, the winner"))
    p.add_argument("--cards", help=CARDS_HELP)
    _ruleset(p)
    p.set_defaults(run=_command("play", "demo"))

    p = _parser(sub, "simulate", tr("play games between two uniformly random players"))
    p.add_argument("deck_a", nargs="?", help=tr("a decklist file (text, MTGA or MTGO export)"))
    p.add_argument("deck_b", nargs="?", help=tr("a decklist file"))
    p.add_argument("--games", type=non_negative, default=10, help=tr("how many games"))
    p.add_argument("--seed", type=int, default=0, help=tr("the run's seed: game I of seed S is always the same game"))
    p.add_argument("--save", metavar="DIR", help=tr("write each game's record to DIR/game-NNNNN.json (see 'replay')"))
    p.add_argument("--a-player", default="random", choices=("random", "heuristic", "mcts"), help=tr("who plays deck A"))
    p.add_argument("--b-player", default="random", choices=("random", "heuristic", "mcts"), help=tr("who plays deck B"))
    p.add_argument(
        "--workers",
        type=non_negative,
        default=None,
        help=tr("games played in this many processes at once (default and 0: one per core); the same games whatever N"),
    )
    p.add_argument("--results", help=tr("store one row per game: SQLite (any name) or Parquet (.parquet)"))
    p.add_argument(
        "--backend",
        choices=("local", "ray"),
        default="local",
        help=tr("local processes, or Ray tasks (pip install 'arbiter[ray]')"),
    )
    p.add_argument("--address", help=tr("the Ray cluster to join (default: start Ray on this machine)"))
    p.add_argument("--json", action="store_true", help=tr("print one JSON object"))
    p.add_argument("--cards", help=CARDS_HELP)
    _ruleset(p)
    _quiet(p)
    p.set_defaults(run=_command("play", "simulate"))


def _record_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``report`` and ``replay``: what simulated games left behind (results, game records)."""
    p = _parser(sub, "report", tr("win rates with 95 percent intervals and plots from a 'simulate --results' file"))
    p.add_argument("results", help=tr("a results file written by 'arbiter simulate --results'"))
    p.add_argument("--out", help=tr("the folder for the PNG plots (default: the results file's folder)"))
    p.add_argument("--no-plots", action="store_true", help=tr("print the table only"))
    p.add_argument("--json", action="store_true", help=tr("print one JSON object"))
    p.set_defaults(run=_command("report", "run_report"))

    p = _parser(sub, "replay", tr("play a game record (JSON) back and check it ends in the same state"))
    p.add_argument("record", help=tr("a game record written by game.record() or 'simulate --save'"))
    p.add_argument("--explain", action="store_true", help=tr("print the explained event log of the game"))
    p.add_argument("--summary", action="store_true", help=tr("print the game on one screen"))
    p.add_argument("--cards", help=CARDS_HELP)
    p.set_defaults(run=_command("play", "replay"))


def _check_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``judge``, ``selfcheck`` and ``rules``: rulings checked against scenarios, random games and
    the Comprehensive Rules."""
    p = _parser(sub, "judge", tr("run rules scenarios (YAML files or folders) as judge rulings"))
    p.add_argument("paths", nargs="+", metavar="PATH", help=tr("scenario files, or folders searched for *.yaml"))
    p.add_argument("--json", action="store_true", help=tr("print one JSON report"))
    p.add_argument("--explain", action="store_true", help=tr("print each step's event log with CR citations"))
    p.add_argument("--cards", help=CARDS_HELP)
    p.add_argument("--coverage", action="store_true", help=tr("which requirement ids the passing scenarios cover"))
    p.add_argument(
        "--strict", action="store_true", help=tr("a pay: entry that no payment of its step used fails the scenario")
    )
    p.add_argument("--lang", choices=LANGUAGES, default=None, help=LANG_HELP)
    _quiet(p)
    p.set_defaults(run=_command("check", "judge"))

    p = _parser(sub, "selfcheck", tr("random games where every listed legal action is judged"))
    p.description = (
        "Plays random games between random decks of supported cards; at each decision every listed legal action "
        "is judged. Counts listed actions that are refused, decisions with no accepted action (dead ends), "
        "exceptions and games that do not end; exits 1 if any."
    )
    p.add_argument("--games", type=non_negative, default=20, help=tr("how many games"))
    p.add_argument("--seed", type=int, default=0, help=tr("the run's seed"))
    p.add_argument(
        "--game", type=non_negative, help=tr("check only this game of the seed's run (to reproduce a failure)")
    )
    p.add_argument("--max-decisions", type=positive, default=6000, help=tr("a game still going after this is reported"))
    p.add_argument("--cards", help=tr("card data to draw supported cards from (default: as for judge)"))
    p.add_argument("--names", metavar="FILE", help=tr("draw only the cards named in FILE, one name a line"))
    p.add_argument("--jobs", type=positive, default=1, help=tr("games checked in this many processes at once"))
    p.add_argument("--json", action="store_true", help=tr("print one JSON object"))
    _quiet(p)
    p.set_defaults(run=_command("check", "selfcheck"))

    p = _parser(sub, "rules", tr("print a rule of the Comprehensive Rules and its subrules"))
    p.add_argument(
        "number",
        help=tr("a rule number as the rules print it (with or without its letter): its subrules are printed too"),
    )
    p.add_argument(
        "--rules-file", help=tr("path of the CR text (also ARBITER_RULES; default: found beside the project)")
    )
    p.set_defaults(run=_command("check", "rules"))


def _cards_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = _parser(sub, "cards", tr("card data: import, show, search, coverage"))
    csub = p.add_subparsers(dest="cards_command", metavar="CARDS_COMMAND")
    p.set_defaults(run=None, subparser=p)
    q = _parser(csub, "import", tr("build the card database from MTGJSON, Scryfall or JSON-lines data"))
    q.add_argument("source", help=tr("a file (.json, .json.gz, .json.xz, .jsonl.gz) or an http(s) URL"))
    q.add_argument("--db", help=tr("where to write the database (default: the per-user path, or ARBITER_DB)"))
    q.add_argument(
        "--names", help=tr("printed card names in other languages (default: card-names-foreign.jsonl.gz beside SOURCE)")
    )
    _quiet(q)
    q = _parser(csub, "show", tr("Oracle text next to what the engine compiled"))
    q.add_argument("name", nargs="+", help=tr("the card's name (quotes not needed)"))
    q.add_argument("--cards", help=CARDS_HELP)
    q = _parser(csub, "search", tr("find cards whose name or text has every word"))
    q.add_argument("words", nargs="+", help=tr("words to look for (case doesn't matter)"))
    q.add_argument("--limit", type=positive, default=50, help=tr("show at most this many"))
    q.add_argument("--cards", help=CARDS_HELP)
    q = _parser(csub, "coverage", tr("how many ordinary cards the compiler supports"))
    q.add_argument("--cards", help=tr("the card data to measure (default: the card database)"))
    q.add_argument("--json", action="store_true", help=tr("print one JSON object"))
    q.add_argument("--top", type=non_negative, default=30, help=tr("how many unsupported phrases to list"))
    q.add_argument(
        "--no-cache", action="store_true", help=tr("measure again even if the data and engine are unchanged")
    )
    q.add_argument(
        "--names",
        metavar="FILE",
        help=tr(
            "only the cards this file names (one a line, # for comments): whether each runs, and what it can't run"
        ),
    )
    _quiet(q)
    for q in csub.choices.values():
        q.set_defaults(run=_command("cards", "cards"))
        if "cards" not in [a.dest for a in q._actions]:
            q.add_argument("--cards", help=argparse.SUPPRESS)


def _lang_in(argv: Sequence[str]) -> str | None:
    """The ``--lang`` of a command line, read before the parser is built (its help is in that
    language); the parser then checks the value."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1] if argv[i + 1] in LANGUAGES else None
        if arg.startswith("--lang="):
            value = arg.removeprefix("--lang=")
            return value if value in LANGUAGES else None
    return None


def main(argv: Sequence[str] | None = None) -> int:
    from arbiter.i18n import set_language
    from arbiter.i18n.argparse_words import use_language

    argv = list(sys.argv[1:] if argv is None else argv)
    set_language(_lang_in(argv))  # None: ARBITER_LANG, the locale, else English
    use_language()  # argparse's own words ("usage:", its errors) in that language too
    parser = build_parser()
    args = parser.parse_args(argv)
    lang = getattr(args, "lang", None) or getattr(args, "global_lang", None)
    set_language(lang)
    run = getattr(args, "run", None)
    if run is None:  # 'arbiter' or 'arbiter cards' alone: what there is to do
        (getattr(args, "subparser", None) or parser).print_help(sys.stderr)
        return BAD_INPUT
    try:
        return int(run(args))
    except KeyboardInterrupt:
        return INTERRUPTED
    except BrokenPipeError:
        return 0
    except Exception as exc:
        if user_error(exc):
            print(tr("arbiter: {exc}", exc=exc), file=sys.stderr)
            return BAD_INPUT
        print(
            tr("arbiter: internal error ({name}: {exc}); please report it", name=type(exc).__name__, exc=exc),
            file=sys.stderr,
        )
        return BUG


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
