"""CR 603.3d, 603.4, 700.2b: a triggered ability removed from the stack — its intervening "if" no
longer true, no legal target to choose, no mode chosen — is logged as removed and doing nothing,
not as a spell whose targets all became illegal (608.2b), which keeps its own wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

ROOT = Path(__file__).resolve().parent.parent.parent
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="uses real cards from ../shared/data/cards.jsonl.gz")

CONDITION_FALSE = """\
scenario: echo's condition no longer true
setup:
  turn: {active: alice, step: upkeep, number: 5}
  players:
    alice:
      battlefield: [{card: Tectonic Fiend, id: tf}]
  stack: [{ability_of: tf, ability: 1, controller: alice}]
do:
  - resolve: 1
expect:
  zone: {tf: battlefield}
"""

NO_LEGAL_TARGET = """\
scenario: no creature an opponent controls
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      battlefield: [{card: Raffine's Silencer, id: rs}]
    bob:
      hand: [{card: Shock, id: sh}]
      battlefield: [{card: Mountain}]
do:
  - by: alice
    pass: true
  - by: bob
    cast: sh
    targets: [rs]
  - resolve: 1
expect:
  stack: 0
"""

TARGET_GONE = """\
scenario: the only target gone
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      hand: [{card: Shatter, id: sh}]
      battlefield: [{card: Mountain}, {card: Mountain}]
    bob:
      hand: [{card: Shatter, id: sh2}]
      battlefield: [{card: Sol Ring, id: ring}, {card: Mountain}, {card: Mountain}]
do:
  - by: alice
    cast: sh
    targets: [ring]
  - by: alice
    pass: true
  - by: bob
    cast: sh2
    targets: [ring]
  - resolve: 2
"""


def test_603_4_a_false_intervening_if_removes_the_trigger(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, CONDITION_FALSE)
    assert "(its condition is false) is removed from the stack and does nothing.  [CR 603.4]" in out, out
    assert "targets are illegal" not in out, out


def test_603_3d_no_legal_target_removes_the_trigger(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, NO_LEGAL_TARGET)
    assert "(no legal target) is removed from the stack and does nothing.  [CR 603.3d]" in out, out
    assert "targets are illegal" not in out, out


def test_608_2b_a_spell_whose_targets_are_illegal_keeps_its_wording(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = explained(tmp_path, capsys, TARGET_GONE)
    assert "Shatter doesn't resolve: all its targets are illegal.  [CR 608.2b]" in out, out
