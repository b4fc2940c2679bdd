"""CR 708.2a: a face-down permanent has no name. A refusal that names it says "a face-down
creature" (its label, also translated), never an empty name — and never the hidden card's name
(708.5: only its controller may look at it)."""

from __future__ import annotations

from arbiter.core.ruling import Illegal
from arbiter.i18n import render
from arbiter.mtg.actions import (
    Activate,
    AssignDamage,
    AssignDamageDecision,
    DeclareAttackers,
    DeclareBlockers,
    Pass,
)
from arbiter.mtg.enums import Step
from arbiter.mtg.state import ObjectRef, PlayerRef
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


def test_708_2a_a_face_down_blocker_in_a_refused_declaration_of_blockers() -> None:
    """CR 509.1c: Lure's requirement isn't obeyed; the refusal's list of the blocks that obey the
    most requirements names the face-down blocker "a face-down creature"."""
    pool = data_pool()
    game, _labels = position(
        alice=player(
            battlefield=[
                {"card": "Grizzly Bears", "label": "bears", "attacking": 1},
                {"card": "Lure", "attached_to": "bears"},
            ],
            pool=pool,
        ),
        bob=player(battlefield=[{"card": "Dwarven Blastminer", "label": "hidden", "face_down": True}], pool=pool),
        step=Step.DECLARE_BLOCKERS,
    )
    ruling = game.apply(DeclareBlockers(()))
    assert isinstance(ruling, Illegal)
    assert "a face-down creature blocks Grizzly Bears" in ruling.reason, ruling.reason
    assert "Blastminer" not in ruling.reason


def test_708_2a_a_face_down_attacker_s_refused_damage_assignment() -> None:
    """CR 510.1c–e: a face-down 2/2 can't assign 3 damage; the refusal names it "a face-down
    creature"."""
    pool = data_pool()
    game, labels = position(
        alice=player(
            battlefield=[{"card": "Dwarven Blastminer", "label": "hidden", "face_down": True, "attacking": 1}],
            pool=pool,
        ),
        bob=player(
            battlefield=[
                {"card": "Llanowar Elves", "label": "e1", "blocking": "hidden"},
                {"card": "Llanowar Elves", "label": "e2", "blocking": "hidden"},
            ],
            pool=pool,
        ),
        step=Step.DECLARE_BLOCKERS,
    )
    while not isinstance(game.state.pending, AssignDamageDecision):
        assert game.state.step is Step.DECLARE_BLOCKERS, game.state.step
        assert not isinstance(game.apply(Pass()), Illegal)
    ruling = game.apply(AssignDamage(((labels["hidden"], ((ObjectRef(labels["e1"], 0), 3),)),)))
    assert isinstance(ruling, Illegal)
    assert ruling.reason.startswith("a face-down creature: "), ruling.reason
