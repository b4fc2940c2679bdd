"""CR 615.1a, 615.7: the log line of prevented damage follows the name of the player or permanent
the damage would have been dealt to. It read "alice 3 combat damage is prevented."; it reads
"alice has 3 combat damage prevented." (and "… has N damage prevented" for other damage)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

_PEACE = """
format: 1.1
scenarios:
  - scenario: "Moment's Peace: the Hill Giant's combat damage is prevented"
    covers: ["615.1a"]
    setup:
      turn: {active: bob, step: declare_blockers}
      players:
        alice:
          battlefield: [Forest, Forest]
          hand: [{card: Moment's Peace, id: peace}]
        bob:
          battlefield: [{card: Hill Giant, id: giant, attacking: alice}]
    do:
      - by: alice
        block: {}
      - by: bob
        pass: true
      - by: alice
        cast: peace
      - resolve: 1
      - by: bob
        advance: end_of_combat
    expect:
      life: {alice: 20}
"""

_SHIELD = """
format: 1.1
scenarios:
  - scenario: "Healing Salve's shield: 3 of the Bolt's damage is prevented"
    covers: ["615.7"]
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          battlefield: [Plains, Mountain]
          hand: [{card: Healing Salve, id: salve}, {card: Lightning Bolt, id: bolt}]
    do:
      - by: alice
        cast: salve
        targets: [bob]
        modes: [2]
      - resolve: 1
      - by: alice
        cast: bolt
        targets: [bob]
      - resolve: 1
    expect:
      life: {bob: 20}
"""


def test_615_1a_prevented_combat_damage_is_logged_after_the_player(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = explained(tmp_path, capsys, _PEACE)
    assert "alice has 3 combat damage prevented.  [CR 615.1a]" in out


def test_615_7_a_shield_is_logged_after_the_player_it_protects(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = explained(tmp_path, capsys, _SHIELD)
    assert "bob will have the next 3 damage dealt this turn prevented." in out
    assert "bob has 3 damage prevented." in out
