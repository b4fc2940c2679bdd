"""CR 602.3: where an opponent chooses a target during activation, the opponent makes the
choice at the time the controller normally would (Magus of the Arena)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Activate, Choose, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import ObjectRef

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def test_602_3_opponent_chooses_the_second_target() -> None:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pool.get("Magus of the Arena"), "magus"),
                                                  Entry(pool.get("Hill Giant"), "giant")]})  # fmt: skip
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pool.get("Grizzly Bears"), "bears")]})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    game.state.players[0].pool = (0, 0, 0, 3, 0, 0)
    assert game.apply(Activate(ids["magus"], 0))
    first = game.pending
    assert isinstance(first, Choose) and first.player == 0  # the controller: target creature you control
    assert game.apply(Pick(ObjectRef(ids["giant"], game.obj(ids["giant"]).zcc)))
    second = game.pending
    assert isinstance(second, Choose) and second.player == 1 and second.rule == "601.2c"
    assert ObjectRef(ids["bears"], game.obj(ids["bears"]).zcc) in second.options
