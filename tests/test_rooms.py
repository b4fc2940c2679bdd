"""The code stays in rooms others can live in: no module over 800 lines, and no ``Any`` where the
engine's data lives — the ability model, the effects and their handlers, the paused resolutions,
the decisions and the game state (mypy checks everything else typed there)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "arbiter"
TYPED = ["mtg/state.py", "mtg/actions.py", "mtg/ir", "mtg/effects", "mtg/paused"]


def test_no_module_over_800_lines() -> None:
    long = {
        str(p.relative_to(SRC)): n
        for p in SRC.rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 800
    }
    assert not long, f"split these modules along the rules they implement: {long}"


def test_no_any_in_the_model_the_effects_the_decisions_or_the_state() -> None:
    found = []
    for room in TYPED:
        path = SRC / room
        for p in [path] if path.is_file() else sorted(path.rglob("*.py")):
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
                code = line.split("#", 1)[0]
                if re.search(r"\bAny\b", code) and not re.search(r"[\"'][^\"']*\bAny\b", code):
                    found.append(f"{p.relative_to(SRC)}:{i}: {line.strip()}")
    assert not found, "\n".join(found)


STATE = ["mtg/state.py", "mtg/resolved.py"]  # the game state and the records of its effects
COUNT_MAP = "tuple[tuple[str, int], ...]"  # counters: (kind, how many) — a count map, not a tag


def _field_annotations(tree: ast.Module) -> list[tuple[int, str]]:
    """The annotations of every class's fields: class-level ones (dataclasses) and the
    ``self.x: T = …`` of a slotted class's ``__init__``."""
    found: list[tuple[int, str]] = []
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for node in cls.body:
            if isinstance(node, ast.AnnAssign):
                found.append((node.lineno, ast.unparse(node.annotation)))
            elif isinstance(node, ast.FunctionDef) and node.name == "__init__":
                found += [
                    (a.lineno, ast.unparse(a.annotation))
                    for a in ast.walk(node)
                    if isinstance(a, ast.AnnAssign) and isinstance(a.target, ast.Attribute)
                ]
    return found


def test_the_state_holds_no_untyped_values_nor_string_tagged_pairs() -> None:
    """The game state is typed records all the way down: no field is ``object`` or ``Any`` (a
    value read back by casting), and no field is a tuple of (string tag, value) pairs — a kind
    of thing gets its own record type or enum key; only count maps (counters) are string-keyed."""
    found = []
    for room in STATE:
        p = SRC / room
        for line, annotation in _field_annotations(ast.parse(p.read_text(encoding="utf-8"))):
            untyped = re.search(r"\b(?:object|Any)\b", annotation)
            tagged = "tuple[tuple[str," in annotation.replace(COUNT_MAP, "")
            if untyped or tagged:
                found.append(f"{room}:{line}: {annotation}")
    assert not found, "\n".join(found)
