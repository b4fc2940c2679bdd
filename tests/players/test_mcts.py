"""The search player: its rollouts model the opponent as the heuristic, and it searches a pass
only where a spell cast now could differ from one cast later."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import pytest

from arbiter.core.rng import Rng
from arbiter.mtg.actions import Action, Choose, Pass, Pick, Priority
from arbiter.mtg.enums import Step
from arbiter.mtg.game import Game
from arbiter.players import Observation, determinize, mcts
from arbiter.players.base import aliased
from arbiter.players.determinize import Knowledge
from arbiter.players.lookahead import choose
from arbiter.players.mcts import MctsPlayer, _challenger, _significant, _worth_searching, policy
from tests.players.test_players import _decider, _decks, _knowledge, _positions


def test_rollouts_play_the_opponent_as_the_heuristic_does() -> None:
    for game in _positions(6):
        them = _decider(game)
        g = determinize(game, 1 - them, _knowledge(1 - them), Rng(3))
        assert policy(g, 1 - them) == choose(g, them)


def _obs(player: int, active: int, step: Step, stack: tuple[object, ...] = ()) -> Observation:
    view = SimpleNamespace(active=active, step=step, stack=stack)
    return cast(Observation, SimpleNamespace(view=view, pending=Priority(player), player=player))


@pytest.mark.parametrize(
    ("active", "step", "searched"),
    [
        (0, Step.MAIN1, True), (0, Step.UPKEEP, False), (0, Step.DECLARE_BLOCKERS, True), (0, Step.END, False),
        (1, Step.MAIN1, False), (1, Step.DECLARE_ATTACKERS, True), (1, Step.END, True), (1, Step.DRAW, False),
    ],
)  # fmt: skip
def test_a_pass_is_searched_only_in_the_windows_that_matter(active: int, step: Step, searched: bool) -> None:
    assert _worth_searching(_obs(0, active, step), Pass()) is searched
    assert _worth_searching(_obs(0, active, step, stack=(object(),)), Pass())  # a response: always


def test_a_choice_other_than_the_heuristics_needs_a_clear_paired_gain() -> None:
    assert _significant([0.10, 0.12, 0.09, 0.11])
    assert not _significant([0.30, -0.25, 0.20, -0.15])  # noise: the mean is within the errors
    assert not _significant([0.01, 0.012, 0.011])  # consistent but below the margin
    assert not _significant([0.5])  # one sample says nothing


def test_the_challenger_is_the_best_mean_gain_among_the_most_sampled() -> None:
    prior, a, b, c = Pick("prior"), Pick("a"), Pick("b"), Pick("c")
    moves: list[Action] = [prior, a, b, c]
    gains: dict[Action, list[float]] = {prior: [0.0] * 4, a: [0.2, -0.2, 0.3, -0.1], b: [0.1] * 4, c: [0.9, 0.9]}
    assert _challenger(moves, gains, prior) == b  # c has fewer samples: it was halved away early
    assert _challenger(moves, {m: [0.0] * 4 for m in moves}, prior) is None  # no gain: keep the prior


def test_rollouts_play_to_the_end_only_when_a_clock_is_short(monkeypatch: pytest.MonkeyPatch) -> None:
    g = cast(Game, None)
    monkeypatch.setattr(mcts, "clocks", lambda _g: (8.0, mcts.ENDGAME + 1.0))
    assert mcts.horizon(g, 2) == (2, mcts.ROLLOUT_DECISIONS)
    monkeypatch.setattr(mcts, "clocks", lambda _g: (8.0, float(mcts.ENDGAME)))
    assert mcts.horizon(g, 2) == (mcts.ENDGAME_TURNS, mcts.ENDGAME_DECISIONS)


def _opening(seed: int) -> Observation:
    """The first player's keep-or-mulligan decision of a benchmark game (CR 103.5)."""
    a, b = _decks()
    game = Game.new(a, b, seed=seed, keep_history=False)
    seat = game.seat(game.pending.player if game.pending else 0)
    obs = Observation(seat, Knowledge(tuple(a), tuple(b)))
    assert isinstance(obs.pending, Choose) and obs.pending.purpose == "mulligan"
    return obs


