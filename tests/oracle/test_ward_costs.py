"""Ward with a cost that isn't mana (CR 702.21a): the keyword line compiles, keeps its printed
text, and the ward trigger counters unless that cost is paid."""

from __future__ import annotations

import pytest

from arbiter.cards.oracle import parse_line
from arbiter.mtg.effects.stack import CounterUnlessPays
from arbiter.mtg.effects.ward import CounterUnlessWardCost, WardCost, ward_cost
from arbiter.mtg.enums import CardType
from arbiter.mtg.model import Keyword, Unsupported
from arbiter.mtg.triggers.builtin import is_ward, ward_effect


@pytest.mark.parametrize(
    ("line", "cost"),
    [
        ("Ward—Pay 3 life.", WardCost("pay life", amount=3)),
        ("Ward—Discard a card.", WardCost("discard")),
        ("Ward—Sacrifice a creature.", WardCost("sacrifice", noun="a creature", types=frozenset({CardType.CREATURE}))),
        ("Ward—Sacrifice a permanent.", WardCost("sacrifice", noun="a permanent")),
    ],
)
def test_702_21a_ward_costs_compile_and_keep_their_text(line: str, cost: WardCost) -> None:
    (ability,) = parse_line(line)
    assert isinstance(ability, Keyword) and ability.text() == line and is_ward(ability.name)
    effect = ward_effect(ability.name)
    assert isinstance(effect, CounterUnlessWardCost) and effect.cost == cost and cost.text == line[5:]


@pytest.mark.parametrize("line", ["Ward—Discard a card at random.", "Ward—Sacrifice two permanents.", "Ward—Blight 2."])
def test_702_21a_ward_costs_the_engine_cannot_pay_stay_unsupported(line: str) -> None:
    assert ward_cost(line.removeprefix("Ward—")) is None
    assert all(isinstance(a, Unsupported) for a in parse_line(line))


def test_702_21a_ward_n_is_still_a_mana_payment() -> None:
    (ability,) = parse_line("Ward {2}")
    assert isinstance(ability, Keyword) and isinstance(ward_effect(ability.name), CounterUnlessPays)
