"""CR 508.1b–c: when the defending player controls Blazing Archon ("Creatures can't attack you.")
and no planeswalker or battle, nothing may be attacked: the listed legal actions are the empty
declaration only (listing them used to fail on an empty list of what may be attacked), and the
computer player declares no attack. With a planeswalker, attacks on it are listed."""

from __future__ import annotations

from arbiter.mtg.actions import DeclareAttackers
from arbiter.mtg.enums import Step
from arbiter.mtg.legal import enumerate_actions
from arbiter.mtg.state import ObjectRef
from arbiter.players.tactics import attack
from tests.conftest import data_pool, player, position


def test_508_1c_nothing_attackable_lists_only_the_empty_declaration() -> None:
    game, _ = position(
        alice=player(battlefield=[{"card": "Grizzly Bears", "label": "bears"}], pool=data_pool()),
        bob=player(battlefield=[{"card": "Blazing Archon", "label": "archon"}], pool=data_pool()),
        step=Step.DECLARE_ATTACKERS,
    )
    assert enumerate_actions(game) == [DeclareAttackers(())]
    assert attack(game, 0) == DeclareAttackers(())


def test_508_1b_a_planeswalker_of_the_protected_player_may_be_attacked() -> None:
    game, labels = position(
        alice=player(battlefield=[{"card": "Grizzly Bears", "label": "bears"}], pool=data_pool()),
        bob=player(
            battlefield=[
                {"card": "Blazing Archon", "label": "archon", "tapped": True},
                {"card": "Jace Beleren", "label": "jace", "counters": {"loyalty": 3}},
            ],
            pool=data_pool(),
        ),
        step=Step.DECLARE_ATTACKERS,
    )
    jace = game.obj(labels["jace"])
    listed = enumerate_actions(game)
    assert DeclareAttackers(((labels["bears"], ObjectRef(jace.id, jace.zcc)),)) in listed
    assert all(isinstance(t, ObjectRef) for a in listed if isinstance(a, DeclareAttackers) for _, t in a.attacks)
