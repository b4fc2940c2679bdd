"""CR 401.4, 608.2c: "puts all the cards from their graveyard on the bottom of their library in a
random order" (Endurance) — the library's own cards stay on top, in their order; the graveyard's
go under them in an order the game's seeded random state picks (the same seed, the same order)."""

from __future__ import annotations

from arbiter.mtg.actions import Cast, Choose, Pick
from arbiter.mtg.game import Game
from arbiter.mtg.state import PlayerRef
from tests.conftest import data_pool, player, position

_YARD = ["Grizzly Bears", "Shock", "Island", "Hill Giant", "Serra Angel", "Opt"]


def _resolved(seed: int) -> tuple[Game, dict[str, int]]:
    pool = data_pool()
    game, ids = position(
        player(["Forest"] * 3, hand=[{"card": "Endurance", "label": "endu"}], pool=pool),
        player(
            graveyard=_YARD, library=[{"card": "Plains", "label": "top"}, {"card": "Swamp", "label": "next"}], pool=pool
        ),
    )
    game.state.rng = seed  # (the random state the order is drawn from)
    assert game.apply(next(a for a in game.legal_actions() if isinstance(a, Cast)))
    for _ in range(30):
        dec = game.pending
        if isinstance(dec, Choose) and dec.purpose == "target":
            assert game.apply(Pick(PlayerRef(1)))
        elif not game.state.stack and not game.state.cast and game.state.players[1].graveyard == ():
            break
        else:
            assert game.apply(game.legal_actions()[0])
    return game, ids


def test_401_4_the_graveyard_goes_under_the_library_in_a_seeded_random_order() -> None:
    game, ids = _resolved(12345)
    library = game.state.players[1].library
    assert library[:2] == (ids["top"], ids["next"])  # the library's own cards stay on top
    names = [game.state.objects[c].card.name for c in library[2:]]
    assert sorted(names) == sorted(_YARD) and game.state.players[1].graveyard == ()
    again, _ = _resolved(12345)
    assert [again.state.objects[c].card.name for c in again.state.players[1].library[2:]] == names
