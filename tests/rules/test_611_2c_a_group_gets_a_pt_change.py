"""CR 611.2c: "Creatures you control get +1/+1 … until end of turn" changes the creatures there as
it resolves; the log names the group in the card's words with the card's verb ("get"), and a single
object keeps "gets"."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.i18n import CardName, Quoted
from arbiter.mtg import events as ev
from arbiter.mtg.effects.next_turn_duration import PTChangedUntilNextTurn
from tests.rules.judged import explained

ROOT = Path(__file__).resolve().parent.parent.parent
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="uses real cards from ../shared/data/cards.jsonl.gz")

DOMRI_PLUS_TWO = """\
scenario: Domri's +2 and a Giant Growth
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      hand: [{card: Giant Growth, id: gg}]
      battlefield: [{card: "Domri, City Smasher", id: domri, counters: {loyalty: 4}}, {card: Grizzly Bears, id: bears}, Forest]
do:
  - by: alice
    activate: {source: domri, ability: 1}
  - resolve: 1
  - by: alice
    cast: gg
    targets: [bears]
  - resolve: 1
expect:
  pt: {bears: "6/6"}
"""


def test_611_2c_a_group_gets_its_change_with_the_cards_verb(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, DOMRI_PLUS_TWO)
    assert "Creatures you control get +1/+1 until end of turn.  [CR 611.2c]" in out, out
    assert "Grizzly Bears gets +3/+3 until end of turn.  [CR 611.2a]" in out, out


def test_611_2c_a_group_named_in_the_singular_keeps_gets() -> None:
    event = ev.PTChanged("611.2c", Quoted("Each other creature you control"), 1, 0)
    assert str(event.text()) == "Each other creature you control gets +1/+0 until end of turn."


def test_611_2a_a_group_until_next_turn_stays_in_the_cards_words() -> None:
    """A group's words (Quoted) render through the catalog, not as a card's printed name."""
    event = PTChangedUntilNextTurn("611.2a", Quoted("Each creature you don't control"), -1, 0, player="Alice")
    text = event.text()
    assert str(text) == "Each creature you don't control gets -1/-0 until Alice's next turn."
    assert type(text.args["card"]) is Quoted
    assert type(PTChangedUntilNextTurn("611.2a", "Grizzly Bears", 1, 1, player="Bo").text().args["card"]) is CardName
