"""CR 118.12a: "Sacrifice ~ unless you pay 2 life / pay {E}{E} / mill two cards." — an optional
action with an amount and no object, the source sacrificed if it isn't done."""

from __future__ import annotations

import pytest

from arbiter.cards.oracle import parse_effects
from arbiter.mtg.effects.optional import MayCostThen


@pytest.mark.parametrize(
    ("sentence", "kind", "amount"),
    [
        ("Sacrifice ~ unless you pay 1 life.", "pay life", 1),
        ("Sacrifice ~ unless you pay {E}{E}.", "pay energy", 2),
        ("Sacrifice ~ unless you pay {E}.", "pay energy", 1),
        ("Sacrifice ~ unless you mill two cards.", "mill", 2),
        ("Sacrifice ~ unless you mill a card.", "mill", 1),
    ],
)
def test_unless_paid_with_an_amount(sentence: str, kind: str, amount: int) -> None:
    parsed = parse_effects(sentence, ability=True)
    assert parsed is not None
    effects, _ = parsed
    (e,) = effects
    assert isinstance(e, MayCostThen)
    assert (e.kind, e.amount, e.unless) == (kind, amount, "~")
    assert e.text(()) == sentence


@pytest.mark.parametrize("sentence", ["Sacrifice ~ unless you mill zero cards.", "Sacrifice ~ unless you pay {E}{R}."])
def test_unless_paid_near_misses(sentence: str) -> None:
    assert parse_effects(sentence, ability=True) is None
