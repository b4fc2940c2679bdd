"""CR 603.2: a triggered ability goes on the stack with the player its event was about ("that
player"); the log names that player only when the ability's words refer to them. Call of the Full
Moon's "At the beginning of each upkeep, if a player cast two or more spells last turn, sacrifice
this Aura." names nobody; Sulfuric Vortex's "… deals 2 damage to that player." names the active
player."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

ROOT = Path(__file__).resolve().parent.parent.parent
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="uses real cards from ../shared/data/cards.jsonl.gz")

CALL = """\
scenario: Call of the Full Moon after Alice's two spells
setup:
  turn: {active: alice, step: main2}
  players:
    alice:
      hand: [{card: Lightning Bolt, id: b1}, {card: Lightning Bolt, id: b2}]
      battlefield: [Mountain, Mountain, {card: Grizzly Bears, id: bears}, {card: Call of the Full Moon, id: call, attached_to: bears}]
do:
  - by: alice
    cast: b1
    targets: [bob]
  - resolve: 1
  - by: alice
    cast: b2
    targets: [bob]
  - resolve: 1
  - advance: upkeep
  - resolve: 1
expect:
  zone: {call: graveyard}
"""

VORTEX = """\
scenario: Sulfuric Vortex at Bob's upkeep
setup:
  turn: {active: bob, step: untap}
  players:
    alice:
      battlefield: [Sulfuric Vortex]
do:
  - advance: upkeep
  - resolve: 1
expect:
  life: {bob: 18}
"""


def test_603_2_that_player_is_named_only_when_the_words_say_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = explained(tmp_path, capsys, CALL)
    assert "Call of the Full Moon's triggered ability goes on the stack: \"At the beginning of each upkeep" in out, out
    assert '"that player" being' not in out, out
    out = explained(tmp_path, capsys, VORTEX)
    assert '"that player" being bob: "At the beginning of each player\'s upkeep' in out, out
