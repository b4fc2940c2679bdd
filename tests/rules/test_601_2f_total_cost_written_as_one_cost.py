"""CR 601.2f: a spell's total cost is its mana cost plus its additional costs. A refusal that names
it writes it as one cost: Gnarlid Colony ({1}{G}) kicked for {2}{G} costs {3}{G}{G}, not
"{1}{G}{2}{G}"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

KICKED_WITH_FOUR_LANDS = """\
format: 1.1
scenario: "Gnarlid Colony kicked with four Forests"
covers: ["601.2f", "702.33a"]
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      hand: [{card: Gnarlid Colony, id: gc}]
      battlefield: [Forest, Forest, Forest, Forest]
do:
  - by: alice
    cast: gc
    kicker: 1
    expect: {illegal: true, rule: "601.2h"}
"""


def test_kicked_total_cost_is_written_as_one_cost(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, KICKED_WITH_FOUR_LANDS)
    assert "can't pay {3}{G}{G}" in out, out
    assert "{1}{G}{2}{G}" not in out
