"""Shared setup of the card-name tests: alice casts a spell that targets bob and chooses a card
name as it resolves (CR 608.2d, 201.4); the game is returned at that question."""

from __future__ import annotations

from arbiter.mtg.actions import Cast, Choose, Pass, Pay, Pick
from arbiter.mtg.card_names import names_a_card
from arbiter.mtg.enums import Step
from arbiter.mtg.game import Game
from arbiter.mtg.setup import PlayerSetup, Setup, build
from arbiter.mtg.state import PlayerRef


def cast_until_name_asked(alice: PlayerSetup, bob: PlayerSetup, label: str) -> Game:
    """Build the board, cast alice's card ``label`` at bob and let it resolve to its name question."""
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    assert game.apply(Cast(ids[label]))
    dec = game.pending
    if isinstance(dec, Choose) and dec.purpose == "target":
        assert game.apply(Pick(PlayerRef(1)))
    if not game.state.stack:
        assert game.apply(Pay())
    assert game.apply(Pass()) and game.apply(Pass())
    assert names_a_card(game)
    return game
