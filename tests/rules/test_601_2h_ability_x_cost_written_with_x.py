"""CR 601.2h (602.2b), 107.3: once X is announced, the cost an activated ability's controller pays
has X's mana in it — Plaguebearer's {X}{X}{B} with X=2 is paid as {4}{B}, as a spell's {X}{R} with
X=3 is paid as {3}{R}; under Training Grounds it is {2}{B} (601.2f)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

PLAGUEBEARER = """\
format: 1.1
scenario: "Plaguebearer with X=2"
covers: ["601.2h", "107.3a"]
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      battlefield: [{card: Plaguebearer, id: pb}, Swamp, Swamp, Swamp, Swamp, Swamp]
    bob:
      battlefield: [{card: Grizzly Bears, id: bears}]
do:
  - by: alice
    activate: {source: pb, ability: 1}
    x: 2
    targets: [bears]
"""


def test_ability_x_cost_paid_is_written_with_x(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, PLAGUEBEARER)
    assert "pays {4}{B} for Plaguebearer" in out, out
    assert "{X}{X}{B} for" not in out


def test_ability_x_cost_reduced_is_written_with_x(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    reduced = PLAGUEBEARER.replace(
        "[{card: Plaguebearer, id: pb},", "[{card: Training Grounds}, {card: Plaguebearer, id: pb},"
    )
    out = explained(tmp_path, capsys, reduced)
    assert "pays {2}{B} for Plaguebearer" in out, out
