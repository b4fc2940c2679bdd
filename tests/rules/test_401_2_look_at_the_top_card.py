"""CR 401.2: "Look at the top card of target player's library." (Moonring Island) shows the card to
the ability's controller: the look is logged naming the card, and a seat of the other player sees
the look without the card (before, the look was done and nobody was shown anything)."""

from __future__ import annotations

from arbiter.mtg.actions import Activate, Pass, Pay, Pick
from arbiter.mtg.game import Game
from arbiter.mtg.seat import Seat
from arbiter.mtg.state import PlayerRef
from tests.conftest import data_pool, player, position


def _looked(whose: int) -> Game:
    pool = data_pool()
    lands = [{"card": "Moonring Island", "label": "mi"}, {"card": "Island", "label": "island"}]
    alice = player(battlefield=[*lands, "Zephyr Gull", "Zephyr Gull"], library=["Forest", "Plains"], pool=pool)
    bob = player(library=["Lightning Bolt", "Island"], pool=pool)
    g, ids = position(alice, bob)
    assert g.apply(Activate(ids["island"], 0))
    assert g.apply(Activate(ids["mi"], 1))
    assert g.apply(Pick(PlayerRef(whose)))
    assert g.apply(Pay())
    assert g.apply(Pass()) and g.apply(Pass())
    assert not g.state.stack
    return g


def test_the_controller_is_shown_the_top_card_of_the_target_players_library() -> None:
    g = _looked(1)
    mine = [e for e in Seat(g, 0).events() if e.rule == "401.2"]
    assert len(mine) == 1 and "Lightning Bolt" in mine[0].text


def test_the_other_player_sees_the_look_but_not_the_card() -> None:
    g = _looked(1)
    theirs = [e for e in Seat(g, 1).events() if e.rule == "401.2"]
    assert len(theirs) == 1 and "Lightning Bolt" not in theirs[0].text
    assert not any("Lightning Bolt" in e.text for e in Seat(g, 1).events())


def test_looking_at_your_own_library_names_your_top_card_for_you_only() -> None:
    g = _looked(0)
    assert any("Forest" in e.text for e in Seat(g, 0).events() if e.rule == "401.2")
    assert not any("Forest" in e.text for e in Seat(g, 1).events() if e.rule == "401.2")
