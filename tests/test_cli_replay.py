"""The command line: ``arbiter replay`` plays a game record back (exit 0), refuses a record that
doesn't replay (exit 1) and names unreadable input (exit 2); ``--version`` and ``python -m arbiter``."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import arbiter


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "arbiter", *args], capture_output=True, text=True, timeout=120)


def _record() -> dict[str, object]:
    deck = [arbiter.BUILTIN.get("Mountain")] * 20 + [arbiter.BUILTIN.get("Lightning Bolt")] * 20
    game = arbiter.Game.new(deck, deck, seed=3)
    rng = random.Random(1)
    for _ in range(150):
        if game.over:
            break
        actions = list(game.legal_actions())
        game.apply(actions[rng.randrange(len(actions))])
    return game.record()


def test_replay_plays_a_record_back(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_record()), encoding="utf-8")
    done = _run("replay", str(path), "--explain")
    assert done.returncode == 0, done.stderr
    assert "<Game " in done.stdout
    assert re.search(r"\b\d{3}\.\d+[a-z]?\b", done.stdout), "the explained log cites rules"


def test_replay_refuses_a_tampered_record(tmp_path: Path) -> None:
    record = _record()
    record["digest"] = "0" * 16
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = _run("replay", str(path))
    assert done.returncode == 1
    assert "digest" in done.stderr


def test_replay_names_unreadable_input(tmp_path: Path) -> None:
    assert _run("replay", str(tmp_path / "missing.json")).returncode == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    done = _run("replay", str(bad))
    assert done.returncode == 2 and "not a JSON game record" in done.stderr


def test_version() -> None:
    done = _run("--version")
    assert done.returncode == 0 and done.stdout.startswith("arbiter ")
