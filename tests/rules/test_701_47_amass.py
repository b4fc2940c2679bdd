"""CR 701.47a: the Army that gets amass's counters becomes a [subtype] in addition to its other
types — a layer-4 effect with no end (613.1d), lost when it leaves the battlefield (400.7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.effects.keywords import Amass, amass_onto
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.layers import subtypes
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.zones import move

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def test_701_47a_the_chosen_army_becomes_the_subtype_in_addition() -> None:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pool.get("Grizzly Bears"), label="bears")]})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    bears = game.state.objects[ids["bears"]]
    amass_onto(game, bears, Amass("Orc", "Orcs", 2))
    assert subtypes(game, bears) == ("Bear", "Orc")
    assert bears.counter("+1/+1") == 2
    amass_onto(game, bears, Amass("Orc", "Orcs", 1))  # already an Orc: nothing more is added
    assert subtypes(game, bears) == ("Bear", "Orc")
    move(game, bears, Zone.HAND, "400.7")
    move(game, bears, Zone.BATTLEFIELD, "400.7")
    assert subtypes(game, bears) == ("Bear",)  # a new object (CR 400.7)
