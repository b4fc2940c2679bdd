"""The README's Quick start has exactly two commands, and CI runs the second."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_quick_start_has_two_commands_and_ci_runs_the_second() -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Quick start", 1)[1]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block is not None
    commands = [line for line in block.group(1).splitlines() if line.strip()]
    assert len(commands) == 2
    ci = (ROOT / ".ci" / "run").read_text()
    assert commands[1] in ci
