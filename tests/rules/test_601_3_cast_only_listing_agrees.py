"""CR 601.3: "Cast this spell only during …" / "Cast this spell only if …" — in every step of both
players' turns the listing of legal actions offers such a spell exactly when a cast of it is
accepted, and a refused cast leaves the game as it was. The cards are defined in the test."""

from __future__ import annotations

import pytest

from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Cast, Pass
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card

FESTIVAL = compiled_card(
    "Test Festival", "Instant", "Cast this spell only during an opponent's upkeep.\nCreatures can't attack this turn."
)
RESET = compiled_card(
    "Test Reset", "Instant", "Cast this spell only during an opponent's turn after their upkeep step.\n"
    "Untap all lands you control."
)  # fmt: skip
ANGEL = compiled_card(
    "Test Angel",
    "Creature — Angel",
    "Flash\nCast this spell only if you've cast another spell this turn.",
    pt=("1", "1"),
)
STEPS = (Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGINNING_OF_COMBAT, Step.END)


def _alice_holds_priority(card: CardDef, active: int, step: Step) -> tuple[Game, int]:
    alice = PlayerSetup(zones={Zone.HAND: [Entry(card, label="it")]})
    game, labels = build(Setup(active, step, 3, (alice, PlayerSetup())))
    if active == 1:
        assert game.apply(Pass())  # bob passes: alice holds priority in his step
    return game, labels["it"]


@pytest.mark.parametrize("card", [FESTIVAL, RESET, ANGEL], ids=lambda c: c.name)
@pytest.mark.parametrize("active", [0, 1])
@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.name)
def test_601_3_listed_exactly_when_accepted(card: CardDef, active: int, step: Step) -> None:
    game, it = _alice_holds_priority(card, active, step)
    listed = any(isinstance(a, Cast) and a.card == it for a in game.legal_actions())
    before = repr(game.state)
    ruling = game.apply(Cast(it))
    accepted = not isinstance(ruling, Illegal)
    assert listed == accepted, (card.name, active, step, ruling)
    if not accepted:
        assert repr(game.state) == before  # a refusal leaves the game exactly as it was
    expected = {
        "Test Festival": active == 1 and step is Step.UPKEEP,
        "Test Reset": active == 1 and step is not Step.UPKEEP,
        "Test Angel": False,  # no other spell cast this turn
    }[card.name]
    assert accepted == expected, (card.name, active, step)
