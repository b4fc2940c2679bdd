"""``arbiter play``: a game against an AI player in the terminal.

Line-oriented: rich draws the table as the human's seat sees it (``tui_screen.py``) and
prompt_toolkit reads a number, an action in notation or a command (a plain ``input()`` when the
input is not a terminal); the session (``tui_session.py``) runs the game, the AI deciding through
its own seat. This module only registers the subcommand, and imports the rest when it runs.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from arbiter.i18n import LANGUAGES, tr


def run_play(args: argparse.Namespace) -> int:
    from arbiter.cli import tui_screen as screen
    from arbiter.cli.tui_session import finish, start

    console = screen.new_console()
    session = start(args, console)
    if sys.stdin.isatty():
        from prompt_toolkit import PromptSession

        prompt: PromptSession[str] = PromptSession()
        read: Callable[[str], str] = prompt.prompt
    else:
        read = input
    try:
        session.run(read)
    finally:
        finish(session, Path(args.record or f"arbiter-play-{session.seed}.json"))
    return 0


def add_play_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``play`` subcommand's options (registered by cli/main.py)."""
    p = sub.add_parser("play", help=tr("play a game against an AI player in the terminal"))
    p.add_argument("deck", help=tr("your decklist"))
    p.add_argument("--vs", help=tr("the AI's decklist (default: the same deck)"))
    p.add_argument("--ai", default="heuristic", choices=("heuristic", "mcts", "random"))
    p.add_argument("--seat", default="first", choices=("first", "second"), help=tr("play first or second"))
    p.add_argument("--seed", type=int, help=tr("the game's seed (default: a random one, printed)"))
    p.add_argument("--record", help=tr("where to save the game record (default: arbiter-play-SEED.json)"))
    p.add_argument("--no-undo", action="store_true", help=tr("a game without undo"))
    p.add_argument("--cards", help=tr("card data besides the built-in cards (also ARBITER_CARDS)"))
    p.add_argument("--lang", choices=LANGUAGES, default=None, help=tr(
        "the language of messages: en or ru (default: ARBITER_LANG, else the locale, else en)"
    ))  # fmt: skip
    p.set_defaults(run=run_play)
