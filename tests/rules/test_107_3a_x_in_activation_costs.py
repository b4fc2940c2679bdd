"""CR 107.3a, 107.3k: an X in an activated ability's cost ({X}, "Remove X … counters") is
announced as it is activated, and its instructions read that value; an X with nothing to read
it, or an X in a triggered ability the text doesn't define, isn't run."""

from __future__ import annotations

import json

import pytest

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.costs.parts import Loyalty, RemoveCounters, counters_x, with_loyalty_x


def _unsupported(type_line: str, text: str, cost: str = "{3}") -> tuple[str, ...]:
    rec = {"name": "Test Card", "type_line": type_line, "oracle_text": text, "mana_cost": cost}
    if "Creature" in type_line:
        rec.update(power="2", toughness="2")
    return compile_record(CardRecord.from_json(json.dumps(rec))).unsupported


@pytest.mark.parametrize(
    "text",
    [
        "{X}, {T}: Draw X cards.",
        "{X}, {T}: You gain X life.",
        "{X}: Put X tower counters on ~.",
        "{X}, {T}: Put X +1/+1 counters on target creature.",
        "{T}, Remove X charge counters from ~: Target creature gets -X/-X until end of turn.",
        "{X}, {T}, Remove X +1/+1 counters from ~: It deals X damage to any target.",
        "{X}{R}{G}, {T}: Target creature gets +X/+0 and gains trample until end of turn.",
        "{X}, {T}: Search your library for a creature card with mana value X or less, reveal it, "
        "put it into your hand, then shuffle.",
    ],
)
def test_107_3a_activated_x_is_read(text: str) -> None:
    assert _unsupported("Artifact", text) == ()


@pytest.mark.parametrize(
    ("type_line", "text"),
    [
        ("Artifact", "{X}: Draw a card."),  # an X nothing reads
        ("Artifact", "{X}{G}, {T}: Draw a card."),
        ("Creature — Elf", "When ~ enters, put X +1/+1 counters on target creature."),  # 107.3m: no X in its cost
        ("Creature — Elf", "Whenever ~ attacks, you gain X life."),  # X the text doesn't define
        ("Creature — Elf", "Whenever ~ attacks, it gets +X/+0 and gains trample until end of turn."),
        ("Land", "{T}, Remove X storage counters from ~: Add X mana of any one color."),  # X in a mana ability
    ],
)
def test_107_3a_unread_or_undefined_x_is_not_run(type_line: str, text: str) -> None:
    assert _unsupported(type_line, text) == (text,)


def test_107_3a_remove_x_counters_announced() -> None:
    costs = (RemoveCounters("storage", 0, x=True),)
    assert costs[0].text() == "Remove X storage counters from ~"
    assert counters_x(costs) == "storage"
    paid = with_loyalty_x(costs, 3)
    assert paid == (RemoveCounters("storage", 3),) and counters_x(paid) == ""
    assert counters_x((Loyalty(0, x=True),)) == "loyalty"
    assert with_loyalty_x((Loyalty(0, x=True),), 2) == (Loyalty(-2),)
