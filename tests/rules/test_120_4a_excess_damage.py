"""CR 120.4a: a spell with trample ("This spell can deal excess damage to its target's
controller.") deals the damage beyond lethal damage to a creature — counting damage already
marked, worked out before prevention — to that creature's controller instead."""

from __future__ import annotations

import pytest

from arbiter.mtg.actions import Cast, Pass, Pay, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=("R",))


RAY = _card(
    "Test Ray", "Instant",
    "Trample (This spell can deal excess damage to its target's controller.)\nTest Ray deals 4 damage to target creature.",
)  # fmt: skip
ZAP = _card("Test Zap", "Instant", "Test Zap deals 4 damage to target creature.")
BEAR = _card("Test Bear", "Creature — Bear", "", ("2", "2"))


def _fire(spell: CardDef, damage: int) -> tuple[int, Zone]:
    """Alice casts ``spell`` at Bob's 2/2 with ``damage`` marked; returns Bob's life and where the Bear is."""
    alice = PlayerSetup(zones={Zone.HAND: [Entry(spell, label="spell")]})
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(BEAR, label="bear", damage=damage)]})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    assert game.apply(Cast(ids["spell"]))
    assert game.apply(Pick(ObjectRef(ids["bear"], 0)))  # the target
    if not game.state.stack:
        assert game.apply(Pay())  # ({0})
    assert game.apply(Pass()) and game.apply(Pass())
    return game.state.players[1].life, game.state.objects[ids["bear"]].zone


@pytest.mark.parametrize(("damage", "life"), [(0, 18), (1, 17)])
def test_120_4a_the_excess_beyond_lethal_damage_is_dealt_to_the_controller(damage: int, life: int) -> None:
    assert _fire(RAY, damage) == (life, Zone.GRAVEYARD)


def test_120_4a_a_spell_without_trample_deals_it_all_to_the_creature() -> None:
    assert _fire(ZAP, 0) == (20, Zone.GRAVEYARD)
