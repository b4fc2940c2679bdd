"""Positions: a moment of a random game written as a scenario setup and loaded back by the judge's
runner gives the same visible state; what the setup format can't hold is refused, not dropped."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from arbiter.cards.registry import BUILTIN
from arbiter.core.ruling import Illegal
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.state import GameObject, ObjectRef
from arbiter.scenario.cards import CardSource, card_source
from arbiter.scenario.loader import load_file
from arbiter.scenario.report import Result
from arbiter.scenario.runner import _Run
from tests.api.conftest import CARDS, builtin_decks, compiled_decks, play
from tests.conftest import player, position


def visible_state(game: Game) -> tuple[object, ...]:
    """Zones, life, poison, mana, counters, tapped, damage, sickness, combat, whose turn, the step."""
    st = game.state

    def obj(i: int) -> tuple[object, ...]:
        o: GameObject = st.objects[i]
        name = (o.face_down or o.card).name
        if o.zone is not Zone.BATTLEFIELD:  # status is a permanent's (stale flags elsewhere are not state)
            return (name, o.owner, tuple(sorted(o.counters)))
        attacking = o.attacking
        target = st.objects[attacking.id].name if isinstance(attacking, ObjectRef) else attacking
        return (
            name, o.owner, o.controller, o.tapped, o.sick, o.damage, tuple(sorted(o.counters)),
            o.face_down is not None, repr(target), tuple(st.objects[a].name for a in o.blocking),
            st.objects[o.attached_to].name if o.attached_to is not None else None,
        )  # fmt: skip

    players = tuple(
        (
            p.life,
            p.poison,
            p.pool,
            [obj(i) for i in p.hand],
            [obj(i) for i in p.library],
            [obj(i) for i in p.graveyard],
            [obj(i) for i in p.exile],
            [obj(i) for i in st.battlefield if st.objects[i].controller == p.index],
        )
        for p in st.players
    )
    dec = st.pending
    return (st.turn, st.active, st.step, type(dec).__name__, dec.player if dec else None, players)


def load(setup: dict[str, object], tmp: Path, cards: CardSource) -> Game:
    path = tmp / "position.yaml"
    path.write_text(yaml.safe_dump({"scenario": "a position from a game", "setup": setup}, sort_keys=False))
    (scenario,) = load_file(path)
    run = _Run(scenario, cards, Result(str(path), scenario.name, "passed", []))
    run.go()
    assert not run.result.failures
    return run.game


def positions_round_trip(game: Game, tmp: Path, cards: CardSource, every: int, limit: int) -> tuple[int, int]:
    written = refused = 0

    def each(g: Game) -> None:
        nonlocal written, refused
        if g.state.event_count % every:
            return
        setup = g.position()
        if isinstance(setup, Illegal):
            refused += 1
            return
        written += 1
        assert visible_state(load(setup, tmp, cards)) == visible_state(g)

    play(game, 0, limit, each)
    return written, refused


@pytest.mark.parametrize("seed", range(2))
def test_positions_of_random_games_load_back(seed: int, tmp_path: Path) -> None:
    a, b = builtin_decks()
    written, _ = positions_round_trip(Game.new(a, b, seed=seed, keep_history=False), tmp_path, BUILTIN, 13, 1200)
    assert written >= 5


def test_positions_of_games_with_compiled_cards_load_back(tmp_path: Path) -> None:
    decks = compiled_decks(11)
    if decks is None:
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    game = Game.new(*decks, seed=11, keep_history=False)
    written, refused = positions_round_trip(game, tmp_path, card_source(str(CARDS)), 11, 600)
    assert written >= 1, refused


def test_combat_positions_keep_attackers_blockers_and_damage(tmp_path: Path) -> None:
    from arbiter.mtg.enums import Step

    game, _ = position(
        player(
            battlefield=[
                {"card": "Grizzly Bears", "label": "b", "attacking": 1, "damage": 1},
                {"card": "Forest", "tapped": True},
            ]
        ),
        player(battlefield=[{"card": "Giant Spider", "blocking": "b", "counters": {"+1/+1": 2}}]),
        step=Step.DECLARE_BLOCKERS,
    )
    setup = game.position()
    assert isinstance(setup, dict)
    assert visible_state(load(setup, tmp_path, BUILTIN)) == visible_state(game)


def test_the_stack_is_refused_plainly() -> None:
    game, _ids = position(player(battlefield=["Mountain"], hand=[{"card": "Lightning Bolt", "label": "bolt"}]))
    for text in ("activate Mountain: {T}: Add {R}.", "cast Lightning Bolt", "target bob", "pay"):
        assert game.apply(game.parse(text)), text  # type: ignore[arg-type]
    refused = game.position()
    assert isinstance(refused, Illegal) and "stack" in refused.reason


def test_the_game_start_and_lands_played_are_refused() -> None:
    a, b = builtin_decks()
    game = Game.new(a, b, seed=1)
    refused = game.position()
    assert isinstance(refused, Illegal) and "not begun" in refused.reason
    played, _ = position(player(hand=["Forest"]))
    assert played.apply(played.parse("play Forest"))  # type: ignore[arg-type]
    refused = played.position()
    assert isinstance(refused, Illegal) and "lands played" in refused.reason


def test_a_position_is_a_scenario_the_judge_runs(tmp_path: Path) -> None:
    import subprocess
    import sys

    a, b = builtin_decks()
    game = Game.new(a, b, seed=2, keep_history=False)
    setup = game.position()
    while isinstance(setup, Illegal) or game.state.turn < 3:
        assert game.apply(game.legal_actions()[0])
        setup = game.position()
    lives = {"alice": game.state.players[0].life, "bob": game.state.players[1].life}
    hands = {"alice": len(game.state.players[0].hand), "bob": len(game.state.players[1].hand)}
    scenario = {"scenario": "a moment of a game", "setup": setup, "expect": {"life": lives, "hand": hands}}
    path = tmp_path / "moment.yaml"
    path.write_text(yaml.safe_dump(scenario, sort_keys=False))
    done = subprocess.run(
        [sys.executable, "-m", "arbiter.cli.main", "judge", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_309_725_726_designations_are_written_and_load_back(tmp_path: Path) -> None:
    """The monarch (CR 725), the initiative (726), a dungeon with its venture marker in a room
    (309.4) and the dungeons completed (309.7) are written as player keys and load back."""
    from dataclasses import replace

    from arbiter.cards.dungeons import dungeon
    from arbiter.mtg.effects.dungeons import completed, marker_of
    from arbiter.mtg.setup_designations import MarkerAt

    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    mad_mage = dungeon("Dungeon of the Mad Mage")
    assert mad_mage is not None
    alice = replace(player(["Grizzly Bears"]), monarch=True, dungeon=MarkerAt(mad_mage, 4), completed=("Undercity",))
    game, _ = position(alice, replace(player(), initiative=True))
    setup = game.position()
    assert not isinstance(setup, Illegal), setup
    players = setup["players"]
    assert isinstance(players, dict)
    assert players["alice"]["monarch"] is True and players["bob"]["initiative"] is True
    assert players["alice"]["dungeon"] == {"name": "Dungeon of the Mad Mage", "room": "Lost Level"}
    assert players["alice"]["completed_dungeons"] == ["Undercity"]
    back = load(setup, tmp_path, card_source(str(CARDS)))
    st = back.state
    marker = marker_of(st, 0)
    assert marker is not None and marker.rooms[marker.room].name == "Lost Level"
    assert completed(st, 0) == ("Undercity",)
    assert st.monarch is not None and st.monarch.player == 0
    assert st.initiative is not None and st.initiative.player == 1
    assert visible_state(back) == visible_state(game)


def test_722_a_prepared_permanent_is_written_and_loads_back(tmp_path: Path) -> None:
    """CR 722.3a, 722.3c: a prepared permanent is written ``prepared: true`` and its copy in exile is
    not listed (loading the setup makes it again); loaded back, the copy is in exile and castable."""
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    cards = card_source(str(CARDS))
    healer = {"card": "Infirmary Healer // Stream of Life", "prepared": True}
    game, _ = position(player([healer, "Forest", "Forest"], pool=cards))
    setup = game.position()
    assert not isinstance(setup, Illegal), setup
    alice = setup["players"]["alice"]  # type: ignore[index]
    assert alice["exile"] == []
    assert {"card": "Infirmary Healer", "prepared": True} in alice["battlefield"]  # (its card: 722.4)
    back = load(setup, tmp_path, cards)
    (copy,) = back.state.players[0].exile
    assert back.state.objects[copy].card.name == "Stream of Life"
    assert visible_state(back) == visible_state(game)


def test_603_2_first_time_each_turn_history_is_refused() -> None:
    """CR 603.2, 500.8: with a card that reads the turn's "first" events in the game, life gained, a
    combat phase ended or attackers declared earlier this turn can't be written (the setup's turn
    would have none of them); without such a card they don't matter."""
    from arbiter.mtg import events as ev
    from arbiter.mtg.enums import Step

    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    cards = card_source(str(CARDS))
    for name, event, words in (
        ("Attended Healer", ev.LifeGained("119.3", 0, 3), "life gained"),
        ("Karlach, Fury of Avernus", ev.StepBegan("511.1", Step.END_OF_COMBAT), "combat phase that ended"),
        ("Aurelia, the Warleader", ev.AttackersDeclared("508.1", "alice", "X", (999,)), "attackers declared"),
    ):
        game, _ = position(player([name], pool=cards), step=Step.MAIN2)
        assert not isinstance(game.position(), Illegal), name
        game.log(event)
        refused = game.position()
        assert isinstance(refused, Illegal) and words in refused.reason, name
        plain, _ = position(player(["Grizzly Bears"], pool=cards), step=Step.MAIN2)
        plain.log(event)
        assert not isinstance(plain.position(), Illegal), name
