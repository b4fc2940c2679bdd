"""The record reader and the notation reader never raise: any input gives a game, an action or a
refusal. (10,000 generated records with ``-m slow``.)"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Action
from arbiter.mtg.game import Game
from arbiter.mtg.record import RecordedGame, ReplayRefused
from tests.api.conftest import builtin_decks, play


def base_record() -> dict[str, Any]:
    a, b = builtin_decks()
    game = RecordedGame.new(a[:20], b[:20], seed=3, keep_history=False)
    play(game, 3, 12)
    rec = game.record()
    assert isinstance(rec, dict)
    return rec


BASE = base_record()
KEYS = sorted(BASE)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
action_texts = st.one_of(
    st.text(max_size=30),
    st.sampled_from(BASE["actions"]),
    st.builds(lambda t, k: t[:k], st.sampled_from(BASE["actions"]), st.integers(0, 30)),
)


@st.composite
def records(draw: st.DrawFn) -> object:
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return draw(json_values)
    rec = json.loads(json.dumps(BASE))
    if kind == 1:
        rec[draw(st.sampled_from(KEYS))] = draw(json_values)
    elif kind == 2:
        actions = rec["actions"]
        for _ in range(draw(st.integers(1, 3))):
            i = draw(st.integers(0, len(actions)))
            actions.insert(i, draw(action_texts)) if draw(st.booleans()) else actions.pop(min(i, len(actions) - 1))
    else:
        deck = rec["decks"][draw(st.integers(0, 1))]
        deck[draw(st.integers(0, len(deck) - 1))] = draw(
            st.text(max_size=15) | st.sampled_from(["Forest", "Tarmogoyf"])
        )
    return rec


def replays_or_refuses(rec: object) -> None:
    result = Game.replay(rec)
    assert isinstance(result, RecordedGame | ReplayRefused)
    if isinstance(result, ReplayRefused):
        assert str(result)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records())
def test_any_record_replays_or_is_refused(rec: object) -> None:
    replays_or_refuses(rec)


@pytest.mark.slow
@settings(max_examples=10_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records())
def test_ten_thousand_records(rec: object) -> None:
    replays_or_refuses(rec)


GAME = RecordedGame.new(*builtin_decks(), seed=5, keep_history=False)
play(GAME, 5, 300)


@settings(max_examples=500, deadline=None)
@given(action_texts | st.text(alphabet="ac →←[]#:;,0123456789 Forestlighn", max_size=40))
def test_any_text_parses_to_an_action_or_a_refusal(text: str) -> None:
    result = GAME.parse(text)
    assert isinstance(result, Action | Illegal)
