"""``arbiter lab``: start the Rules Lab on this machine (127.0.0.1 unless told otherwise)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from arbiter.i18n import LANGUAGES, tr


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``lab`` on the command line's subcommands."""
    p = sub.add_parser("lab", help=tr("the Rules Lab: scenarios, rulings and the board in a local web page"))
    p.add_argument("paths", nargs="*", help=tr("scenario files or folders inside the workspace to list (default: all)"))
    p.add_argument("--port", type=int, default=8765)
    p.add_argument("--host", default="127.0.0.1", help=tr("the address to listen on (default: this machine only)"))
    p.add_argument("--workspace", default=".", help=tr("the only folder the Lab reads and writes (default: here)"))
    p.add_argument("--cards", help=tr("card data besides the built-in cards (also ARBITER_CARDS)"))
    p.add_argument("--rules-file", help=tr("path of the CR text (also ARBITER_RULES)"))
    p.add_argument("--lang", choices=LANGUAGES, default=None, help=tr(
        "the Lab's language: en or ru (default: ARBITER_LANG, else the locale, else en); a page may ask for"
        " another with ?lang="
    ))  # fmt: skip
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from arbiter.lab.app import create_app
        from arbiter.lab.workspace import OutsideWorkspace
    except ImportError as exc:
        print(
            tr("arbiter lab: install the Lab's extra: pip install 'arbiter[lab]' ({exc} is missing)", exc=exc.name),
            file=sys.stderr,
        )
        return 2
    workspace = Path(args.workspace)
    if not workspace.is_dir():
        print(tr("arbiter lab: {workspace} is not a folder", workspace=workspace), file=sys.stderr)
        return 2
    try:
        relative = [str(Path(p).resolve().relative_to(workspace.resolve())) for p in args.paths]
        app = create_app(workspace, relative, cards=args.cards, rules_file=args.rules_file)
    except (ValueError, OutsideWorkspace):
        print(
            tr("arbiter lab: every PATH must be inside the workspace {resolve}", resolve=workspace.resolve()),
            file=sys.stderr,
        )
        return 2
    token = app.state.ctx.token
    print(tr("Rules Lab: {address}", address=f"http://{args.host}:{args.port}/?token={token}"), flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0
