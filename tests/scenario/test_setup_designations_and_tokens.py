"""Setup keys for dungeons and the initiative (CR 309.4, 309.7, 726), and tokens with abilities
(111.4): a position names a player's dungeon and the room their venture marker is on, the dungeons
they have completed and who has the initiative. An impossible or misspelt one is refused with a
message naming what is wrong and where, never a traceback."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from arbiter.mtg.effects.dungeons import completed, marker_of
from arbiter.scenario.cards import card_source
from arbiter.scenario.loader import load_file
from arbiter.scenario.report import Result
from arbiter.scenario.runner import _Run, run

CARDS = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="needs ../shared/data/cards.jsonl.gz")


def _file(alice: dict[str, Any], bob: dict[str, Any], tmp: Path) -> Path:
    setup = {"turn": {"active": "alice", "step": "main1"}, "players": {"alice": alice, "bob": bob}}
    path = tmp / "setup.yaml"
    path.write_text(yaml.safe_dump({"format": "1.1", "scenario": "a setup", "setup": setup}, sort_keys=False))
    return path


def _refusal(alice: dict[str, Any], bob: dict[str, Any], tmp: Path) -> Result:
    (scenario,) = load_file(_file(alice, bob, tmp))
    result = run(scenario, card_source(str(CARDS)))
    assert result.status == "error", result
    return result


def test_309_4_marker_and_309_7_completed_are_set_without_triggering(tmp_path: Path) -> None:
    alice = {"dungeon": {"name": "Dungeon of the Mad Mage", "room": "Lost Level"}, "completed_dungeons": ["Undercity"]}
    (scenario,) = load_file(_file(alice, {"initiative": True}, tmp_path))
    result = Result("setup.yaml", scenario.name, "passed", [])
    r = _Run(scenario, card_source(str(CARDS)), result)
    r.go()
    st = r.game.state
    marker = marker_of(st, 0)
    assert marker is not None and marker.rooms[marker.room].name == "Lost Level"
    assert st.objects[marker.dungeon].card.name == "Dungeon of the Mad Mage"
    assert completed(st, 0) == ("Undercity",) and completed(st, 1) == ()
    assert st.initiative is not None and st.initiative.player == 1
    assert marker_of(st, 1) is None  # (having the initiative brings no dungeon: nothing happened yet)
    assert not st.waiting and not st.stack  # a position, not an event: no room ability triggered


def test_726_3_two_players_with_the_initiative_are_refused(tmp_path: Path) -> None:
    result = _refusal({"initiative": True}, {"initiative": True}, tmp_path)
    assert "726.3" in result.message


def test_an_unknown_room_is_named_with_the_rooms_there_are(tmp_path: Path) -> None:
    result = _refusal({"dungeon": {"name": "Tomb of Annihilation", "room": "Forge"}}, {}, tmp_path)
    assert "Forge" in result.message and "Oubliette" in result.message and "setup.yaml" in result.message


def test_an_unknown_dungeon_is_named(tmp_path: Path) -> None:
    result = _refusal({"completed_dungeons": ["Castle Ravenloft"]}, {}, tmp_path)
    assert "Castle Ravenloft" in result.message and "Undercity" in result.message


def test_a_dungeon_that_is_not_a_mapping_is_malformed(tmp_path: Path) -> None:
    result = _refusal({"dungeon": "Undercity"}, {}, tmp_path)
    assert result.malformed and "dungeon" in result.message


def test_111_4_a_token_with_abilities_the_grammar_cannot_read_is_named(tmp_path: Path) -> None:
    """A token description "with" abilities is read as a card's token sentence; what that grammar
    can't read is refused with the description quoted, not dropped."""
    bad = {"battlefield": [{"card": "1/1 black Rat with glorp", "token": True}]}
    result = _refusal(bad, {}, tmp_path)
    assert "1/1 black Rat with glorp" in result.message and "setup.yaml" in result.message
