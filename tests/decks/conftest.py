"""A small card pool with split, double-faced and unsupported cards, for the decklist tests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter.cards.database import RecordFile
from arbiter.cards.registry import LayeredPool

RECORDS = [
    {"name": "Monastery Swiftspear", "mana_cost": "{R}", "type_line": "Creature — Human Monk",
     "oracle_text": "Haste", "power": "1", "toughness": "2", "colors": ["R"]},
    {"name": "Fire // Ice", "mana_cost": "{1}{R} // {1}{U}", "type_line": "Instant // Instant",
     "oracle_text": "", "layout": "split", "faces": [
         {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
          "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},
         {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
          "oracle_text": "Tap target permanent.\nDraw a card."}]},
    {"name": "Start // Fire", "mana_cost": "{1}{W} // {1}{R}", "type_line": "Instant // Instant",
     "oracle_text": "", "layout": "split", "faces": [
         {"name": "Start", "mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "Draw a card."},
         {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
          "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."}]},
    {"name": "Delver of Secrets // Insectile Aberration", "mana_cost": "{U}", "type_line": "Creature — Human Wizard",
     "oracle_text": "", "layout": "transform", "faces": [
         {"name": "Delver of Secrets", "mana_cost": "{U}", "type_line": "Creature — Human Wizard",
          "oracle_text": "", "power": "1", "toughness": "1"},
         {"name": "Insectile Aberration", "type_line": "Creature — Human Insect",
          "oracle_text": "Flying", "power": "3", "toughness": "2"}]},
    {"name": "Chaos Orb", "mana_cost": "{2}", "type_line": "Artifact",
     "oracle_text": "{1}, {T}: If Chaos Orb is on the battlefield, flip Chaos Orb onto the battlefield from a height "
     "of at least one foot. If Chaos Orb turns over completely at least once during the flip, destroy all nontoken "
     "permanents it touches. Then destroy Chaos Orb."},
    {"name": "Erase (Not the Urza's Legacy One)", "mana_cost": "{W}", "type_line": "Instant",
     "oracle_text": "Draw a card.", "colors": ["W"]},
]  # fmt: skip


@pytest.fixture(scope="session")
def pool(tmp_path_factory: pytest.TempPathFactory) -> LayeredPool:
    path: Path = tmp_path_factory.mktemp("cards") / "cards.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in RECORDS) + "\n", encoding="utf-8")
    return LayeredPool([RecordFile(path)])
