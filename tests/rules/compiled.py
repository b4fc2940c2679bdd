"""A card compiled from Oracle text written in a test — the one helper the rule tests share."""

from __future__ import annotations

import json

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.model import CardDef


def compiled_card(
    name: str,
    type_line: str,
    text: str,
    *,
    cost: str | None = "{0}",
    pt: tuple[str, str] | None = None,
    colors: tuple[str, ...] = (),
) -> CardDef:
    """The card these words make; the test fails at once if any of them isn't supported."""
    record = {
        "name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text, "colors": list(colors),
        "layout": "normal", "power": pt[0] if pt else None, "toughness": pt[1] if pt else None,
    }  # fmt: skip
    card = compile_record(CardRecord.from_json(json.dumps(record)))
    assert not card.unsupported, card.unsupported
    return card
