"""CR 708.2a, 708.4: a spell cast face down has no name — it is cast as a 2/2 face-down creature
(702.37c). A refusal of that cast (a creature spell in the opponent's turn, 302.1) names it
"a face-down creature", not with an empty name."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

SCENARIO = """
format: 1.1
scenario: "Canyon Lurkers cast face down in bob's turn is refused"
covers: ["302.1", "708.4"]
setup:
  turn: {active: bob, step: main1}
  players:
    alice:
      hand: [{card: Canyon Lurkers, id: cl}]
      battlefield: [Mountain, Mountain, Mountain]
do:
  - by: bob
    pass: true
  - by: alice
    cast: cl
    face_down: true
    expect: {illegal: true, rule: "302.1"}
"""


def test_708_4_face_down_spell_named_in_a_timing_refusal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, SCENARIO)
    assert "a face-down creature can be cast only in your main phase with an empty stack" in out
    assert "illegal:  can be cast" not in out
