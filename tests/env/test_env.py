"""The environments: PettingZoo's and Gymnasium's API checkers, seeded resets, the action mask
and its cap, the vector form, the text form, and that an observation holds no hidden card."""

from __future__ import annotations

import json

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from arbiter.cards.registry import BUILTIN  # noqa: E402
from arbiter.core.rng import Rng  # noqa: E402
from arbiter.env import ActionOverflow, ArbiterAEC, ArbiterEnv, make_vector_env, observe  # noqa: E402
from arbiter.env.observation import Vocabulary  # noqa: E402
from arbiter.env.table import Table, benchmark_decks, seat_key  # noqa: E402
from arbiter.mtg.enums import Zone  # noqa: E402
from arbiter.mtg.seat import Seat  # noqa: E402


def test_pettingzoo_api_test() -> None:
    from pettingzoo.test import api_test

    api_test(ArbiterAEC(render_mode="ansi"), num_cycles=200)


def test_gymnasium_check_env() -> None:
    from gymnasium.utils.env_checker import check_env

    check_env(ArbiterEnv(render_mode="ansi"), skip_render_check=False)


def _play(env: ArbiterEnv, seed: int, steps: int) -> list[dict[str, object]]:
    obs, _ = env.reset(seed=seed)
    rng = Rng(seed)
    seen = [obs]
    for _ in range(steps):
        legal = np.flatnonzero(obs["action_mask"])
        obs, _, done, cut, info = env.step(int(legal[rng.below(len(legal))]))
        assert "illegal" not in info
        seen.append(obs)
        if done or cut:
            break
    return seen


def test_same_seed_same_game() -> None:
    a, b = _play(ArbiterEnv(), 7, 120), _play(ArbiterEnv(), 7, 120)
    assert len(a) == len(b)
    for x, y in zip(a, b, strict=True):
        assert all(np.array_equal(x[k], y[k]) for k in x)
    c = _play(ArbiterEnv(), 8, 120)
    assert any(not np.array_equal(x["hand"], y["hand"]) for x, y in zip(a, c, strict=False))


def test_a_masked_out_action_is_refused_and_changes_nothing() -> None:
    env = ArbiterEnv()
    obs, _ = env.reset(seed=1)
    n = int(obs["legal_count"][0])
    again, reward, done, cut, info = env.step(env.action_space.n - 1 if n < env.action_space.n else n)
    assert "illegal" in info and reward == 0 and not done and not cut
    assert all(np.array_equal(obs[k], again[k]) for k in obs)


def test_observation_is_in_the_space_along_a_game() -> None:
    env = ArbiterEnv()
    for obs in _play(env, 3, 400):
        assert env.observation_space.contains(obs)


def test_more_actions_than_the_cap() -> None:
    """Past the cap: cut and said so (the default), or raised — never silently wrong."""
    table = Table(benchmark_decks(), max_actions=2)
    table.reset(0)
    rng = Rng(0)
    while table.deciding is not None:
        player = table.deciding
        actions = table.legal(player)
        if len(actions) > 2:
            obs = observe(table.seat(player), actions, Vocabulary([]), 2)
            assert obs["legal_count"][0] == len(actions) and obs["action_mask"].tolist() == [1, 1]
            assert table.act(player, 1) == (None, len(actions) - 2)
            break
        table.act(player, rng.below(len(actions)))
    else:
        pytest.fail("no decision with more than two legal actions")
    strict = Table(benchmark_decks(), max_actions=2, on_overflow="raise")
    strict.reset(0)
    with pytest.raises(ActionOverflow):
        while strict.deciding is not None:
            strict.act(strict.deciding, 0)
            strict.legal(strict.deciding if strict.deciding is not None else 0)


def test_vector_env_runs_games_side_by_side() -> None:
    vec = make_vector_env(2)
    obs, _ = vec.reset(seed=5)
    for _ in range(30):
        actions = np.array([np.flatnonzero(m)[0] for m in obs["action_mask"]])
        obs, *_ = vec.step(actions)
    assert obs["game"].shape == (2, 8)
    vec.close()


