"""CR 614.1a: an effect that makes a source deal more damage is logged as that effect's source
followed by what it did — "Torbran, Thane of Red Fell: 2 more damage is dealt instead." — not as
the two run together."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

SHOCK_UNDER_TORBRAN = """\
format: 1.1
scenario: "Shock at bob under Torbran"
covers: ["614.1a"]
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      hand: [{card: Shock, id: shock}]
      battlefield: ["Torbran, Thane of Red Fell", Mountain]
do:
  - by: alice
    cast: shock
    targets: [bob]
  - resolve: 1
    expect: {life: {bob: 16}}
"""


def test_damage_increase_is_logged_after_its_source(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, SHOCK_UNDER_TORBRAN)
    assert "Torbran, Thane of Red Fell: 2 more damage is dealt instead." in out, out
    assert "Shock deals 4 damage to bob." in out, out
