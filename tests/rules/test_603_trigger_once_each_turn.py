"""CR 603.2: a triggered ability that "triggers only once each turn" — the limit is tracked on
the object; a second event the same turn doesn't trigger it, the next turn's does."""

from __future__ import annotations

import json

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.actions import Cast, Pass
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build


def _card(name: str, cost: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> object:
    record = {
        "name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text, "colors": ["W"],
        "layout": "normal", "power": pt[0] if pt else None, "toughness": pt[1] if pt else None,
    }  # fmt: skip
    card = compile_record(CardRecord.from_json(json.dumps(record)))
    assert not card.unsupported, card.unsupported
    return card


def test_603_2_triggers_only_once_each_turn() -> None:
    keeper = _card(
        "Test Keeper", "{W}", "Creature — Cleric",
        "Whenever you gain life, put a +1/+1 counter on this creature. This ability triggers only once each turn.",
        ("1", "1"),
    )  # fmt: skip
    salve = _card("Test Salve", "{0}", "Instant", "You gain 1 life.")
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(keeper, label="keeper")],  # type: ignore[arg-type]
            Zone.HAND: [Entry(salve, label="s1"), Entry(salve, label="s2")],  # type: ignore[arg-type]
        }
    )
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))

    def cast_and_resolve(label: str) -> None:
        assert game.apply(Cast(ids[label]))
        while game.state.stack:
            assert game.apply(Pass())  # both players pass until the stack is empty

    cast_and_resolve("s1")
    cast_and_resolve("s2")
    keeper_obj = game.state.objects[ids["keeper"]]
    assert keeper_obj.counter("+1/+1") == 1
    assert game.state.players[0].life == 22
