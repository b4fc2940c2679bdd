"""A PettingZoo AEC environment: both seats of one game, each acting when the game waits for it.

Agents are ``"player_0"`` (deck A, plays first when the game's seed says so) and ``"player_1"``.
``agent_selection`` is always the player the pending decision names (CR 117: one player decides at
a time; the same agent may act many times in a row). Observations are the seat's arrays
(:mod:`arbiter.env.observation`), actions indices into its legal actions
(:mod:`arbiter.env.table`); the reward is +1/-1 to the winner/loser when the game ends, 0
otherwise. ``reset(seed=S)`` starts the game of seed S: the same seed and actions give the same
game. ``render()`` (``render_mode="ansi"``) and :meth:`ArbiterAEC.observe_json` give the text form.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from arbiter.env.observation import MAX_ACTIONS, Vocabulary, observation_space, observe, observe_json, observe_text
from arbiter.env.table import MAX_STEPS, Overflow, Table, benchmark_decks
from arbiter.mtg.model import CardDef

Obs = dict[str, np.ndarray]
AGENTS = ("player_0", "player_1")


class ArbiterAEC(AECEnv[str, Obs, int | None]):
    """Two seats of one game (see the module docstring)."""

    metadata = {"name": "arbiter_v0", "render_modes": ["ansi"], "is_parallelizable": False, "render_fps": 1}  # noqa: RUF012 (the base class declares it)

    def __init__(
        self,
        deck_a: Sequence[CardDef] | None = None,
        deck_b: Sequence[CardDef] | None = None,
        *,
        max_actions: int = MAX_ACTIONS,
        on_overflow: Overflow = "truncate",
        max_steps: int = MAX_STEPS,
        card_names: Sequence[str] | None = None,
        render_mode: str | None = None,
    ) -> None:
        if deck_a is None or deck_b is None:
            da, db = benchmark_decks()
            deck_a, deck_b = deck_a or da, deck_b or db
        self.table = Table((deck_a, deck_b), AGENTS, max_actions, on_overflow)
        names = card_names if card_names is not None else sorted({c.name for c in (*deck_a, *deck_b)})
        self.vocab = Vocabulary(names)
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self._obs_space = cast("spaces.Space[Obs]", observation_space(max_actions))
        self._act_space = cast("spaces.Space[int | None]", spaces.Discrete(max_actions))
        self.observation_spaces = dict.fromkeys(AGENTS, self._obs_space)
        self.action_spaces = dict.fromkeys(AGENTS, self._act_space)
        self._seed: int | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._act_space

    # -- episode ---------------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1)[0]) if self._seed is None else self._seed + 1
        self._seed = seed
        self.table.reset(seed)
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        self._select()

    def _select(self) -> None:
        deciding = self.table.deciding
        if deciding is not None and not any(self.terminations.values()) and not any(self.truncations.values()):
            self.agent_selection = AGENTS[deciding]
        elif self.agents:
            self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> Obs:
        player = AGENTS.index(agent)
        return observe(self.table.seat(player), self.table.legal(player), self.vocab, self.table.max_actions)

    def observe_json(self, agent: str) -> dict[str, object]:
        """The text form of ``agent``'s observation (:func:`~arbiter.env.observation.observe_json`)."""
        player = AGENTS.index(agent)
        return observe_json(self.table.seat(player), self.table.legal(player), self.table.max_actions)

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._clear_rewards()
        self.infos[agent] = {}
        if action is None:
            self.infos[agent]["illegal"] = "no action given"
            return
        why, cut = self.table.act(AGENTS.index(agent), int(action))
        if why is not None:
            self.infos[agent]["illegal"] = why
        elif cut:
            self.infos[agent]["actions_cut"] = cut
        game = self.table.game
        assert game is not None
        if game.over:
            for i, a in enumerate(AGENTS):
                self.rewards[a] = self.table.reward(i)
                self.terminations[a] = True
        elif self.table.steps >= self.max_steps:
            for a in AGENTS:
                self.truncations[a] = True
        self._accumulate_rewards()
        self._select()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        deciding = self.table.deciding
        player = deciding if deciding is not None else 0
        return observe_text(self.table.seat(player), self.table.legal(player), self.table.max_actions)

    def close(self) -> None:
        pass


def env(**kwargs: Any) -> ArbiterAEC:
    """PettingZoo's customary constructor name."""
    return ArbiterAEC(**kwargs)
