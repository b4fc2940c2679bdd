"""Information-set Monte Carlo tree search over determinized games.

Each iteration draws one determinization of the hidden cards from the seat's knowledge
(``Observation.sample``: never the true hidden cards), picks a candidate action at the root by
UCB1 among those legal in that sample (availability counts, as single-observer ISMCTS does), plays
it, then plays on with the fast policy (``tactics.quick``) for both players for a few turns and
scores the end by the board evaluation (a won game 1, a lost one 0, else a logistic of the score).
The tree is one level deep — the seat's own candidate actions — because the engine's decisions
below it (priority passes, payments) would spread a small budget over moves that don't matter;
the heuristic's choice is the prior: it starts with ``PRIOR_VISITS`` visits at ``PRIOR_VALUE``.
Payments, single options and questions other than priority, combat and targets go to the
heuristic without a search.
"""

from __future__ import annotations

import math
import time

from arbiter.core.rng import Rng
from arbiter.mtg.actions import (
    Action,
    Activate,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareAttackersDecision,
    DeclareBlockers,
    DeclareBlockersDecision,
    Pass,
    Pick,
    PlayLand,
    Priority,
)
from arbiter.mtg.game import Game
from arbiter.mtg.seat import Seat
from arbiter.players.base import Observation, aliased
from arbiter.players.evaluate import WIN, evaluate
from arbiter.players.lookahead import MAX_LISTED, choose, not_mana
from arbiter.players.tactics import attack, block, quick

ITERATIONS = 32
ROLLOUT_TURNS = 2  # the rollout stops at the start of the turn this many turns after the root's
ROLLOUT_DECISIONS = 600
PRIOR_VISITS = 12  # 32 noisy rollouts must not easily overrule the heuristic (measured: 4 → 11/30, 12 → 6/12)
PRIOR_VALUE = 0.65
EXPLORATION = 0.7
SCALE = 12.0  # evaluation points per unit of the logistic


def reward(g: Game, me: int) -> float:
    """A position's worth to ``me`` in [0, 1]."""
    value = evaluate(g, me)
    if abs(value) >= WIN:
        return 1.0 if value > 0 else 0.0
    return 1.0 / (1.0 + math.exp(-value / SCALE))


def rollout(g: Game, me: int, turns: int = ROLLOUT_TURNS, limit: int = ROLLOUT_DECISIONS) -> float:
    """Play on with the fast policy for both players, then score the position for ``me``."""
    last = g.state.turn + turns
    for _ in range(limit):
        st = g.state
        if st.over or st.turn >= last:
            break
        dec = st.pending
        assert dec is not None
        if not g.apply(quick(g, dec.player)):
            g.apply(g.legal_actions()[0])
    return reward(g, me)


def _move(g: Game, a: Action) -> bool:
    """Whether the root weighs ``a`` (an engine action of the decision ``g`` waits for)."""
    dec = g.pending
    if isinstance(dec, Priority):
        return isinstance(a, Pass | PlayLand | Cast) or (isinstance(a, Activate) and not_mana(g, a))
    if isinstance(dec, DeclareAttackersDecision):
        return isinstance(a, DeclareAttackers)
    if isinstance(dec, DeclareBlockersDecision):
        return isinstance(a, DeclareBlockers)
    return isinstance(dec, Choose) and dec.purpose == "target" and isinstance(a, Pick)


def candidates(obs: Observation, sample: Seat) -> list[Action]:
    """The root's moves, in the seat's aliases: what the heuristic would weigh (read on a sample,
    whose listing names the seen objects as the seat does)."""
    engine = list(sample.game.legal_actions())
    seen = sample.legal_actions()
    moves = [m for a, m in zip(engine, seen, strict=True) if _move(sample.game, a) and m in obs.actions]
    return moves[: MAX_LISTED + 1]


class MctsPlayer:
    """ISMCTS with a fixed iteration budget (``iterations``) or a time budget (``seconds``)."""

    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int = ITERATIONS, seconds: float | None = None) -> None:
        self.rng = Rng(seed ^ 0x9E3779B97F4A7C15)
        self.iterations = iterations
        self.seconds = seconds

    def decide(self, obs: Observation) -> Action:
        me = obs.player
        sample = obs.sample(self.rng)
        prior = aliased(sample, choose(sample.game, me))
        if prior not in obs.actions and not obs.check(prior):  # pragma: no cover - the sample agrees on what is seen
            prior = obs.actions[0]
        moves = candidates(obs, sample)
        if isinstance(obs.pending, DeclareAttackersDecision):
            moves = [prior, *(m for m in moves if m != prior)]
            mine = aliased(sample, attack(sample.game, me))
            moves += [mine] if mine not in moves else []
        elif isinstance(obs.pending, DeclareBlockersDecision):
            moves = [prior, *(m for m in moves if m != prior)]
            mine = aliased(sample, block(sample.game, me))
            moves += [mine] if mine not in moves else []
        if len(moves) < 2 or prior not in moves or isinstance(prior, PlayLand):  # a land first: always
            return prior
        return self._search(obs, moves, prior)

    def _search(self, obs: Observation, moves: list[Action], prior: Action) -> Action:
        me = obs.player
        visits = {m: 0.0 for m in moves}
        total = {m: 0.0 for m in moves}
        avail = {m: 0.0 for m in moves}
        visits[prior] = avail[prior] = PRIOR_VISITS
        total[prior] = PRIOR_VALUE * PRIOR_VISITS
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        done = 0
        while done < self.iterations if deadline is None else time.perf_counter() < deadline:
            done += 1
            seat = obs.sample(self.rng)
            legal = [m for m in moves if seat.check(m)]
            if not legal:
                continue
            for m in legal:
                avail[m] += 1
            move = max(legal, key=lambda m: _ucb(total[m], visits[m], avail[m]))
            seat.apply(move)
            value = rollout(seat.game, me)
            visits[move] += 1
            total[move] += value
        return max(moves, key=lambda m: (visits[m], m == prior))


def _ucb(total: float, visits: float, available: float) -> float:
    if visits == 0:
        return math.inf
    return total / visits + EXPLORATION * math.sqrt(math.log(max(available, 1.0)) / visits)
