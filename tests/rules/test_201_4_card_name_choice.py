"""CR 201.4, 402.3: "choose a card name" offers the names its chooser may know of — the cards in
public zones and their own cards — never a card hidden in another player's hand or library (the
list of options would show it to them); any other card's name is accepted as the answer (201.4),
checked against the card reference (201.4a: "a nonland card name" refuses a land's)."""

from __future__ import annotations

from arbiter.core.ruling import Ruling
from arbiter.mtg.actions import Cast, Choose, Pass, Pay, Pick
from arbiter.mtg.card_names import names_a_card
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card

NEEDLE = compiled_card("Test Needle", "Artifact", "As this artifact enters, choose a card name.")
MAGE = compiled_card("Test Mage", "Creature — Human Wizard", "As this creature enters, choose a nonland card name.",
                     pt=("2", "2"))  # fmt: skip
SECRET = compiled_card("Test Secret", "Sorcery", "You gain 1 life.")
OPEN = compiled_card("Test Open", "Instant", "You gain 2 life.")
MINE = compiled_card("Test Mine", "Instant", "You gain 3 life.")
LAND = compiled_card("Test Land", "Land", "")


def _entering(card: CardDef) -> Game:
    alice = PlayerSetup(zones={Zone.HAND: [Entry(card, label="it")], Zone.LIBRARY: [Entry(MINE), Entry(LAND)]})
    bob = PlayerSetup(zones={Zone.HAND: [Entry(SECRET)], Zone.LIBRARY: [Entry(SECRET)], Zone.GRAVEYARD: [Entry(OPEN)]})
    game, _ = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    assert game.apply(Cast(next(iter(game.state.players[0].hand))))
    if not game.state.stack:
        assert game.apply(Pay())
    assert game.apply(Pass()) and game.apply(Pass())  # it resolves: it is about to enter
    return game


def test_201_4_offers_public_and_own_card_names_never_an_opponents_hidden_card() -> None:
    game = _entering(NEEDLE)
    dec = game.pending
    assert isinstance(dec, Choose) and names_a_card(game)
    assert set(dec.options) == {"Test Needle", "Test Mine", "Test Land", "Test Open"}  # not "Test Secret"


def test_201_4a_a_nonland_card_name_offers_no_land() -> None:
    game = _entering(MAGE)
    dec = game.pending
    assert isinstance(dec, Choose) and "Test Land" not in dec.options and "Test Mage" in dec.options


def test_201_4_a_hidden_card_can_still_be_named() -> None:
    game = _entering(NEEDLE)
    ruling: Ruling = game.apply(Pick("Test Secret"))
    assert ruling, ruling
    needle = next(o for o in game.state.objects.values() if o.card.name == "Test Needle")
    assert needle.zone is Zone.BATTLEFIELD and ("Test Secret" in str(needle.chosen))


def test_201_4_no_card_has_the_name_refused_and_the_game_unchanged() -> None:
    game = _entering(NEEDLE)
    before = game.pending
    ruling = game.apply(Pick("Test Nothing"))
    assert not ruling and "201.4" in ruling.rules
    assert game.pending is before


def test_201_4a_a_land_is_refused_for_a_nonland_card_name() -> None:
    game = _entering(MAGE)
    ruling = game.apply(Pick("Test Land"))
    assert not ruling and "201.4a" in ruling.rules
