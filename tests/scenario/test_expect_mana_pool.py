"""The ``mana_pool`` expectation compares a pool's contents, not the order its symbols were
written in: a mana pool holds amounts of each kind of mana (CR 106.4), so ``"{R}{W}"`` and
``"{W}{R}"`` name the same pool."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from arbiter.scenario.cards import card_source
from arbiter.scenario.loader import load_file
from arbiter.scenario.runner import run


def _status(tmp: Path, pool: str, expected: str) -> str:
    path = tmp / "pool.yaml"
    scenario = {
        "scenario": "a pool",
        "setup": {"turn": {"active": "alice", "step": "main1"}, "players": {"alice": {"mana_pool": pool}}},
        "do": [{"expect": {"mana_pool": {"alice": expected}}}],
    }
    path.write_text(yaml.safe_dump(scenario, sort_keys=False))
    (loaded,) = load_file(path)
    return run(loaded, card_source(None)).status


@pytest.mark.parametrize("expected", ["{R}{W}", "{W}{R}"])
def test_any_order_names_the_same_pool(tmp_path: Path, expected: str) -> None:
    assert _status(tmp_path, "{R}{W}", expected) == "passed"


@pytest.mark.parametrize("expected", ["{R}", "{R}{W}{W}", "{R}{G}", ""])
def test_other_contents_fail(tmp_path: Path, expected: str) -> None:
    assert _status(tmp_path, "{W}{R}", expected) == "failed"


def test_text_that_isnt_a_pool_is_compared_as_written(tmp_path: Path) -> None:
    assert _status(tmp_path, "", "RR") == "failed"
