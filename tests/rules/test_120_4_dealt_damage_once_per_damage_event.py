"""CR 120.4, 510.2, 603.2c: damage dealt at once by several sources — a creature blocked by two
creatures — is one damage event, so "Whenever ~ is dealt damage" and "When enchanted creature is
dealt damage" trigger once for it; two spells dealing damage one after the other are two events."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

RAPTOR_BLOCKED_BY_TWO = """\
format: 1.1
scenario: "Ripjaw Raptor blocked by two creatures"
covers: ["120.4", "603.2c"]
setup:
  turn: {active: alice, step: declare_blockers}
  players:
    alice:
      battlefield: [{card: Ripjaw Raptor, id: raptor, attacking: bob}]
      library: {count: 5, card: Forest}
    bob:
      battlefield: [{card: Grizzly Bears, id: b1}, {card: Llanowar Elves, id: b2}]
do:
  - by: bob
    block: {b1: raptor, b2: raptor}
  - advance: combat_damage
  - by: alice
    assign_damage: {raptor: {b1: 2, b2: 2}}
    expect: {damage: {raptor: 3}, stack: 1}
  - resolve: 1
expect:
  hand: {alice: 1}
"""

RAPTOR_SHOCKED_TWICE = """\
format: 1.1
scenario: "Ripjaw Raptor Shocked twice"
covers: ["603.2c"]
setup:
  turn: {active: bob, step: main1}
  players:
    alice:
      battlefield: [{card: Ripjaw Raptor, id: raptor}]
      library: {count: 5, card: Forest}
    bob:
      battlefield: [Mountain, Mountain]
      hand: [{card: Shock, id: s1}, {card: Shock, id: s2}]
do:
  - by: bob
    cast: s1
    targets: [raptor]
  - resolve: 2
  - by: bob
    cast: s2
    targets: [raptor]
  - resolve: 2
expect:
  hand: {alice: 2}
"""


def test_two_blockers_make_one_trigger(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, RAPTOR_BLOCKED_BY_TWO)
    assert out.count("Ripjaw Raptor's triggered ability goes on the stack") == 1, out


def test_two_spells_make_two_triggers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, RAPTOR_SHOCKED_TWICE)
    assert out.count("Ripjaw Raptor's triggered ability goes on the stack") == 2, out


CONFLUENCE_ON_RAPTOR = """\
format: 1.1
scenario: "Fiery Confluence's damage mode chosen three times, on Ripjaw Raptor"
covers: ["120.4", "603.2c"]
setup:
  turn: {active: bob, step: main1}
  players:
    alice:
      battlefield: [{card: Ripjaw Raptor, id: raptor}]
      library: {count: 5, card: Forest}
    bob:
      battlefield: [Mountain, Mountain, Mountain, Mountain]
      hand: [{card: Fiery Confluence, id: fc}]
do:
  - by: bob
    cast: fc
    modes: [1, 1, 1]
  - resolve: 1
    expect: {damage: {raptor: 3}, stack: 3}
  - resolve: 3
expect:
  hand: {alice: 3}
"""

CONFLUENCE_ON_TAUNTER = """\
format: 1.1
scenario: "Fiery Confluence's damage mode chosen three times, on Brash Taunter"
covers: ["120.4", "603.2c", "608.2h"]
setup:
  turn: {active: bob, step: main1}
  players:
    alice:
      battlefield: [{card: Brash Taunter, id: taunter}]
    bob:
      battlefield: [Mountain, Mountain, Mountain, Mountain]
      hand: [{card: Fiery Confluence, id: fc}]
do:
  - by: bob
    cast: fc
    modes: [1, 1, 1]
  - resolve: 1
    expect: {damage: {taunter: 3}}
  - resolve: 1
expect:
  life: {bob: 17}
"""


def test_three_instructions_are_three_damage_events(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Each mode is its own instruction (CR 608.2c): three damage events, three triggers."""
    out = explained(tmp_path, capsys, CONFLUENCE_ON_RAPTOR)
    assert out.count("Ripjaw Raptor's triggered ability goes on the stack") == 3, out


def test_that_much_is_each_events_damage(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Brash Taunter's "that much": 1 for each of the three events, not 3 once."""
    out = explained(tmp_path, capsys, CONFLUENCE_ON_TAUNTER)
    assert out.count("Brash Taunter's triggered ability goes on the stack") == 3, out
