"""CR 708.2a: a face-down permanent has no name. A refusal that names it says "a face-down
creature" (its label, also translated), never an empty name — and never the hidden card's name
(708.5: only its controller may look at it)."""

from __future__ import annotations

from arbiter.core.ruling import Illegal
from arbiter.i18n import render
from arbiter.mtg.actions import Activate, DeclareAttackers
from arbiter.mtg.enums import Step
from arbiter.mtg.state import PlayerRef
from tests.conftest import data_pool, player, position


def test_708_2a_refusals_about_a_face_down_permanent_name_a_face_down_creature() -> None:
    pool = data_pool()
    game, labels = position(
        alice=player(
            battlefield=[
                {"card": "Dwarven Blastminer", "label": "sick", "face_down": True, "sick": True},
                {"card": "Dwarven Blastminer", "label": "tapped", "face_down": True, "tapped": True},
            ],
            pool=pool,
        ),
        step=Step.DECLARE_ATTACKERS,
    )
    refusals = [
        game.apply(DeclareAttackers(((labels["sick"], PlayerRef(1)),))),
        game.apply(DeclareAttackers(((labels["tapped"], PlayerRef(1)),))),
        game.apply(Activate(labels["tapped"], 0)),
    ]
    for ruling in refusals:
        assert isinstance(ruling, Illegal)
        assert ruling.reason.startswith("a face-down creature "), ruling.reason
        assert "Blastminer" not in ruling.reason
        assert "существо лицом вниз" in render(ruling.reason, "ru")
