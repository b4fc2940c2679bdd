"""CR 616.1, 616.1e, 614.1c, 122.6: a permanent that enters with counters — its own "enters with
X +1/+1 counters" and those its "as ~ enters" answers add (riot) — has them put on it in one event;
when "that many plus one" and "twice that many" both apply, its controller chooses which applies
first, as it enters: (2 + 1) × 2 = 6 or 2 × 2 + 1 = 5. Riot's counter is modified like any other."""

from __future__ import annotations

import pytest

from arbiter.mtg.actions import Cast, Choose, Pass, Pay, Pick, Purpose
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None, cost: str = "{0}") -> CardDef:
    return compiled_card(name, type_line, text, cost=cost, pt=pt, colors=("G",))


PLUS = _card(
    "Test Scales", "Enchantment", "If one or more +1/+1 counters would be put on a creature you control, that many "
    "plus one +1/+1 counters are put on it instead.",
)  # fmt: skip
TWICE = _card(
    "Test Menace", "Enchantment", "If one or more +1/+1 counters would be put on a creature you control, twice that "
    "many +1/+1 counters are put on it instead.",
)  # fmt: skip
TWO = _card("Test Construct", "Creature — Construct", "This creature enters with two +1/+1 counters on it.", ("0", "0"))
RIOT = _card(
    "Test Rioter", "Creature — Beast", "Riot (This creature enters with your choice of a +1/+1 counter or haste.)",
    ("2", "2"),
)  # fmt: skip


def _cast(entries: list[Entry], creature: CardDef) -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: entries, Zone.HAND: [Entry(creature, label="it")]})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    assert game.apply(Cast(ids["it"]))
    if not game.state.stack:
        assert game.apply(Pay())
    assert game.apply(Pass()) and game.apply(Pass())  # it resolves: it is about to enter
    return game, ids


@pytest.mark.parametrize(("first", "counters"), [("plus", 6), ("twice", 5)])
def test_616_1_the_entering_permanents_controller_orders_its_counter_replacements(first: str, counters: int) -> None:
    game, ids = _cast([Entry(PLUS, label="plus"), Entry(TWICE, label="twice")], TWO)
    question = game.pending
    assert isinstance(question, Choose) and question.purpose is Purpose.AS_ENTERS
    assert question.player == 0 and question.rule == "616.1"
    assert set(question.options) == {ids["plus"], ids["twice"]}
    assert game.state.objects[ids["it"]].zone is Zone.STACK
    assert game.apply(Pick(ids[first]))
    it = game.state.objects[ids["it"]]
    assert it.zone is Zone.BATTLEFIELD and it.counter("+1/+1") == counters


def test_616_1_no_question_when_the_order_cannot_matter() -> None:
    game, ids = _cast([Entry(PLUS, label="p1"), Entry(PLUS, label="p2")], TWO)
    it = game.state.objects[ids["it"]]
    assert it.zone is Zone.BATTLEFIELD and it.counter("+1/+1") == 4


def test_614_1c_riot_counter_is_put_through_counter_replacements() -> None:
    game, ids = _cast([Entry(PLUS, label="plus")], RIOT)
    question = game.pending
    assert isinstance(question, Choose) and question.purpose is Purpose.AS_ENTERS
    assert game.apply(Pick("yes"))
    it = game.state.objects[ids["it"]]
    assert it.zone is Zone.BATTLEFIELD and it.counter("+1/+1") == 2
