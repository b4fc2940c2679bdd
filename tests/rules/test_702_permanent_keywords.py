"""CR 702.156a ravenous and 702.161a living metal, on cards written for the test (every printed
card with them also has text the engine can't run yet)."""

from __future__ import annotations

import json

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.actions import Cast, Pass
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.layers import card_types
from arbiter.mtg.mana.autopay import Payment, autopay
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build


def _card(name: str, cost: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> object:
    record = {
        "name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text, "colors": ["G"],
        "layout": "normal", "power": pt[0] if pt else None, "toughness": pt[1] if pt else None,
    }  # fmt: skip
    card = compile_record(CardRecord.from_json(json.dumps(record)))
    assert not card.unsupported, card.unsupported
    return card


_RAVENOUS = (
    "Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)"
)


def _cast_ravenous(x: int) -> tuple[int, int, int]:
    """Cast a {X}{G} 0/0 with ravenous for X; its +1/+1 counters, its controller's hand and library after."""
    gaunt = _card("Test Gaunt", "{X}{G}", "Creature — Tyranid", _RAVENOUS, ("0", "0"))
    forest = _card("Forest", "", "Basic Land — Forest", "({T}: Add {G}.)")
    bear = _card("Test Bear", "{1}{G}", "Creature — Bear", "", ("2", "2"))
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(forest) for _ in range(x + 1)],  # type: ignore[arg-type]
            Zone.HAND: [Entry(gaunt, label="gaunt")],  # type: ignore[arg-type]
            Zone.LIBRARY: [Entry(bear) for _ in range(5)],  # type: ignore[arg-type]
        }
    )
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    assert game.apply(Cast(ids["gaunt"], x=x))
    payment = autopay(game)
    assert isinstance(payment, Payment)
    for action in payment.actions:
        assert game.apply(action)
    while game.state.stack:
        assert game.apply(Pass())
    o = game.state.objects[ids["gaunt"]]
    me = game.state.players[0]
    return o.counter("+1/+1"), len(me.hand), len(me.library)


def test_702_156a_ravenous_x_counters_and_a_card_if_x_is_5_or_more() -> None:
    assert _cast_ravenous(5) == (5, 1, 4)  # five counters; X is 5: draw a card
    assert _cast_ravenous(4) == (4, 0, 5)  # four counters; X is less than 5: no card


def test_702_156a_ravenous_round_trips() -> None:
    gaunt = _card("Test Gaunt", "{X}{G}", "Creature — Tyranid", _RAVENOUS, ("0", "0"))
    assert gaunt.rules_text() == "Ravenous"  # type: ignore[attr-defined]


def test_702_161a_living_metal_a_creature_during_your_turn_only() -> None:
    bot = _card(
        "Test Bot", "{3}", "Artifact — Vehicle",
        "Living metal (During your turn, this Vehicle is also a creature.)\nCrew 2", ("4", "4"),
    )  # fmt: skip
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(bot, label="bot")]})  # type: ignore[arg-type]
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    o = game.state.objects[ids["bot"]]
    assert card_types(game, o) == frozenset({CardType.ARTIFACT, CardType.CREATURE})
    game2, ids2 = build(Setup(1, Step.MAIN1, 3, (alice, PlayerSetup())))
    o2 = game2.state.objects[ids2["bot"]]
    assert card_types(game2, o2) == frozenset({CardType.ARTIFACT})  # the opponent's turn: not a creature
