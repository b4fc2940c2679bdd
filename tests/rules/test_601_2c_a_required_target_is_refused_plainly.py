"""CR 601.2c, 603.3d: "target" without "up to" requires a target when a legal one exists. Answering
"no target" (0) to Acidic Slime's enters trigger, whose only legal targets are Alice's own lands, is
refused with that reason — not with "0 is not a legal target", which named an internal value."""

from __future__ import annotations

from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Activate, Cast, Choose, Pass, Pay, Pick
from tests.conftest import data_pool, player, position


def test_601_2c_no_target_refused_for_a_required_target() -> None:
    pool = data_pool()
    game, labels = position(
        alice=player(
            battlefield=[{"card": "Forest", "label": f"f{i}"} for i in range(5)],
            hand=[{"card": "Acidic Slime", "label": "slime"}],
            pool=pool,
        )
    )
    assert game.apply(Cast(labels["slime"]))
    for i in range(5):
        assert game.apply(Activate(labels[f"f{i}"], 0))
    assert game.apply(Pay())
    assert game.apply(Pass())
    assert game.apply(Pass())  # the Slime resolves; its trigger asks for a target
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose == "target" and 0 not in dec.options
    before = game.digest()
    ruling = game.apply(Pick(0))
    assert isinstance(ruling, Illegal)
    assert "601.2c" in ruling.rules and "must be chosen" in ruling.reason and "0 is" not in ruling.reason
    assert game.digest() == before
