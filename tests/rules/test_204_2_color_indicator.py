"""CR 204.2: an object with a color indicator is each color it denotes. The project's JSON-lines
card data leaves indicators out of 'colors'; the reader recovers them from the color identity
(CR 903.4) when no mana symbol accounts for a color."""

from __future__ import annotations

import json

from arbiter.cards.records import CardRecord


def _record(**fields: object) -> CardRecord:
    base = {
        "name": "X",
        "mana_cost": "{0}",
        "type_line": "Creature — Kobold",
        "oracle_text": "",
        "power": "0",
        "toughness": "1",
        "colors": [],
        "color_identity": [],
    }
    base.update(fields)
    return CardRecord.from_json(json.dumps(base))


def test_identity_color_without_a_mana_symbol_is_an_indicator() -> None:
    assert _record(color_identity=["R"]).colors == ("R",)


def test_identity_color_from_a_symbol_in_the_text_is_not() -> None:
    mox = _record(type_line="Artifact", oracle_text="{T}: Add {G}.", color_identity=["G"])
    assert mox.colors == ()


def test_reminder_text_symbols_are_not_rules_text() -> None:
    assert _record(oracle_text="Extort (Pay {W/B}.)", color_identity=["B"]).colors == ("B",)


def test_lands_and_all_colors_abilities_are_left_alone() -> None:
    assert _record(type_line="Land — Forest", color_identity=["G"]).colors == ()
    assert _record(oracle_text="X is all colors.", color_identity=list("WUBRG")).colors == ()


def test_mana_cost_colors_are_kept_once() -> None:
    assert _record(mana_cost="{R}", colors=["R"], color_identity=["R"]).colors == ("R",)
