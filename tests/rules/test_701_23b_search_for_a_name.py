"""CR 701.23a–b, 201.4: "Choose a card name. Search target player's graveyard, hand, and library for
up to four cards with that name and exile them." — the searcher looks at the hidden cards searched
(they are in the searcher's view while they choose), finds them one at a time or "all" (offered only
when every card left fits in the number still allowed), and a name is accepted in any letter case."""

from __future__ import annotations

from arbiter.mtg.actions import Choose, Pick
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup
from arbiter.mtg.view import view
from tests.rules.compiled import compiled_card
from tests.rules.naming import cast_until_name_asked

EGO = compiled_card(
    "Test Ego", "Sorcery", "Choose a card name. Search target opponent's graveyard, hand, and library for up to "
    "four cards with that name and exile them. Then that player shuffles.",
)  # fmt: skip
SECRET = compiled_card("Test Secret", "Instant", "You gain 1 life.")


def _searching(secrets_in_hand: int) -> Game:
    alice = PlayerSetup(zones={Zone.HAND: [Entry(EGO, label="ego")]})
    bob = PlayerSetup(zones={Zone.HAND: [Entry(SECRET) for _ in range(secrets_in_hand)],
                             Zone.LIBRARY: [Entry(SECRET), Entry(SECRET)]})  # fmt: skip
    game = cast_until_name_asked(alice, bob, "ego")
    assert game.apply(Pick("test secret"))  # CR 201.4: the card's name, in any letter case
    return game


def test_701_23a_the_searcher_sees_the_hidden_cards_searched() -> None:
    game = _searching(2)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose == "search"
    seen = {c.name for c in view(game, 0).cards() if c.zone in (Zone.HAND, Zone.LIBRARY) and c.owner == 1}
    assert seen == {"Test Secret"}
    assert "all" in dec.options  # four cards, four allowed


def test_701_23a_all_is_offered_only_when_every_card_left_can_be_found() -> None:
    game = _searching(3)  # five in all, four allowed
    dec = game.pending
    assert isinstance(dec, Choose) and "all" not in dec.options
    for _ in range(4):
        dec = game.pending
        assert isinstance(dec, Choose)
        assert game.apply(Pick(next(o for o in dec.options if isinstance(o, int) and o)))
    bob = game.state.players[1]
    assert len(bob.exile) == 4 and len(bob.hand) + len(bob.library) == 1
