"""CR 107.3m: an X in a permanent's own enters trigger is the X chosen for the spell that became
the permanent (0 if it wasn't cast with one); an X the text doesn't define in any other triggered
ability isn't run (107.3n and undefined X: refused, never read as 0)."""

from __future__ import annotations

import json

import pytest

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.model import TriggeredAbility


def _compiled(text: str, cost: str) -> tuple[tuple[str, ...], tuple[TriggeredAbility, ...]]:
    rec = {"name": "Test Card", "type_line": "Creature — Elf", "oracle_text": text, "mana_cost": cost,
           "power": "2", "toughness": "2"}  # fmt: skip
    card = compile_record(CardRecord.from_json(json.dumps(rec)))
    return card.unsupported, tuple(a for a in card.abilities if isinstance(a, TriggeredAbility))


@pytest.mark.parametrize(
    "text",
    [
        "When ~ enters, each creature gets -X/-X until end of turn.",
        "When ~ enters, it deals X damage to any target.",
        "When ~ enters, draw X cards.",
        "When ~ enters, you gain X life.",
    ],
)
def test_107_3m_own_enters_trigger_reads_the_spells_x(text: str) -> None:
    unsupported, triggers = _compiled(text, "{X}{B}")
    assert unsupported == ()
    assert len(triggers) == 1


def test_107_3m_no_x_in_the_mana_cost_is_not_run() -> None:
    text = "When ~ enters, each creature gets -X/-X until end of turn."
    assert _compiled(text, "{2}{B}{B}")[0] == (text,)


@pytest.mark.parametrize(
    "text",
    [
        "At the beginning of your upkeep, each creature gets -X/-X until end of turn.",
        "Whenever ~ attacks, it deals X damage to any target.",
        "When ~ dies, it deals X damage to any target.",
        "At the beginning of your upkeep, ~ deals X damage to each opponent.",
    ],
)
def test_107_3m_an_x_in_another_trigger_is_not_run(text: str) -> None:
    assert _compiled(text, "{X}{R}")[0] == (text,)


def test_107_3m_a_defined_x_is_not_the_spells() -> None:
    unsupported, triggers = _compiled(
        "When ~ enters, you gain X life, where X is the number of cards in your hand.", "{2}"
    )
    assert unsupported == ()
    assert len(triggers) == 1
