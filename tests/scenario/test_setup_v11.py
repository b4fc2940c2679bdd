"""Format 1.1 setup keys the runner writes into the game: ``chosen:`` and ``copy_of:`` are what
the engine's own "as ~ enters" procedure would have left (614.12, 707.2), and a position holding
them is written back as a setup that loads to the same permanents."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from arbiter.mtg.enums import ChoiceKey
from arbiter.mtg.game import Game
from arbiter.scenario.cards import card_source
from arbiter.scenario.loader import load_file
from arbiter.scenario.report import Result
from arbiter.scenario.runner import _Run

CARDS = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="needs ../shared/data/cards.jsonl.gz")

SETUP = {
    "turn": {"active": "alice", "step": "main1"},
    "players": {
        "alice": {
            "battlefield": [
                {"card": "Clone", "id": "clone", "copy_of": "image"},
                {"card": "Phantasmal Image", "id": "image", "copy_of": "giant"},
                {"card": "Pithing Needle", "id": "needle", "chosen": {"card_name": "Prodigal Pyromancer"}},
            ]
        },
        "bob": {"battlefield": [{"card": "Hill Giant", "id": "giant"}]},
    },
}


def _load(setup: dict[str, object], tmp: Path) -> Game:
    path = tmp / "setup.yaml"
    path.write_text(yaml.safe_dump({"scenario": "a setup", "setup": setup}, sort_keys=False))
    (scenario,) = load_file(path)
    run = _Run(scenario, card_source(str(CARDS)), Result(str(path), scenario.name, "passed", []))
    run.go()
    return run.game


def _permanents(game: Game) -> list[tuple[object, ...]]:
    st = game.state
    out = []
    for i in st.battlefield:
        o = st.objects[i]
        printed = o.printed.name if o.printed is not None else None
        out.append((o.card.name, printed, o.card.subtypes, o.chosen, o.controller))
    return sorted(out, key=repr)


def test_copies_and_choices_are_set_as_the_engine_records_them(tmp_path: Path) -> None:
    game = _load(SETUP, tmp_path)
    perms = {p[1] or p[0]: p for p in _permanents(game)}
    assert perms["Clone"][0] == "Hill Giant" and "Illusion" in perms["Clone"][2]
    assert perms["Phantasmal Image"][0] == "Hill Giant"
    assert perms["Pithing Needle"][3] == ((ChoiceKey.CARD_NAME, "Prodigal Pyromancer"),)


def test_a_position_with_copies_and_choices_loads_back(tmp_path: Path) -> None:
    game = _load(SETUP, tmp_path)
    setup = game.position()
    assert isinstance(setup, dict), setup
    assert _permanents(_load(setup, tmp_path)) == _permanents(game)
