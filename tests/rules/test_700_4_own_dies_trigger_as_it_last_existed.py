"""CR 700.4, 603.10a: "dies" means put into a graveyard from the battlefield as a creature, as
the permanent last existed. A crewed Vehicle's own "When this Vehicle dies" triggers; an
uncrewed one, not a creature, doesn't die."""

from __future__ import annotations

from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.triggers import collect
from arbiter.mtg.zones import move
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{3}", pt=pt, colors=())


SHIP = _card(
    "Test Ship", "Artifact — Vehicle",
    "When this Vehicle dies, you gain 3 life.\nCrew 1 (Tap any number of creatures you control with total power "
    "1 or more: This Vehicle becomes an artifact creature until end of turn.)", ("4", "4"),
)  # fmt: skip
BEAR = _card("Test Bear", "Creature — Bear", "", ("2", "2"))


def _game() -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(SHIP, label="ship"), Entry(BEAR, label="bear")]})
    return build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))


def _destroy(game: Game, oid: int) -> None:
    move(game, game.state.objects[oid], Zone.GRAVEYARD, "701.8a", "is destroyed and put")
    collect(game)


def test_700_4_an_uncrewed_vehicle_put_into_the_graveyard_doesnt_die() -> None:
    game, ids = _game()
    _destroy(game, ids["ship"])
    assert not game.state.waiting


def test_700_4_a_crewed_vehicle_dies_and_its_own_ability_triggers() -> None:
    from arbiter.mtg.actions import Activate, Choose, Pass, Pick

    game, ids = _game()
    assert game.apply(Activate(ids["ship"], 0))  # crew 1
    pending = game.pending
    if isinstance(pending, Choose):
        assert game.apply(Pick(ids["bear"]))  # the creature tapped to crew
    assert game.apply(Pass()) and game.apply(Pass())  # crew resolves
    _destroy(game, ids["ship"])
    assert [w.source for w in game.state.waiting] == [ids["ship"]]
