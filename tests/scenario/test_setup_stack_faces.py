"""Format 1.1 ``setup: stack:`` entries name a split card's half (``face:``) and how many times a
spell was kicked (``kicker:``); a face the card doesn't have, or a second kick of a plain kicker,
is an error in the scenario, named."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from arbiter.scenario.cards import card_source
from arbiter.scenario.loader import load_file
from arbiter.scenario.report import Result
from arbiter.scenario.runner import run

CARDS = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="needs ../shared/data/cards.jsonl.gz")


def _result(entry: dict[str, object], tmp: Path) -> Result:
    setup = {
        "turn": {"active": "alice", "step": "main1"},
        "players": {"bob": {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]}},
        "stack": [entry],
    }
    path = tmp / "setup.yaml"
    path.write_text(yaml.safe_dump({"scenario": "a stack", "format": 1.1, "setup": setup}, sort_keys=False))
    (scenario,) = load_file(path)
    return run(scenario, card_source(str(CARDS)))


def test_a_face_the_card_does_not_have_is_named(tmp_path: Path) -> None:
    got = _result({"card": "Fire // Ice", "controller": "alice", "face": "Water", "targets": ["bears"]}, tmp_path)
    assert got.status == "error"
    assert "Fire // Ice" in got.message and "half" in got.message, got.message


def test_a_named_half_is_cast(tmp_path: Path) -> None:
    got = _result({"card": "Fire // Ice", "controller": "alice", "face": "Ice", "targets": ["bears"]}, tmp_path)
    assert got.status == "passed", got.message


def test_a_plain_kicker_is_paid_once(tmp_path: Path) -> None:
    got = _result({"card": "Burst Lightning", "controller": "alice", "kicker": 2, "targets": ["bob"]}, tmp_path)
    assert got.status == "error"
    assert "multikicker" in got.message, got.message


def test_kicker_on_a_card_without_it(tmp_path: Path) -> None:
    got = _result({"card": "Lightning Bolt", "controller": "alice", "kicker": 1, "targets": ["bob"]}, tmp_path)
    assert got.status == "error"
    assert "no kicker" in got.message, got.message
