"""``arbiter simulate`` and ``arbiter demo`` with decks of the user's cards, through the command
line: cards found as the judge finds them, clear errors (exit 2), never an internal error."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.decks.conftest import RECORDS

MTGA = """About
Name Prowess

Deck
20 Mountain (2XM) 380
4 Monastery Swiftspear (KTK) 118
4 Lightning Bolt (M10) 146
2 Fire // Ice (MH2) 290

Sideboard
2 Shock (M21) 159
"""


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    code = "import sys; from arbiter.cli.main import main; sys.exit(main())"
    env = dict(os.environ, ARBITER_DB=str(tmp_path / "no-user.sqlite"))
    env.pop("ARBITER_CARDS", None)
    return subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300
    )


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in RECORDS) + "\n", encoding="utf-8")
    return path


def test_simulate_with_a_card_file_and_an_mtga_export(tmp_path: Path, cards: Path) -> None:
    (tmp_path / "prowess.txt").write_text(MTGA, encoding="utf-8-sig")
    done = run(tmp_path, "simulate", "prowess.txt", "prowess.txt", "--games", "1", "--cards", str(cards), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == 1


def test_simulate_names_an_unsupported_card_and_suggests_for_an_unknown_one(tmp_path: Path, cards: Path) -> None:
    (tmp_path / "orb.txt").write_text("20 Mountain\n4 Chaos Orb\n")
    (tmp_path / "typo.txt").write_text("20 Mountain\n4 Monastery Swiftspar\n")
    done = run(tmp_path, "simulate", "orb.txt", "typo.txt", "--cards", str(cards))
    assert done.returncode == 2
    assert "orb.txt:2: Chaos Orb is not supported yet: the engine cannot run" in done.stderr
    done = run(tmp_path, "simulate", "typo.txt", "orb.txt", "--cards", str(cards))
    assert done.returncode == 2
    assert "typo.txt:2: unknown card 'Monastery Swiftspar'; did you mean 'Monastery Swiftspear'?" in done.stderr


def test_missing_card_file_is_a_user_error(tmp_path: Path) -> None:
    (tmp_path / "d.txt").write_text("20 Mountain\n")
    done = run(tmp_path, "simulate", "d.txt", "d.txt", "--cards", "missing.jsonl")
    assert done.returncode == 2 and "missing.jsonl" in done.stderr and "internal" not in done.stderr


def test_demo_takes_decks_and_cards(tmp_path: Path, cards: Path) -> None:
    (tmp_path / "a.dek").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'
        '<Cards Quantity="20" Sideboard="false" Name="Mountain"/>\n'
        '<Cards Quantity="4" Sideboard="false" Name="Monastery Swiftspear"/>\n</Deck>\n'
    )
    done = run(tmp_path, "demo", "a.dek", "a.dek", "--cards", str(cards), "--seed", "3")
    assert done.returncode == 0, done.stderr
    assert "winner" in done.stdout.splitlines()[-1]
