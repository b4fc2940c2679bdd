"""CR 402.3, 708.2a, 201.4: the card names offered as a spell resolves ("Choose a card name.") are
those its chooser may know — never an opponent's face-down permanent nor the cards in an opponent's
hand or library — and the other player's seat sees neither the options of the name question nor the
library cards the searcher looks at (401.2). The cards are defined in the test."""

from __future__ import annotations

from arbiter.mtg.actions import Choose, Pick
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.seat import Seat
from arbiter.mtg.setup import Entry, PlayerSetup
from arbiter.mtg.view import view
from tests.rules.compiled import compiled_card
from tests.rules.naming import cast_until_name_asked

SEARCH = compiled_card(
    "Test Memory Thief", "Sorcery", "Choose a card name. Search target player's graveyard, hand, and library for "
    "any number of cards with that name and exile them. Then that player shuffles.",
)  # fmt: skip
HIDDEN = compiled_card("Test Hidden", "Creature — Bear", "", pt=("2", "2"))
IN_HAND = compiled_card("Test In Hand", "Instant", "You gain 1 life.")
IN_LIBRARY = compiled_card("Test In Library", "Instant", "You gain 2 life.")
MINE_DOWN = compiled_card("Test Mine Down", "Creature — Bear", "", pt=("2", "2"))


def _naming() -> Game:
    alice = PlayerSetup(
        zones={Zone.HAND: [Entry(SEARCH, label="it")], Zone.BATTLEFIELD: [Entry(MINE_DOWN, face_down=True)]}
    )
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(HIDDEN, face_down=True)], Zone.HAND: [Entry(IN_HAND)],
                             Zone.LIBRARY: [Entry(IN_LIBRARY), Entry(IN_HAND)]})  # fmt: skip
    return cast_until_name_asked(alice, bob, "it")


def test_402_3_no_hidden_card_of_the_opponent_is_offered() -> None:
    game = _naming()
    dec = game.pending
    assert isinstance(dec, Choose)
    assert not {"Test Hidden", "Test In Hand", "Test In Library"} & set(dec.options)  # 708.2a, 402.3, 401.2
    assert {"Test Memory Thief", "Test Mine Down"} <= set(dec.options)  # her own cards (her deck's list)


def test_402_3_the_other_seat_sees_no_options() -> None:
    game = _naming()
    waiting = Seat(game, 1).pending
    assert not isinstance(waiting, Choose)
    assert not hasattr(waiting, "options")


def test_401_2_the_searched_library_is_shown_to_the_searcher_only() -> None:
    game = _naming()
    assert game.apply(Pick("Test In Hand"))  # a hidden card's name is still an answer (201.4)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose == "search"
    bob_library = set(game.state.players[1].library)
    seen_by = {p: {c.name for c in view(game, p).cards() if c.zone is Zone.LIBRARY and c.owner == 1} for p in (0, 1)}
    assert seen_by[0] == {"Test In Library", "Test In Hand"} and seen_by[1] <= {None}
    assert bob_library
