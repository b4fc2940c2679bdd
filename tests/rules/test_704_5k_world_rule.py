"""CR 704.5k, the world rule: of two or more permanents with the world supertype, all but the
one that has had it for the shortest time go to their owners' graveyards; after a tie for the
shortest time, all of them go."""

from __future__ import annotations

import json

from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg.actions import Pass
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build


def _world(name: str) -> CardDef:
    record = {
        "name": name, "mana_cost": "{1}", "type_line": "World Enchantment", "oracle_text": "",
        "colors": [], "layout": "normal", "power": None, "toughness": None,
    }  # fmt: skip
    card = compile_record(CardRecord.from_json(json.dumps(record)))
    assert not card.unsupported, card.unsupported
    return card


OLD, NEW = _world("Test Old World"), _world("Test New World")


def _game() -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(OLD, label="old")]})
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(NEW, label="new")]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def test_704_5k_the_older_world_permanent_goes_whoever_controls_it() -> None:
    game, ids = _game()
    assert game.apply(Pass())
    assert game.state.objects[ids["old"]].zone is Zone.GRAVEYARD
    assert game.state.objects[ids["new"]].zone is Zone.BATTLEFIELD


def test_704_5k_a_tie_for_the_shortest_time_puts_all_of_them_into_graveyards() -> None:
    game, ids = _game()
    new = game.state.objects[ids["new"]]
    game.set(game.state.objects[ids["old"]], "timestamp", new.timestamp)  # (as if they entered at once)
    assert game.apply(Pass())
    assert game.state.objects[ids["old"]].zone is Zone.GRAVEYARD
    assert game.state.objects[ids["new"]].zone is Zone.GRAVEYARD
