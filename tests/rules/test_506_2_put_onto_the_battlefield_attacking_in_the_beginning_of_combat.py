"""CR 506.2, 506.3b, 508.4, 508.4c, 508.8: during the whole combat phase — its beginning of combat
step too — the active player is the attacking player, so a creature put onto the battlefield
attacking under their control then is an attacking creature: it can't be declared as an attacker
again, the declare blockers and combat damage steps are not skipped for it, and it deals its
damage. In a main phase no player is attacking and it is never an attacking creature."""

from __future__ import annotations

from arbiter.mtg.actions import DeclareAttackers, Pass
from arbiter.mtg.combat.phase import attack_candidates, can_attack
from arbiter.mtg.effects.tokens import enter_attacking
from arbiter.mtg.enums import Step
from arbiter.mtg.state import PlayerRef
from tests.conftest import player, position


def test_506_2_entering_attacking_in_the_beginning_of_combat_step_attacks() -> None:
    game, labels = position(
        alice=player(
            battlefield=[{"card": "Grizzly Bears", "label": "bears"}, {"card": "Grizzly Bears", "label": "other"}]
        ),
        step=Step.BEGINNING_OF_COMBAT,
    )
    bears = game.obj(labels["bears"])
    enter_attacking(game, bears)  # (as a creature put onto the battlefield attacking now)
    assert game.obj(labels["bears"]).attacking == PlayerRef(1)
    error = can_attack(game, game.obj(labels["bears"]))
    assert error is not None and error.rules == ("508.4",)  # CR 508.4c: no second declaration
    while game.state.step is Step.BEGINNING_OF_COMBAT:
        game.apply(Pass())
    assert game.state.step is Step.DECLARE_ATTACKERS
    assert attack_candidates(game) == [labels["other"]]
    refused = game.apply(DeclareAttackers(((labels["bears"], PlayerRef(1)),)))
    assert not refused and refused.rules == ("508.4",)
    assert game.apply(DeclareAttackers(()))
    while game.state.step is not Step.END_OF_COMBAT and not game.over:
        game.apply(Pass())
    assert game.state.players[1].life == 18  # CR 508.8: its blockers and damage steps were not skipped
    assert not any(e.rule == "508.8" for e in game.state.events)


def test_506_3b_entering_attacking_in_a_main_phase_is_not_attacking() -> None:
    game, labels = position(alice=player(battlefield=[{"card": "Grizzly Bears", "label": "bears"}]), step=Step.MAIN1)
    enter_attacking(game, game.obj(labels["bears"]))
    assert game.obj(labels["bears"]).attacking is None
    assert any(e.rule == "506.3b" for e in game.state.events)
