"""CR 702.21a, 115.1: ward triggers when the permanent becomes the target of a spell or ability an
opponent controls — once for that spell, however many of its targets the permanent is (a modal
spell naming it for two modes); two permanents with ward targeted by one spell each trigger."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

COMMAND_ON_ONE_GUARD = """\
format: 1.1
scenario: "Dromoka's Command targets one Honor Guard twice"
covers: ["702.21a"]
setup:
  turn: {active: bob, step: main1}
  players:
    alice:
      battlefield: [{card: Tomakul Honor Guard, id: guard}]
    bob:
      battlefield: [{card: Grizzly Bears, id: bears}, Forest, Plains]
      hand: [{card: Dromoka's Command, id: cmd}]
do:
  - by: bob
    cast: cmd
    modes: [3, 4]
    targets: [guard, bears, guard]
    expect: {stack: 2}
"""

COMMAND_ON_TWO_GUARDS = """\
format: 1.1
scenario: "Dromoka's Command targets two Honor Guards"
covers: ["702.21a"]
setup:
  turn: {active: bob, step: main1}
  players:
    alice:
      battlefield: [{card: Tomakul Honor Guard, id: g1}, {card: Tomakul Honor Guard, id: g2}]
    bob:
      battlefield: [{card: Grizzly Bears, id: bears}, Forest, Plains]
      hand: [{card: Dromoka's Command, id: cmd}]
do:
  - by: bob
    cast: cmd
    modes: [3, 4]
    targets: [g1, bears, g2]
    expect: {stack: 3}
"""

WARD_TRIGGER = "Tomakul Honor Guard's triggered ability goes on the stack"


def test_one_spell_targeting_it_twice_triggers_ward_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, COMMAND_ON_ONE_GUARD)
    assert out.count(WARD_TRIGGER) == 1, out


def test_two_permanents_with_ward_each_trigger(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, COMMAND_ON_TWO_GUARDS)
    assert out.count(WARD_TRIGGER) == 2, out
