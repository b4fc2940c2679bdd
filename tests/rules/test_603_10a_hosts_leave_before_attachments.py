"""CR 603.10a, 603.6c: permanents that leave the battlefield at once each see the others as they
were just before. An Equipment destroyed or exiled together with its creature was still attached
as the creature left, so "Whenever equipped creature dies" triggers (Skullclamp and Akroma's
Vengeance), whichever of the two the battlefield lists first."""

from __future__ import annotations

import pytest

from arbiter.mtg.actions import Cast, Pass
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.zones import hosts_first
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=())


CLAMP = _card(
    "Test Clamp", "Artifact — Equipment", "Equipped creature gets +1/-1.\nWhenever equipped creature dies, "
    "draw two cards.\nEquip {1}",
)  # fmt: skip
BEAR = _card("Test Bear", "Creature — Bear", "", ("2", "2"))


def _resolve(text: str, clamp_first: bool) -> tuple[int, int]:
    """Alice's creature wears the clamp; Bob resolves a sorcery with ``text``. Returns (triggered
    abilities on the stack, alice's hand after they resolve)."""
    wrath = _card("Test Wrath", "Sorcery", text)
    clamp = Entry(CLAMP, label="clamp", attached_to="bear")
    bear = Entry(BEAR, label="bear")
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [clamp, bear] if clamp_first else [bear, clamp],
            Zone.LIBRARY: [Entry(BEAR) for _ in range(5)],
        }
    )
    bob = PlayerSetup(zones={Zone.HAND: [Entry(wrath, label="wrath")], Zone.LIBRARY: [Entry(BEAR) for _ in range(5)]})
    game, ids = build(Setup(1, Step.MAIN1, 3, (alice, bob)))
    assert game.state.objects[ids["clamp"]].attached_to == ids["bear"]
    assert game.apply(Cast(ids["wrath"]))
    assert game.apply(Pass()) and game.apply(Pass())  # the sorcery resolves
    assert game.state.objects[ids["bear"]].zone is not Zone.BATTLEFIELD
    assert game.state.objects[ids["clamp"]].zone is not Zone.BATTLEFIELD
    on_stack = len(game.state.stack)
    while game.state.stack:
        assert game.apply(Pass()) and game.apply(Pass())
    return on_stack, len(game.state.players[0].hand)


@pytest.mark.parametrize("clamp_first", [True, False])
def test_603_10a_equipment_destroyed_with_its_creature_triggers(clamp_first: bool) -> None:
    assert _resolve("Destroy all artifacts and creatures.", clamp_first) == (1, 2)


@pytest.mark.parametrize("clamp_first", [True, False])
def test_603_10a_equipment_exiled_with_its_creature_does_not_see_a_death(clamp_first: bool) -> None:
    # exiled, the creature doesn't die: nothing triggers, whatever the order
    assert _resolve("Exile all artifacts and creatures.", clamp_first) == (0, 0)


def test_603_10a_hosts_first_keeps_other_orders() -> None:
    assert hosts_first([]) == []
