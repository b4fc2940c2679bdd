"""A Gymnasium environment: one seat against a chosen opponent, and its vector form.

The agent plays seat ``seat`` (0: deck A); the opponent answers every decision of the other seat
until the game waits for the agent again or ends. An opponent is any callable ``f(seat) -> int |
Action`` (an index into ``seat.legal_actions()``, or one of those actions) or any object with a
``decide(observation) -> Action`` method (the players of ``arbiter.players``: it is given that
package's ``Observation`` of the seat when the package is installed, else the seat itself). If it
has ``reset(seed)`` it is reseeded at each reset. The default is :class:`RandomPolicy`.

Observations, actions, the mask and what happens past ``max_actions``: as for the AEC environment
(:mod:`arbiter.env.observation`, :mod:`arbiter.env.table`). Rewards: +1 win, -1 loss, 0 draw or
not over. ``reset(seed=S)`` gives the game of seed S with the opponent seeded from S.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, cast

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from arbiter.env.observation import MAX_ACTIONS, Vocabulary, observation_space, observe, observe_json, observe_text
from arbiter.env.table import MAX_STEPS, Overflow, RandomPolicy, Table, benchmark_decks
from arbiter.mtg.actions import Action
from arbiter.mtg.model import CardDef
from arbiter.mtg.seat import Seat

Obs = dict[str, np.ndarray]


def ask(opponent: object, seat: Seat) -> int | Action:
    """The opponent's answer for ``seat``'s decision: an index into ``seat.legal_actions()`` or an
    action in the seat's aliases (see the module docstring)."""
    decide = getattr(opponent, "decide", None)
    if callable(decide):
        try:
            base = importlib.import_module("arbiter.players.base")
            choice = decide(base.Observation(seat))
        except ImportError:
            choice = decide(seat)
    elif callable(opponent):
        choice = opponent(seat)
    else:
        raise TypeError(f"an opponent must be callable or have decide(): {opponent!r}")
    if (isinstance(choice, int) and not isinstance(choice, bool)) or isinstance(choice, Action):
        return choice
    raise TypeError(f"the opponent answered {choice!r}, not an action or an index")


class ArbiterEnv(gym.Env[Obs, np.int64]):
    """One seat against an opponent (see the module docstring)."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012 (the base class declares it)

    def __init__(
        self,
        deck_a: Sequence[CardDef] | None = None,
        deck_b: Sequence[CardDef] | None = None,
        *,
        opponent: object = None,
        seat: int = 0,
        max_actions: int = MAX_ACTIONS,
        on_overflow: Overflow = "truncate",
        max_steps: int = MAX_STEPS,
        card_names: Sequence[str] | None = None,
        render_mode: str | None = None,
    ) -> None:
        if deck_a is None or deck_b is None:
            da, db = benchmark_decks()
            deck_a, deck_b = deck_a or da, deck_b or db
        self.table = Table((deck_a, deck_b), ("player_0", "player_1"), max_actions, on_overflow)
        names = card_names if card_names is not None else sorted({c.name for c in (*deck_a, *deck_b)})
        self.vocab = Vocabulary(names)
        self.opponent = opponent if opponent is not None else RandomPolicy()
        self.player = seat
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.observation_space = cast("spaces.Space[Obs]", observation_space(max_actions))
        self.action_space = spaces.Discrete(max_actions)

    def _play_opponent(self) -> None:
        table = self.table
        other = table.seat(1 - self.player)
        while table.deciding == 1 - self.player and table.steps < self.max_steps:
            choice = ask(self.opponent, other)
            if isinstance(choice, int):  # the same index in the game's own list: no alias mapping
                game = other.game
                ruling = game.apply(game.legal_actions()[choice])
            else:
                ruling = other.apply(choice)
            if not ruling:
                raise RuntimeError(f"the opponent chose an illegal action: {ruling}")
            table.steps += 1

    def _obs(self) -> Obs:
        seat = self.table.seat(self.player)
        return observe(seat, self.table.legal(self.player), self.vocab, self.table.max_actions)

    def action_masks(self) -> np.ndarray:
        """The mask as a bool array (the name masked-action learners look for)."""
        return self._obs()["action_mask"].astype(bool)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Obs, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**62)) if seed is None else seed
        self.table.reset(game_seed)
        reseed: Callable[[int], object] | None = getattr(self.opponent, "reset", None)
        if callable(reseed):
            reseed(game_seed ^ 0x5EED)
        self._play_opponent()
        return self._obs(), {"seed": game_seed}

    def step(self, action: np.int64 | int) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        info: dict[str, Any] = {}
        why, cut = self.table.act(self.player, int(action))
        if why is not None:
            info["illegal"] = why
        elif cut:
            info["actions_cut"] = cut
        if why is None:
            self._play_opponent()
        game = self.table.game
        assert game is not None
        terminated = game.over
        truncated = not terminated and self.table.steps >= self.max_steps
        return self._obs(), self.table.reward(self.player), terminated, truncated, info

    def observe_json(self) -> dict[str, object]:
        """The text form of the agent's observation."""
        return observe_json(self.table.seat(self.player), self.table.legal(self.player), self.table.max_actions)

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return observe_text(self.table.seat(self.player), self.table.legal(self.player), self.table.max_actions)


def make_vector_env(count: int, *, asynchronous: bool = False, **kwargs: Any) -> gym.vector.VectorEnv[Any, Any, Any]:
    """``count`` environments stepped together: in this process (``SyncVectorEnv``) or each in its
    own process (``AsyncVectorEnv``). ``kwargs`` go to :class:`ArbiterEnv`; reset with
    ``seed=S`` seeds environment ``i`` with ``S + i``."""

    def make() -> ArbiterEnv:
        return ArbiterEnv(**kwargs)

    fns = [make] * count
    if asynchronous:
        return gym.vector.AsyncVectorEnv(fns)
    return gym.vector.SyncVectorEnv(fns)
