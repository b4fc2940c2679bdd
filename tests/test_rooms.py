"""The code stays in rooms others can live in: no module over 800 lines, and no ``Any`` where the
engine's data lives — the ability model, the effects and their handlers, the paused resolutions,
the decisions and the game state (mypy checks everything else typed there)."""

from __future__ import annotations

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
