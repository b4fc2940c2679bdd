"""CR 704.5: state-based actions, checked whenever a player would receive priority."""

from __future__ import annotations

from arbiter.cards.registry import BUILTIN
from arbiter.mtg.actions import Choose, Pass, Pick
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.model import CardDef, Keyword
from tests.conftest import player, position


def test_704_5a_zero_life_loses() -> None:
    game, _ = position(alice=player(life=1), bob=player(life=0), step=Step.UPKEEP)
    game.apply(Pass())
    assert game.over and game.winner == 0
    assert any(e.rule == "704.5a" for e in game.state.events)


def test_704_5b_drawing_from_empty_library_loses_next_check() -> None:
    game, _ = position(alice=player(library=[]), step=Step.UPKEEP)
    game.apply(Pass())
    game.apply(Pass())  # draw step: alice draws from an empty library
    assert game.over and game.winner == 1
    assert any(e.rule == "704.5b" for e in game.state.events)


def test_104_4a_both_players_losing_is_a_draw() -> None:
    game, _ = position(alice=player(life=0), bob=player(life=0), step=Step.UPKEEP)
    game.apply(Pass())
    assert game.over and game.winner is None


def test_704_5c_ten_poison_counters_lose() -> None:
    game, _ = position(step=Step.UPKEEP)
    game.state.players[1].poison = 10
    game.apply(Pass())
    assert game.over and game.winner == 0


def test_704_5f_toughness_zero_goes_to_graveyard() -> None:
    game, labels = position(bob=player(battlefield=[{"card": "Grizzly Bears", "label": "b", "counters": {"-1/-1": 2}}]))
    game.apply(Pass())
    assert game.obj(labels["b"]).zone is Zone.GRAVEYARD
    assert any(e.rule == "704.5f" for e in game.state.events)


def test_704_5g_lethal_damage_destroys() -> None:
    game, labels = position(bob=player(battlefield=[{"card": "Hill Giant", "label": "g", "damage": 3}]))
    game.apply(Pass())
    assert game.obj(labels["g"]).zone is Zone.GRAVEYARD


def test_704_5q_plus_and_minus_counters_cancel() -> None:
    game, labels = position(
        alice=player(battlefield=[{"card": "Hill Giant", "label": "g", "counters": {"+1/+1": 3, "-1/-1": 1}}])
    )
    game.apply(Pass())
    o = game.obj(labels["g"])
    assert o.counter("+1/+1") == 2 and o.counter("-1/-1") == 0


def test_704_5j_legend_rule_asks_which_to_keep() -> None:
    legend = CardDef(
        "Test Legend", None, frozenset({CardType.CREATURE}), supertypes=("Legendary",), power=1, toughness=1
    )
    pool = {"Test Legend": legend}
    from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pool["Test Legend"], "l1"), Entry(pool["Test Legend"], "l2")]})
    game, labels = build(Setup(players=(alice, PlayerSetup())))
    game.apply(Pass())
    dec = game.pending
    assert isinstance(dec, Choose) and dec.rule == "704.5j" and dec.player == 0
    assert game.apply(Pick(labels["l1"]))
    assert game.obj(labels["l1"]).zone is Zone.BATTLEFIELD
    assert game.obj(labels["l2"]).zone is Zone.GRAVEYARD


def test_704_5d_token_outside_the_battlefield_ceases_to_exist() -> None:
    game, _ = position()
    token = game.create(BUILTIN.get("Grizzly Bears"), 0, Zone.BATTLEFIELD, token=True)
    from arbiter.mtg.zones import move

    move(game, token, Zone.GRAVEYARD, "701.8")
    game.journal.forget()
    game.apply(Pass())
    assert token.id not in game.state.objects
    assert token.id not in game.state.players[0].graveyard


def test_704_5h_deathtouch_damage_destroys() -> None:
    game, labels = position(bob=player(battlefield=[{"card": "Hill Giant", "label": "g", "damage": 1}]))
    game.obj(labels["g"]).deathtouched = True
    game.apply(Pass())
    assert game.obj(labels["g"]).zone is Zone.GRAVEYARD
    assert any(e.rule == "704.5h" for e in game.state.events)


def test_702_12b_indestructible_survives_lethal_damage() -> None:
    sturdy = CardDef(
        "Sturdy Test",
        None,
        frozenset({CardType.CREATURE}),
        power=1,
        toughness=1,
        abilities=(Keyword("indestructible"),),
    )
    from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

    game, labels = build(
        Setup(players=(PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(sturdy, "s", damage=5)]}), PlayerSetup()))
    )
    game.apply(Pass())
    assert game.obj(labels["s"]).zone is Zone.BATTLEFIELD