@pytest.mark.parametrize(("gains", "chosen"), [((0.0, 1.0), "other"), ((0.5, 0.5), "prior"), ((0.6, 0.4), "prior")])
def test_cr103_5_the_other_answer_to_a_mulligan_needs_a_clear_gain(
    monkeypatch: pytest.MonkeyPatch, gains: tuple[float, float], chosen: str
) -> None:
    obs = _opening(1)
    player = MctsPlayer(1, iterations=2)
    asked: list[tuple[Action, ...]] = []

    def paired(_obs: Observation, moves: tuple[Action, ...], turns: tuple[int, int]) -> dict[Action, float]:
        asked.append(moves)
        return dict(zip(moves, gains, strict=True))

    monkeypatch.setattr(player, "_paired", paired)
    prior = player._opening(obs, Pick("keep"), [Pick("mulligan")])
    assert len(asked) == 6 and asked[0] == (Pick("keep"), Pick("mulligan"))  # 3 samples per iteration
    assert prior == (Pick("mulligan") if chosen == "other" else Pick("keep"))


def test_cr103_5_a_searched_mulligan_plays_both_answers_to_the_end() -> None:
    obs = _opening(2)
    player = MctsPlayer(2, iterations=1)
    player.trace = []
    answer = player.decide(obs)
    assert answer in (Pick("keep"), Pick("mulligan")) and answer in obs.actions
    (_, _, kind, [(_, _, samples)], _) = player.trace[0]
    assert kind == "mulligan" and samples == 3


def _bottom(seed: int) -> Observation:
    """The first player's card to put on the bottom after one mulligan (CR 103.5): it sends its
    first hand back and keeps the second, the other player keeping its first."""
    a, b = _decks()
    game = Game.new(a, b, seed=seed, keep_history=False)
    first = game.pending.player if game.pending else 0
    sent = False
    while isinstance(game.pending, Choose) and game.pending.purpose == "mulligan":
        send = game.pending.player == first and not sent
        sent = sent or send
        assert game.apply(Pick("mulligan" if send else "keep"))
    assert isinstance(game.pending, Choose) and game.pending.purpose == "bottom"
    obs = Observation(game.seat(game.pending.player), Knowledge(tuple(a), tuple(b)))
    assert obs.player == first and len(obs.view.players[first].hand) == 7
    return obs


def test_cr103_5_the_card_put_on_the_bottom_is_weighed_by_name() -> None:
    obs = _bottom(3)
    sample = obs.sample(Rng(1))
    found = choose(sample.game, obs.player)
    others = mcts._alternatives(sample, found)
    objects = sample.game.state.objects
    names = {objects[v].card.name for v in cast(Choose, sample.game.pending).options if isinstance(v, int)}
    assert all(m in obs.actions for m in others) and aliased(sample, found) not in others
    assert len(others) == len(names) - 1  # one card of each name but the heuristic's


def test_cr103_5_a_searched_bottom_plays_every_name_to_the_end() -> None:
    obs = _bottom(3)
    player = MctsPlayer(3, iterations=1)
    player.trace = []
    answer = player.decide(obs)
    assert answer in obs.actions
    (_, _, kind, means, _) = player.trace[0]
    assert kind == "bottom" and means and all(samples == 3 for _, _, samples in means)


@pytest.mark.parametrize(("gains", "chosen"), [((0.0, 1.0), "challenger"), ((0.5, 0.5), "prior")])
def test_a_challenger_is_confirmed_by_whole_games(
    monkeypatch: pytest.MonkeyPatch, gains: tuple[float, float], chosen: str
) -> None:
    obs = _opening(1)
    player = MctsPlayer(1, iterations=2, confirm=4)
    asked: list[tuple[int, int]] = []

    def paired(_obs: Observation, moves: tuple[Action, ...], turns: tuple[int, int]) -> dict[Action, float]:
        asked.append(turns)
        return dict(zip(moves, gains, strict=True))

    monkeypatch.setattr(player, "_paired", paired)
    prior, challenger = Pick("keep"), Pick("mulligan")
    answer = player._confirm(obs, prior, challenger)
    assert asked == [(mcts.WHOLE_TURNS, mcts.WHOLE_DECISIONS)] * 6  # max(confirm, 3 × iterations) samples
    assert answer == (challenger if chosen == "challenger" else prior)
