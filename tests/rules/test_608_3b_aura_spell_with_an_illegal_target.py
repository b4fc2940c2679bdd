"""CR 608.3b: a permanent spell with a target (an Aura spell) whose target has become illegal
doesn't resolve and is put into its owner's graveyard; the log cites 608.3b, not the rule for
instants, sorceries and abilities (608.2b), which a spell without a permanent type keeps."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

ROOT = Path(__file__).resolve().parent.parent.parent
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="uses real cards from ../shared/data/cards.jsonl.gz")

AURA_TARGET_GONE = """\
scenario: an Aura spell's target bounced
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      hand: [{card: Power of Fire, id: pof}]
      battlefield: [Mountain, Mountain]
    bob:
      hand: [{card: Unsummon, id: uns}]
      battlefield: [{card: Hill Giant, id: giant}, Island]
do:
  - by: alice
    cast: pof
    targets: [giant]
  - by: alice
    pass: true
  - by: bob
    cast: uns
    targets: [giant]
  - resolve: 2
expect:
  zone: {pof: graveyard, giant: hand}
"""

SORCERY_TARGET_GONE = """\
scenario: a sorcery's only target bounced
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      hand: [{card: Seismic Shift, id: shift}]
      battlefield: [Mountain, Mountain, Mountain, Mountain]
    bob:
      hand: [{card: Unsummon, id: uns}]
      battlefield: [{card: Dryad Arbor, id: arbor}, Island]
do:
  - by: alice
    cast: shift
    targets: [arbor]
  - by: alice
    pass: true
  - by: bob
    cast: uns
    targets: [arbor]
  - resolve: 2
expect:
  zone: {shift: graveyard, arbor: hand}
"""


def test_608_3b_an_aura_spell_whose_target_is_illegal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, AURA_TARGET_GONE)
    assert "Power of Fire doesn't resolve: all its targets are illegal.  [CR 608.3b]" in out, out


def test_608_2b_a_sorcery_whose_target_is_illegal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, SORCERY_TARGET_GONE)
    assert "Seismic Shift doesn't resolve: all its targets are illegal.  [CR 608.2b]" in out, out
