"""CR 702.81a, 604.1: once Wrenn and Six's emblem gives the instants and sorceries in Alice's
graveyard retrace, the list of legal actions offers each such card that could be paid for — and
only those — and the judge accepts what is listed (a listed action is always accepted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.mtg.actions import Cast
from arbiter.mtg.game import Game
from arbiter.scenario import runner
from arbiter.scenario.cards import card_source
from arbiter.scenario.loader import load_text
from tests.conftest import CARD_DATA

BOARD = """
format: 1.1
scenarios:
  - scenario: "the emblem, then stop"
    covers: ["702.81a"]
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          battlefield: [{card: Wrenn and Six, id: w6, counters: {loyalty: 7}}, {card: Mountain, id: m1}]
          graveyard: [{card: Lightning Bolt, id: gbolt}, {card: Grizzly Bears, id: gbears}, {card: Giant Growth, id: gg}]
          hand: [{card: Forest, id: f1}]
    do:
      - by: alice
        activate: {source: w6, ability: 3}
      - resolve: 1
"""


def _game_after(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Game:
    if not CARD_DATA.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    games: list[Game] = []
    original = runner._Run.go

    def go(self: runner._Run) -> None:
        original(self)
        games.append(self.game)

    monkeypatch.setattr(runner._Run, "go", go)
    (scenario,) = load_text(BOARD, str(tmp_path / "s.yaml"))
    result = runner.run(scenario, card_source(str(CARD_DATA)))
    assert result.status == "passed", result
    return games[0]


def test_the_graveyard_instant_is_listed_and_accepted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game_after(tmp_path, monkeypatch)
    st = game.state
    names = {a.card: st.objects[a.card].card.name for a in game.legal_actions() if isinstance(a, Cast)}
    assert "Lightning Bolt" in names.values()
    assert "Giant Growth" not in names.values()  # ({G}: no mana for it)
    assert "Grizzly Bears" not in names.values()  # (a creature card: no retrace)
    bolt = next(a for a in game.legal_actions() if isinstance(a, Cast) and names[a.card] == "Lightning Bolt")
    assert game.check(bolt)
