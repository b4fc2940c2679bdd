"""Records: a game → JSON → replay reaches the same digest; a record with an unreadable or
illegal action, or the wrong shape, is refused as a value naming the step."""

from __future__ import annotations

import json

import pytest

import arbiter
from arbiter.core.ruling import Illegal
from arbiter.mtg.game import Game
from arbiter.mtg.record import FORMAT, VERSION, RecordedGame, ReplayRefused
from tests.api.conftest import builtin_decks, compiled_decks, play


def recorded(seed: int, limit: int, compiled: bool = False) -> RecordedGame:
    decks = compiled_decks(seed) if compiled else builtin_decks()
    if decks is None:
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    game = RecordedGame.new(*decks, seed=seed, keep_history=False)
    play(game, seed, limit)
    return game


def texts(rec: dict[str, object]) -> list[str]:
    actions = rec["actions"]
    assert isinstance(actions, list)
    return [str(a) for a in actions]


def assert_replays(game: RecordedGame) -> dict[str, object]:
    rec = game.record()
    assert isinstance(rec, dict)
    rec = json.loads(json.dumps(rec))
    again = Game.replay(rec)
    assert isinstance(again, RecordedGame), again
    assert again.digest() == game.digest() == rec["digest"]
    return rec


@pytest.mark.parametrize("seed", range(3))
def test_record_json_replay_same_digest(seed: int) -> None:
    rec = assert_replays(recorded(seed, 100_000))
    assert rec["format"] == FORMAT and rec["version"] == VERSION and rec["engine"]
    assert rec["seed"] == seed and len(rec["decks"]) == 2 and rec["winner"] in ("alice", "bob", None)


def test_record_of_compiled_cards_replays() -> None:
    assert_replays(recorded(5, 800, compiled=True))


@pytest.mark.slow
def test_two_hundred_games_replay_to_the_same_digest() -> None:
    for seed in range(200):
        assert_replays(recorded(seed, 400, compiled=seed % 2 == 1 and compiled_decks(seed) is not None))


def test_public_game_is_the_recording_game() -> None:
    a, b = builtin_decks()
    game = arbiter.Game.new(a, b, seed=3)
    assert isinstance(game, RecordedGame)
    assert game.apply(game.legal_actions()[0])
    assert game.undo() and game.moves == []
    first, second = game.legal_actions()[0], None
    assert game.attempt([first])
    second = game.legal_actions()[0]
    point = game.savepoint()
    assert game.apply(second)
    game.restore(point)
    assert game.moves == [first]
    fork = game.copy()
    assert fork.moves == [first] and fork.record() == game.record()
    assert_replays(game)


def test_engine_game_keeps_no_record() -> None:
    a, b = builtin_decks()
    ruling = Game.new(a, b, seed=1).record()
    assert isinstance(ruling, Illegal) and "arbiter.Game.new" in ruling.reason


def test_an_unreadable_action_is_refused_with_its_step() -> None:
    rec = assert_replays(recorded(1, 60))
    actions = list(texts(rec))
    actions[20] = "cast Black Lotus"
    refused = Game.replay({**rec, "actions": actions})
    assert isinstance(refused, ReplayRefused) and not refused
    assert refused.step == 21 and refused.action == "cast Black Lotus" and "names no action" in refused.reason
    assert "step 21" in str(refused)


def test_an_illegal_action_is_refused_with_its_step() -> None:
    rec = assert_replays(recorded(1, 60))
    actions = list(texts(rec))
    step = next(i for i, t in enumerate(actions) if t == "pass" and i > 2)
    actions.insert(step, "pay")  # "pay" reads as an action but no cost is being paid
    refused = Game.replay({**rec, "actions": actions})
    assert isinstance(refused, ReplayRefused) and refused.step == step + 1
    assert "illegal" in refused.reason


def test_a_different_ending_is_refused() -> None:
    rec = assert_replays(recorded(2, 40))
    refused = Game.replay({**rec, "digest": "0" * 32})
    assert isinstance(refused, ReplayRefused) and "digest" in refused.reason


@pytest.mark.parametrize(
    "change",
    [
        {"format": "pgn"},
        {"version": 99},
        {"players": ["a"]},
        {"decks": "Forest"},
        {"decks": [["Forest"], [7]]},
        {"seed": "7"},
        {"actions": "pass"},
        {"digest": None},
        {"decks": [["No Such Card"], ["Forest"]]},
    ],
)
def test_malformed_records_are_refused_at_step_zero(change: dict[str, object]) -> None:
    rec = assert_replays(recorded(0, 10))
    refused = Game.replay({**rec, **change})
    assert isinstance(refused, ReplayRefused) and refused.step == 0


def test_not_a_mapping_is_refused() -> None:
    assert isinstance(Game.replay([1, 2]), ReplayRefused)
