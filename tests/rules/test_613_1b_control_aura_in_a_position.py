"""CR 613.1b: an Aura with "You control enchanted permanent" set up attached decides who controls
that permanent from the position's first decision — before any action — and the permanent keeps
the summoning sickness its entry gives it (the position is not an event, 302.6)."""

from __future__ import annotations

from arbiter.mtg.actions import Activate
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=())


THEFT = _card("Test Theft", "Enchantment — Aura", "Enchant permanent\nYou control enchanted permanent.")
PINGER = _card("Test Pinger", "Creature — Goblin", "{0}: This creature deals 1 damage to any target.", ("1", "1"))


def _game(active: int) -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: (Entry(THEFT, label="theft", attached_to="pinger"),)})
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: (Entry(PINGER, label="pinger"),)})
    return build(Setup(active, Step.MAIN1, 3, (alice, bob)))


def test_613_1b_the_aura_controls_the_permanent_from_the_start() -> None:
    game, ids = _game(0)
    pinger = game.state.objects[ids["pinger"]]
    assert pinger.controller == 0
    assert pinger.owner == 1
    assert not pinger.sick  # as its entry says: no summoning sickness from the position itself


def test_613_1b_its_new_controller_activates_it_at_once_and_its_owner_cannot() -> None:
    game, ids = _game(0)
    assert game.apply(Activate(ids["pinger"], 0))
    game, ids = _game(1)
    assert not game.apply(Activate(ids["pinger"], 0))  # bob owns it; alice controls it (602.2)
