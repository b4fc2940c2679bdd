"""The rules index: every Comprehensive Rules number cited in the code, with the modules and
functions that cite it and the scenarios that cover it — generated into ``docs/rules-index.md``
so that a rule's home can be found from its number (and a test keeps the file current).

Regenerate with ``python -m arbiter.rules_index --write`` (``--check`` exits 1 if it is stale).

A citation is a rule number in the source text — a comment, a docstring or a string such as the
rules of an ``Illegal`` ruling: ``509.1c``, ``702.19`` — and a letter range ``510.1c–e`` stands
for each rule in it. It belongs to the function (or ``Class.method``) whose lines contain it, or
to the module when it is outside any function.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

# a rule number: 3 digits, a dot, digits, an optional letter ("509.1c", "702.111"), not part of
# a longer number (the same pattern as the citation test)
CITE = re.compile(r"(?<![\w.])(\d{3}\.\d+[a-z]?)(?![\w.]*\d)")
# a range of lettered rules: "510.1c–e", "702.25a-b"
LETTER_RANGE = re.compile(r"(?<![\w.])(\d{3}\.\d+)([a-z])\s?[–-]\s?([a-z])\b")

CHAPTERS = {
    "1": "Game Concepts",
    "2": "Parts of a Card",
    "3": "Card Types",
    "4": "Zones",
    "5": "Turn Structure",
    "6": "Spells, Abilities, and Effects",
    "7": "Additional Rules",
    "8": "Multiplayer Rules",
    "9": "Casual Variants",
}

HEADER = """# Rules index

Every Comprehensive Rules number cited in `src/arbiter`, with the modules (and functions) that
cite it, and the scenario files under `scenarios/` that cite it. Generated from the code — do not
edit by hand; regenerate with:

    python -m arbiter.rules_index --write

A module's name is its path under `src/arbiter/`; "top level" marks a citation outside any
function (the module's docstring, a constant, a comment between functions).
"""


@dataclass(frozen=True, slots=True, order=True)
class Citation:
    """One place a rule is cited: a module (its path under ``src/arbiter``) and a function."""

    module: str
    function: str  # "" for a citation outside any function


def rule_key(rule: str) -> tuple[int, int, str]:
    """Sort rule numbers as the CR orders them: 702.9 before 702.19, 702.19 before 702.19a."""
    section, _, rest = rule.partition(".")
    digits = rest.rstrip("abcdefghijklmnopqrstuvwxyz")
    return int(section), int(digits), rest[len(digits) :]


def rules_in(text: str) -> Iterator[tuple[int, str]]:
    """The rule numbers cited in ``text``, with their offsets; a letter range gives each rule."""
    for m in CITE.finditer(text):
        yield m.start(), m.group(1)
    for m in LETTER_RANGE.finditer(text):
        base, first, last = m.group(1), m.group(2), m.group(3)
        for code in range(ord(first) + 1, ord(last) + 1):
            yield m.start(), f"{base}{chr(code)}"


def _functions(tree: ast.Module) -> list[tuple[int, int, str]]:
    """(first line, last line, name) of each top-level function, class and method (nested
    functions count as part of the function around them)."""
    spans: list[tuple[int, int, str]] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            spans.append((node.lineno, node.end_lineno or node.lineno, node.name))
        elif isinstance(node, ast.ClassDef):
            methods = [n for n in node.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
            for m in methods:
                spans.append((m.lineno, m.end_lineno or m.lineno, f"{node.name}.{m.name}"))
            spans.append((node.lineno, node.end_lineno or node.lineno, node.name))
    return spans


def _owner(spans: list[tuple[int, int, str]], line: int) -> str:
    """The innermost function or class of ``spans`` containing ``line`` ("" if none)."""
    best = ""
    size = None
    for first, last, name in spans:
        if first <= line <= last and (size is None or last - first < size):
            best, size = name, last - first
    return best


def code_citations(src: Path) -> dict[str, set[Citation]]:
    """Each rule number cited in the Python files under ``src``, with where it is cited."""
    found: dict[str, set[Citation]] = {}
    for path in sorted(src.rglob("*.py")):
        if path.resolve() == Path(__file__).resolve():
            continue  # this module's rule numbers are examples
        text = path.read_text(encoding="utf-8")
        spans = _functions(ast.parse(text))
        module = path.relative_to(src).as_posix()
        starts = [0, *(i + 1 for i, c in enumerate(text) if c == "\n")]
        for offset, rule in rules_in(text):
            line = _line_of(starts, offset)
            found.setdefault(rule, set()).add(Citation(module, _owner(spans, line)))
    return found


def _line_of(starts: list[int], offset: int) -> int:
    """The 1-based line of a character offset, given the offsets where lines start."""
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= offset:
            lo = mid
        else:
            hi = mid - 1
    return lo + 1


def scenario_citations(scenarios: Path) -> dict[str, set[str]]:
    """Each rule number cited in the scenario files, with the files (paths under ``scenarios``)."""
    found: dict[str, set[str]] = {}
    for path in sorted(scenarios.rglob("*.yaml")):
        name = path.relative_to(scenarios).as_posix()
        for _, rule in rules_in(path.read_text(encoding="utf-8")):
            found.setdefault(rule, set()).add(name)
    return found


def _where(citations: Iterable[Citation]) -> str:
    """`module` (top level, `f`, `g`) for each module, in path order."""
    by_module: dict[str, list[str]] = {}
    for c in sorted(citations):
        by_module.setdefault(c.module, []).append(f"`{c.function}`" if c.function else "top level")
    return "; ".join(f"`{module}` ({', '.join(functions)})" for module, functions in by_module.items())


def render(root: Path) -> str:
    """The text of ``docs/rules-index.md`` for the checkout at ``root``."""
    code = code_citations(root / "src" / "arbiter")
    scenarios = scenario_citations(root / "scenarios")
    chapters: dict[str, list[str]] = {}
    for rule in sorted(code, key=rule_key):
        chapters.setdefault(rule[0], []).append(rule)
    lines = [HEADER]
    for chapter, rules in chapters.items():
        lines += [f"## {chapter}. {CHAPTERS.get(chapter, '')}".rstrip(), ""]
        lines += ["| Rule | Cited in | Scenarios |", "|---|---|---|"]
        for rule in rules:
            covered = ", ".join(f"`{s}`" for s in sorted(scenarios.get(rule, ())))
            lines.append(f"| {rule} | {_where(code[rule])} | {covered} |")
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m arbiter.rules_index",
        description="Generate docs/rules-index.md from the CR citations in the code.",
    )
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2], help="the checkout")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="write docs/rules-index.md")
    mode.add_argument("--check", action="store_true", help="exit 1 if docs/rules-index.md is stale")
    args = parser.parse_args(argv)
    target = args.root / "docs" / "rules-index.md"
    text = render(args.root)
    if args.write:
        target.write_text(text, encoding="utf-8")
        return 0
    if args.check:
        current = target.read_text(encoding="utf-8") if target.is_file() else ""
        if current != text:
            print(f"{target} is stale: run python -m arbiter.rules_index --write", file=sys.stderr)
            return 1
        return 0
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
