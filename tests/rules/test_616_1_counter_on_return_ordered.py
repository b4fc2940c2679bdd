"""CR 616.1, 616.1e, 702.93a: undying returns a creature "with a +1/+1 counter on it"; when
"that many plus one" and "twice that many" both apply to that counter, the returned creature's
controller chooses which applies first — (1 + 1) × 2 = 4 or 1 × 2 + 1 = 3."""

from __future__ import annotations

import pytest

from arbiter.mtg.actions import Cast, Choose, Pass, Pay, Pick, Purpose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=("G",))


PLUS = _card(
    "Test Scales", "Enchantment", "If one or more +1/+1 counters would be put on a creature you control, that many "
    "plus one +1/+1 counters are put on it instead.",
)  # fmt: skip
TWICE = _card(
    "Test Menace", "Enchantment", "If one or more +1/+1 counters would be put on a creature you control, twice that "
    "many +1/+1 counters are put on it instead.",
)  # fmt: skip
WOLF = _card("Test Wolf", "Creature — Wolf", "Undying", ("1", "1"))
ZAP = _card("Test Zap", "Instant", "Test Zap deals 2 damage to target creature.")


@pytest.mark.parametrize(("first", "counters"), [("plus", 4), ("twice", 3)])
def test_616_1_the_returned_creatures_controller_orders_the_counter_replacements(first: str, counters: int) -> None:
    alice = PlayerSetup(
        zones={Zone.BATTLEFIELD: [Entry(PLUS, label="plus"), Entry(TWICE, label="twice"), Entry(WOLF, label="wolf")]}
    )
    bob = PlayerSetup(zones={Zone.HAND: [Entry(ZAP, label="zap")]})
    game, ids = build(Setup(1, Step.MAIN1, 3, (alice, bob)))
    assert game.apply(Cast(ids["zap"]))
    assert game.apply(Pick(ObjectRef(ids["wolf"], 0)))
    if not game.state.stack:
        assert game.apply(Pay())
    assert game.apply(Pass()) and game.apply(Pass())  # the Zap resolves; the Wolf dies, undying triggers
    assert game.apply(Pass()) and game.apply(Pass())  # undying resolves: the Wolf is back, the order is asked
    question = game.pending
    assert isinstance(question, Choose) and question.purpose is Purpose.REPLACEMENT_ORDER
    assert question.player == 0 and question.rule == "616.1"
    assert game.apply(Pick(ids[first]))
    assert game.state.objects[ids["wolf"]].zone is Zone.BATTLEFIELD
    assert game.state.objects[ids["wolf"]].counter("+1/+1") == counters
