"""The uniformly random player and the heuristic player."""

from __future__ import annotations

from arbiter.core.rng import Rng
from arbiter.mtg.actions import Action
from arbiter.players.base import Observation, aliased
from arbiter.players.lookahead import choose


class RandomPlayer:
    """Every decision a uniformly random listed legal action (priority passes included)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5DEECE66D)

    def decide(self, obs: Observation) -> Action:
        return obs.actions[self.rng.below(len(obs.actions))]


class HeuristicPlayer:
    """Lands and spells on curve, combat by trades checked by playing it out, removal at the best
    target, instants held for the opponent's turn (``lookahead.py``, ``tactics.py``); it decides
    on one determinized sample of the hidden cards (its rules read only the public board and its
    own hand, so the sample changes nothing but keeps it from holding the real game)."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x2545F4914F6CDD1D)

    def decide(self, obs: Observation) -> Action:
        if len(obs.actions) == 1 and obs.pending.kind not in ("DeclareAttackersDecision", "DeclareBlockersDecision"):
            return obs.actions[0]
        seat = obs.sample(self.rng)
        action = aliased(seat, choose(seat.game, obs.player))
        if action in obs.actions or obs.check(action):
            return action
        return obs.actions[0]  # pragma: no cover - the sample agrees with the game on what is seen
