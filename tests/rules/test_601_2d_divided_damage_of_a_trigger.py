"""CR 601.2d, 603.3d: a triggered ability that divides damage ("any number of target creatures
and/or planeswalkers", Fury) has its division announced as it is put on the stack, at least 1 to
each target; the damage is dealt as divided."""

from __future__ import annotations

from arbiter.mtg.actions import Choose, Pick
from arbiter.mtg.game import Game
from tests.conftest import data_pool, player, position
from tests.rules.judged import cast_until_targets_asked


def _fury_targets_waiting() -> tuple[Game, dict[str, int]]:
    pool = data_pool()
    game, ids = position(
        player(["Mountain"] * 5, hand=[{"card": "Fury", "label": "fury"}], pool=pool),
        player([{"card": "Hill Giant", "label": "giant"}, {"card": "Llanowar Elves", "label": "elves"}], pool=pool),
    )
    return cast_until_targets_asked(game, "Fury's trigger"), ids


def _pick(game: Game, oid: int) -> None:
    dec = game.pending
    assert isinstance(dec, Choose)
    assert game.apply(Pick(next(o for o in dec.options if o != 0 and getattr(o, "id", None) == oid)))


def test_601_2d_fury_divides_4_damage_between_two_creatures() -> None:
    game, ids = _fury_targets_waiting()
    _pick(game, ids["giant"])
    _pick(game, ids["elves"])
    assert game.apply(Pick(0))  # no more targets
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose == "divide"
    assert all(min(split) >= 1 and sum(split) == 4 for split in dec.options)  # at least 1 to each (601.2d)
    assert (3, 1) in dec.options and (4, 0) not in dec.options
    assert game.apply(Pick((3, 1)))
    assert game.apply(game.legal_actions()[0])  # both players pass: the trigger resolves
    assert game.apply(game.legal_actions()[0])
    st = game.state
    assert ids["giant"] in st.players[1].graveyard and ids["elves"] in st.players[1].graveyard
