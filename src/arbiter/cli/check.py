"""The commands that judge: ``judge`` (scenarios), ``selfcheck`` (random games) and ``rules``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter.cli.common import BAD_INPUT, FAILED, INTERRUPTED, OK, Progress
from arbiter.i18n import tr

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.scenario.report import Result

SEED_IDS = (
    [f"E{i}" for i in range(1, 15)]
    + [f"A{i}" for i in range(1, 19)]
    + [f"Q{i}" for i in range(1, 18)]
    + [f"D{i}" for i in range(1, 14)]
)


def judge(args: argparse.Namespace) -> int:
    """Run scenario files; Ctrl-C reports the scenarios run so far."""
    from arbiter.scenario.loader import find_files

    files = find_files(args.paths)
    if not files:
        print(tr("arbiter judge: no scenario files found"), file=sys.stderr)
        return BAD_INPUT
    results: list[Result] = []
    unreadable = [0]
    interrupted = False
    try:
        _run_files(args, files, results, unreadable)
    except KeyboardInterrupt:
        interrupted = True
    _report(args, results, interrupted)
    if interrupted:
        return INTERRUPTED
    if unreadable[0]:
        return BAD_INPUT
    return OK if all(r.status == "passed" for r in results) else FAILED


def _run_files(args: argparse.Namespace, files: Sequence[Path], results: list[Result], unreadable: list[int]) -> None:
    from arbiter.i18n import language, msg, use_names_beside
    from arbiter.scenario.cards import card_source
    from arbiter.scenario.loader import ScenarioError, load_file
    from arbiter.scenario.report import Result, message_of
    from arbiter.scenario.runner import run
    from arbiter.scenario.staged import run as run_staged

    cards = card_source(args.cards)
    use_names_beside(args.cards)  # cards under their printed names, in another language
    with Progress(len(files), "file", args.quiet or args.json) as bar:
        for path in files:
            bar.update()
            try:
                scenarios = load_file(path)
            except ScenarioError as exc:
                unreadable[0] += 1
                print(tr("arbiter judge: {exc}", exc=message_of(exc)), file=sys.stderr)
                results.append(Result(str(path), "", "error", [], message=message_of(exc), malformed=True))
                continue
            for sc in scenarios:
                ruleset = sc.extra.get("ruleset", "mtg")
                if ruleset == "staged":
                    result = run_staged(sc, language())
                elif ruleset == "mtg":
                    result = run(sc, cards)
                else:
                    message = msg(
                        "{file}:{line}: unknown ruleset {ruleset} (expected mtg or staged)",
                        file=sc.file,
                        line=sc.line,
                        ruleset=repr(ruleset),
                    )
                    result = Result(sc.file, sc.name, "error", sc.covers, message=message, malformed=True)
                if result.malformed:
                    unreadable[0] += 1
                    print(tr("arbiter judge: {message}", message=result.message), file=sys.stderr)
                _warn(result, getattr(args, "strict", False))
                results.append(result)


def _warn(result: Result, strict: bool) -> None:
    """A ``pay:`` entry no payment used: a plain WARNING on stderr naming the file, the scenario,
    the step and the entry (the scenario passes or fails as before); with ``--strict``, a failure."""
    from arbiter.i18n import msg, render
    from arbiter.scenario.report import Failure

    for w in result.warnings:
        print(
            render(msg(
                "WARNING: {file}: {scenario}: {step}: the pay: entry {entry} was not used by any payment",
                file=result.file, scenario=result.name, step=w.step, entry=w.entry,
            )),
            file=sys.stderr,
        )  # fmt: skip
        if strict and result.status != "error":
            unused = msg("unused pay: {entry}", entry=w.entry)
            result.failures.append(Failure(w.step, msg("every pay: entry used"), unused))
            result.status = "failed"


def _report(args: argparse.Namespace, results: list[Result], interrupted: bool) -> None:
    from arbiter.i18n import Term, msg, render

    passed = sum(r.status == "passed" for r in results)
    failed = sum(r.status == "failed" for r in results)
    errors = sum(r.status == "error" for r in results)
    if args.json:
        report: dict[str, object] = {"passed": passed, "failed": failed, "errors": errors}
        if interrupted:
            report["interrupted"] = True
        report["scenarios"] = [r.as_json() for r in results]
        print(json.dumps(report, default=str))
    else:
        for r in results:
            if not r.name:
                continue
            print(f"{render(Term(r.status.upper())):6} {r.name}  ({r.file})")
            for f in r.failures:
                got = msg(
                    "{step}: expected {expected}, got {actual}", step=f.step, expected=f.expected, actual=f.actual
                )
                print("         " + render(got))
            if r.message:
                print(f"         {render(r.message)}")
            if args.explain and r.log:
                print("\n".join("         " + render(line) for line in r.log))
        total = msg("{passed} passed, {failed} failed, {errors} errors", passed=passed, failed=failed, errors=errors)
        print(render(msg("{total} (interrupted)", total=total) if interrupted else total))
    if args.coverage:
        covered = {c for r in results if r.status == "passed" for c in r.covers}
        have = [i for i in SEED_IDS if i in covered]
        missing = [i for i in SEED_IDS if i not in covered]
        out = sys.stderr if args.json else sys.stdout
        print(f"requirements covered by passing scenarios: {len(have)}/{len(SEED_IDS)}", file=out)
        print("covered: " + (" ".join(have) or "none"), file=out)
        print("missing: " + (" ".join(missing) or "none"), file=out)


def selfcheck(args: argparse.Namespace) -> int:
    """Random games where every listed action is judged; Ctrl-C reports the games checked."""
    from arbiter.sim.selfcheck import SelfcheckReport, Tally, default_source, selfcheck

    names = _names(args.names)
    if isinstance(names, int):
        return names
    try:
        source = default_source(args.cards, names)
    except KeyboardInterrupt:  # while reading the card data: nothing checked yet
        empty = SelfcheckReport(Tally(), 0.0, "(interrupted while reading the card data)", interrupted=True)
        print(json.dumps(empty.as_json()) if args.json else empty.text())
        return INTERRUPTED
    if source.builtin_only and not args.json:
        print(tr("arbiter selfcheck: {description}", description=source.description), file=sys.stderr)
    first, games = (0, args.games) if args.game is None else (args.game, 1)
    with Progress(games, "game", args.quiet or args.json) as bar:
        report = selfcheck(
            games, args.seed, source, first=first, max_decisions=args.max_decisions, jobs=args.jobs, on_game=bar.update
        )
    print(json.dumps(report.as_json()) if args.json else report.text())
    if report.interrupted:
        return INTERRUPTED
    return OK if report.tally.clean else FAILED


def _names(path: str | None) -> frozenset[str] | int | None:
    """The card names of ``--names FILE`` (one a line; blank lines and ``#`` comments skipped),
    None without the option, or the exit status when the file can't be read."""
    if path is None:
        return None
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        print(tr("arbiter selfcheck: {path} (--names): {error}", path=path, error=exc.strerror), file=sys.stderr)
        return BAD_INPUT
    return frozenset(n.strip() for n in lines if n.strip() and not n.strip().startswith("#"))


def rules(args: argparse.Namespace) -> int:
    """Print a rule and its subrules."""
    import os

    from arbiter.rules_text import RulesFileError, find_rules_file, lookup

    named = args.rules_file or os.environ.get("ARBITER_RULES")
    if named and not Path(named).is_file():
        print(
            (
                tr("arbiter rules: {named} (--rules-file): no such file", named=named)
                if args.rules_file
                else tr("arbiter rules: {named} (ARBITER_RULES): no such file", named=named)
            ),
            file=sys.stderr,
        )
        return BAD_INPUT
    path = Path(named or ".")
    try:
        path = find_rules_file(args.rules_file)
        text = path.read_text(encoding="utf-8")
    except RulesFileError as exc:
        print(tr("arbiter rules: {exc}", exc=exc), file=sys.stderr)
        return BAD_INPUT
    except OSError as exc:
        print(
            tr("arbiter rules: {path}: can't be read ({value})", path=path, value=exc.strerror or exc), file=sys.stderr
        )
        return BAD_INPUT
    except UnicodeDecodeError:
        print(tr("arbiter rules: {path}: not a text file (UTF-8)", path=path), file=sys.stderr)
        return BAD_INPUT
    lines = lookup(text, args.number)
    if not lines:
        print(tr("arbiter rules: there is no rule {number} in {path}", number=args.number, path=path), file=sys.stderr)
        return FAILED
    print("\n".join(lines))
    return OK
