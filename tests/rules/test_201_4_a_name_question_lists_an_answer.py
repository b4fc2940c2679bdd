"""CR 201.4, 201.4a: "Choose a creature card name." — any creature card's name in the Oracle card
reference is a legal answer, so the question's listed answers should never be empty while one exists.

When none of the cards the chooser may know has the quality asked for, a few names of the card
reference that do are listed (`card_names.offered_names`): the question is never a dead end, and no
hidden card is shown (the names listed don't depend on the opponent's hand)."""

from __future__ import annotations

from arbiter.mtg.actions import Choose, Pick
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup
from tests.rules.compiled import compiled_card
from tests.rules.naming import cast_until_name_asked

OBLITERATION = compiled_card(
    "Test Obliteration", "Sorcery", "Choose a creature card name. Search target opponent's graveyard, hand, "
    "and library for any number of cards with that name and exile them. Then that player shuffles.",
)  # fmt: skip
BEAST = compiled_card("Test Beast", "Creature — Beast", "", pt=("2", "2"))


def _naming() -> Game:
    alice = PlayerSetup(zones={Zone.HAND: [Entry(OBLITERATION, label="ob")]})
    bob = PlayerSetup(zones={Zone.HAND: [Entry(BEAST)]})  # hidden from alice (402.3)
    return cast_until_name_asked(alice, bob, "ob")


def test_201_4_a_creature_card_name_nobody_knows_is_accepted() -> None:
    game = _naming()
    assert game.apply(Pick("test beast"))  # CR 201.4: any creature card's name


def test_201_4_the_question_lists_an_answer_when_the_chooser_knows_no_creature_card() -> None:
    game = _naming()
    dec = game.pending
    assert isinstance(dec, Choose) and dec.options and "Test Beast" not in dec.options
    assert game.apply(Pick(dec.options[0]))  # CR 201.4: what is listed is accepted
