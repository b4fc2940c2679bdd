"""CR 603.10a, 610.3: a leaves-the-battlefield ability looks back in time — only the permanents on
the battlefield before the event can trigger. A card exiled "until ~ leaves the battlefield"
returns by a second one-shot effect created immediately after ~ left (610.3), so it was not on the
battlefield as ~ died: Slaughter Specialist returned by Brutal Cathar's death doesn't trigger on
that death (its own enters trigger does, 603.6a)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

SPECIALIST_UNDER_CATHAR = """\
format: 1.1
scenario: "Brutal Cathar dies; Slaughter Specialist returns"
covers: ["603.10a", "610.3"]
setup:
  turn: {active: bob, step: main1}
  players:
    alice:
      battlefield: [{card: Slaughter Specialist, id: specialist}, Mountain]
      hand: [{card: Lightning Bolt, id: bolt}]
    bob:
      battlefield: [Plains, Plains, Plains]
      hand: [{card: Brutal Cathar, id: cathar}]
do:
  - by: bob
    cast: cathar
  - resolve: 2
    expect: {zone: {specialist: exile}}
  - by: bob
    pass: true
  - by: alice
    cast: bolt
    targets: [cathar]
  - resolve: 1
    expect: {zone: {cathar: graveyard, specialist: battlefield}, stack: 1}
  - resolve: 1
expect:
  counters: {specialist: {"+1/+1": 0}}
  tokens: {bob: ["1/1 white Human"]}
"""


def test_a_card_returned_after_the_death_doesnt_see_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, SPECIALIST_UNDER_CATHAR)
    assert "Slaughter Specialist gets" not in out, out
    assert "Slaughter Specialist's triggered ability goes on the stack: \"When ~ enters" in out, out
