"""CR 508–511 in their plain form: attackers, blockers, combat damage, first strike, trample."""

from __future__ import annotations

from arbiter.mtg.actions import DeclareAttackers, DeclareBlockers, Pass, Priority
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.state import PlayerRef
from tests.conftest import player, position


def to_combat_damage(game) -> None:  # type: ignore[no-untyped-def]
    while game.state.step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS) and not game.over:
        game.apply(Pass())


def test_508_1a_tapped_and_summoning_sick_creatures_cannot_attack() -> None:
    game, labels = position(
        alice=player(
            battlefield=[
                {"card": "Grizzly Bears", "label": "tapped", "tapped": True},
                {"card": "Grizzly Bears", "label": "sick", "sick": True},
                {"card": "Raging Goblin", "label": "haste", "sick": True},
            ]
        ),
        step=Step.DECLARE_ATTACKERS,
    )
    bob = PlayerRef(1)
    r = game.apply(DeclareAttackers(((labels["tapped"], bob),)))
    assert not r and r.rule == "508.1a"
    r = game.apply(DeclareAttackers(((labels["sick"], bob),)))
    assert not r and r.rule == "302.6"
    assert game.apply(DeclareAttackers(((labels["haste"], bob),)))  # CR 702.10b: haste
    assert game.obj(labels["haste"]).tapped  # CR 508.1f


def test_702_20b_vigilance_attacker_does_not_tap() -> None:
    game, labels = position(
        alice=player(battlefield=[{"card": "Serra Angel", "label": "a"}]), step=Step.DECLARE_ATTACKERS
    )
    assert game.apply(DeclareAttackers(((labels["a"], PlayerRef(1)),)))
    assert not game.obj(labels["a"]).tapped


def test_508_8_no_attackers_skips_blockers_and_damage() -> None:
    game, _ = position(alice=player(battlefield=["Grizzly Bears"]), step=Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttackers(()))
    game.apply(Pass())
    game.apply(Pass())
    assert game.state.step is Step.END_OF_COMBAT
    assert any(e.rule == "508.8" for e in game.state.events)


def test_702_9b_flying_blocked_only_by_flying_or_reach() -> None:
    game, labels = position(
        alice=player(battlefield=[{"card": "Serra Angel", "label": "angel", "attacking": 1}]),
        bob=player(
            battlefield=[{"card": "Grizzly Bears", "label": "bears"}, {"card": "Giant Spider", "label": "spider"}]
        ),
        step=Step.DECLARE_BLOCKERS,
    )
    r = game.apply(DeclareBlockers(((labels["bears"], labels["angel"]),)))
    assert not r and "702.9b" in r.rules and "509.1b" in r.rules
    assert game.apply(DeclareBlockers(((labels["spider"], labels["angel"]),)))


def test_510_1_unblocked_damage_to_player_and_blocked_exchange() -> None:
    game, labels = position(
        alice=player(
            battlefield=[
                {"card": "Hill Giant", "label": "giant", "attacking": 1},
                {"card": "Grizzly Bears", "label": "bears", "attacking": 1},
            ]
        ),
        bob=player(battlefield=[{"card": "Grizzly Bears", "label": "blocker"}]),
        step=Step.DECLARE_BLOCKERS,
    )
    game.apply(DeclareBlockers(((labels["blocker"], labels["giant"]),)))
    game.apply(Pass())
    game.apply(Pass())
    assert game.state.step is Step.COMBAT_DAMAGE
    assert game.state.players[1].life == 18
    assert game.obj(labels["blocker"]).zone is Zone.GRAVEYARD
    assert game.obj(labels["giant"]).damage == 2
    assert game.pending == Priority(0)  # CR 510.3


def test_510_1c_blocked_creature_whose_blocker_left_deals_no_damage() -> None:
    game, labels = position(
        alice=player(battlefield=[{"card": "Hill Giant", "label": "giant", "attacking": 1}]),
        bob=player(battlefield=[{"card": "Grizzly Bears", "label": "b", "blocking": "giant"}]),
        step=Step.DECLARE_BLOCKERS,
    )
    from arbiter.mtg.zones import move

    move(game, game.obj(labels["b"]), Zone.GRAVEYARD, "701.8")
    game.journal.forget()
    game.apply(Pass())
    game.apply(Pass())
    assert game.state.players[1].life == 20


def test_514_2_damage_wears_off_in_cleanup() -> None:
    game, labels = position(
        alice=player(battlefield=[{"card": "Hill Giant", "label": "g", "damage": 2}]), step=Step.END
    )
    game.apply(Pass())
    game.apply(Pass())
    assert game.obj(labels["g"]).damage == 0
    assert game.state.turn == 4 and game.state.active == 1


def test_514_1_discard_to_seven_in_cleanup() -> None:
    game, _ = position(alice=player(hand=["Forest"] * 9), step=Step.END)
    game.apply(Pass())
    game.apply(Pass())
    from arbiter.mtg.actions import Choose, Pick

    for _ in range(2):
        dec = game.pending
        assert isinstance(dec, Choose) and dec.rule == "514.1"
        game.apply(Pick(dec.options[0]))
    assert len(game.state.players[0].hand) == 7
    assert game.state.active == 1
