"""Small functions: none in src/arbiter over 80 lines (decorators and docstring included) — a
longer one is split along the rules it implements, into named helpers citing them."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "arbiter"
MAX_LINES = 80


@cache
def _lengths() -> dict[tuple[str, str], int]:
    """(module, qualified function name) → its length in lines, from its first decorator."""
    out: dict[tuple[str, str], int] = {}

    def visit(node: ast.AST, module: str, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                name = prefix + child.name
                first = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                out[(module, name)] = (child.end_lineno or child.lineno) - first + 1
                visit(child, module, name + ".")
            elif isinstance(child, ast.ClassDef):
                visit(child, module, prefix + child.name + ".")
            else:
                visit(child, module, prefix)

    for path in sorted(SRC.rglob("*.py")):
        module = path.relative_to(SRC).as_posix()
        visit(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)), module, "")
    return out


def test_no_function_over_80_lines() -> None:
    lengths = _lengths()
    long = sorted(f"{module}: {name} ({n} lines)" for (module, name), n in lengths.items() if n > MAX_LINES)
    assert not long, "split these functions along the rules they implement:\n" + "\n".join(long)
