"""The user guide (``docs/guide``) works as written: its Python blocks run, its ``arbiter``
commands exit 0, and its example scenarios pass."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "guide"
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
PAGES = sorted(GUIDE.glob("*.md"))


def blocks(page: Path, language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", page.read_text(encoding="utf-8"), re.S)


def test_every_page_is_linked_from_the_index() -> None:
    index = (GUIDE / "README.md").read_text(encoding="utf-8")
    assert {p.name for p in PAGES} - {"README.md"} <= set(re.findall(r"\]\(([\w-]+\.md)\)", index))


@pytest.mark.parametrize("page", [p for p in PAGES if blocks(p, "python")], ids=lambda p: p.name)
def test_python_examples_run(page: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    namespace: dict[str, object] = {"__name__": "guide"}
    for code in blocks(page, "python"):
        exec(compile(code, str(page), "exec"), namespace)


@pytest.mark.parametrize("page", [p for p in PAGES if blocks(p, "sh")], ids=lambda p: p.name)
def test_commands_exit_0(page: Path) -> None:
    # the guide's reader has card data (imported, or named by ARBITER_CARDS): these tests use the
    # shared card file when it is there, never the machine's own database
    env = {k: v for k, v in os.environ.items() if k not in ("ARBITER_CARDS", "ARBITER_DB")}
    env["ARBITER_DB"] = str(ROOT / "build" / "no-such-database.sqlite")
    if CARDS.is_file():
        env["ARBITER_CARDS"] = str(CARDS)
    for block in blocks(page, "sh"):
        for line in block.splitlines():
            if not line.startswith("arbiter "):
                continue  # (installation)
            done = subprocess.run(
                [sys.executable, "-m", "arbiter", *shlex.split(line)[1:]],
                capture_output=True, text=True, cwd=ROOT, timeout=600, env=env,
            )  # fmt: skip
            assert done.returncode == 0, (line, done.stderr[-2000:])


@pytest.mark.skipif(not CARDS.is_file(), reason="the examples use cards from ../shared/data/cards.jsonl.gz")
def test_example_scenarios_pass(tmp_path: Path) -> None:
    from arbiter.cli.main import main

    examples = blocks(GUIDE / "scenarios.md", "yaml")
    for i, text in enumerate(examples):
        (tmp_path / f"example{i}.yaml").write_text(text, encoding="utf-8")
    assert main(["judge", str(tmp_path), "--cards", str(CARDS), "--quiet"]) == 0