def test_text_form_numbers_the_legal_actions() -> None:
    env = ArbiterEnv(render_mode="ansi")
    obs, _ = env.reset(seed=2)
    data = env.observe_json()
    json.dumps(data)
    assert len(data["actions"]) == int(obs["legal_count"][0])
    assert data["decision"] is not None
    text = env.render()
    assert text is not None and "library_size" in text


def test_hidden_cards_do_not_change_the_observation() -> None:
    """Replacing every card the seat can't see (the opponent's hand, both libraries) by other
    cards leaves its observation exactly as it was (CR 401.2, 402.3)."""
    decks = benchmark_decks()
    table = Table(decks)
    table.reset(11)
    rng = Rng(11)
    for _ in range(60):  # into the game: a few turns of random play
        player = table.deciding
        assert player is not None
        table.act(player, rng.below(min(len(table.legal(player)), table.max_actions)))
    game = table.game
    assert game is not None
    other = game.copy()
    swap = BUILTIN.get("Lightning Bolt")
    st = other.state
    hidden = [*st.players[1].hand, *st.players[0].library, *st.players[1].library]
    assert hidden and all(st.objects[i].zone in (Zone.HAND, Zone.LIBRARY) for i in hidden)
    for i in hidden:
        st.objects[i].card = swap
    assert game.state.objects[hidden[0]].card is not swap
    vocab = Vocabulary(sorted({c.name for c in (*decks[0], *decks[1])} | {"Lightning Bolt"}))
    before = observe(Seat(game, 0, seat_key(11, 0)), Seat(game, 0, seat_key(11, 0)).legal_actions(), vocab)
    after = observe(Seat(other, 0, seat_key(11, 0)), Seat(other, 0, seat_key(11, 0)).legal_actions(), vocab)
    for key in before:
        assert np.array_equal(before[key], after[key]), key
    seat_a, seat_b = Seat(game, 0, seat_key(11, 0)), Seat(other, 0, seat_key(11, 0))
    from arbiter.env.observation import observe_json

    assert observe_json(seat_a, seat_a.legal_actions()) == observe_json(seat_b, seat_b.legal_actions())
    # the control: a card the seat does see (its own hand) changes the observation
    st.objects[st.players[0].hand[0]].card = swap
    mine = observe(seat_b, seat_b.legal_actions(), vocab)
    assert not np.array_equal(before["hand"], mine["hand"])


def test_aec_same_seed_same_game_and_both_seats_act() -> None:
    def run() -> tuple[list[str], list[int]]:
        env = ArbiterAEC()
        env.reset(seed=4)
        agents, counts = [], []
        for _ in range(150):
            obs, _, done, cut, _ = env.last()
            if done or cut:
                break
            agents.append(env.agent_selection)
            counts.append(int(obs["legal_count"][0]))
            assert env.agent_selection == f"player_{env.table.deciding}"
            env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        return agents, counts

    first = run()
    assert first == run()
    assert set(first[0]) == {"player_0", "player_1"}
    env = ArbiterAEC()
    env.reset(seed=4)
    waiting = next(a for a in env.agents if a != env.agent_selection)
    assert not env.observe(waiting)["action_mask"].any()  # the other seat has nothing to choose
    assert env.observe_json(waiting)["actions"] == []


class _Decider:
    """A player with the decide() interface: the first legal action."""

    name = "first"

    def decide(self, obs: object) -> object:
        seat = obs if isinstance(obs, Seat) else obs._seat  # type: ignore[attr-defined]
        return seat.legal_actions()[0]


def test_opponents_callable_or_decide() -> None:
    def first(seat: Seat) -> int:
        return 0

    for opponent in (first, _Decider()):
        env = ArbiterEnv(opponent=opponent, seat=1)
        obs, _ = env.reset(seed=6)
        for _ in range(40):
            obs, _, done, cut, info = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
            assert "illegal" not in info
            if done or cut:
                break
        assert obs["decision"][2] == 0 or obs["game"][4] == 1  # the agent decides, or the game is over
