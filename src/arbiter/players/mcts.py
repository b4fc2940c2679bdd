"""Information-set Monte Carlo search over determinized games.

Each iteration draws one determinization of the hidden cards from the seat's knowledge
(``Observation.sample``: never the true hidden cards) and plays *every* surviving candidate action
at the root on it — from the same savepoint and the same random state, so the candidates are
compared on identical hidden cards (common random numbers: the comparison's noise is the
difference between candidates, not between samples). After the candidate, both players play on
as the heuristic would (its combat judgement, its fast policy for the rest: ``rollout``) to a depth
cut-off two turns ahead — past the opponent's answer — where the board
evaluation scores the position (a won game 1, a lost one 0, else a logistic of the score).

The tree is one level deep — the seat's own candidate actions — because the engine's decisions
below it (priority passes, payments) would spread a small budget over moves that don't matter.
Many candidates (attack and block declarations) are narrowed by successive halving: after each
round of samples the worse half is dropped. The heuristic's choice is the prior: it is kept
unless another candidate's mean gain over it, paired sample by sample, is at least ``MARGIN`` and
``CONFIDENCE`` standard errors. Payments, single options, land plays and
questions other than priority, combat and targets go to the heuristic without a search.
"""

from __future__ import annotations

import math
import statistics
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
from arbiter.players.lookahead import choose, not_mana
from arbiter.players.tactics import attack, block, quick

ITERATIONS = 4  # determinizations per searched decision; each plays every surviving candidate
ROLLOUT_TURNS = 2  # the rollout stops at the start of the turn this many turns after the root's
ROLLOUT_DECISIONS = 600
MAX_MOVES = 12  # candidates searched at most (the heuristic's choice always among them)
MARGIN = 0.02  # mean reward another candidate must gain over the heuristic's choice …
CONFIDENCE = 1.5  # … by this many standard errors of the paired differences
SCALE = 12.0  # evaluation points per unit of the logistic


def reward(g: Game, me: int) -> float:
    """A position's worth to ``me`` in [0, 1]."""
    value = evaluate(g, me)
    if abs(value) >= WIN:
        return 1.0 if value > 0 else 0.0
    return 1.0 / (1.0 + math.exp(-value / SCALE))


def rollout(g: Game, me: int, turns: int = ROLLOUT_TURNS, limit: int = ROLLOUT_DECISIONS) -> float:
    """Play on for both players, then score the position for ``me`` (the depth cut-off): combat
    declarations by the heuristic's own judgement (``lookahead.choose``: it tries the listed
    declarations, double blocks among them), everything else by the fast policy — a model of how
    the heuristic plays at a fraction of its cost (the declarations decide most of a turn)."""
    last = g.state.turn + turns
    for _ in range(limit):
        st = g.state
        if st.over or st.turn >= last:
            break
        dec = st.pending
        assert dec is not None
        if isinstance(dec, DeclareAttackersDecision | DeclareBlockersDecision):
            action = choose(g, dec.player)
        else:
            action = quick(g, dec.player)
        if not g.apply(action):
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


def candidates(obs: Observation, sample: Seat, prior: Action) -> list[Action]:
    """The root's moves, in the seat's aliases: the heuristic's choice, the fast policy's own
    declaration in combat, then what the heuristic would weigh (read on a sample, whose listing
    names the seen objects as the seat does), at most ``MAX_MOVES``."""
    g, me = sample.game, obs.player
    engine = list(g.legal_actions())
    seen = sample.legal_actions()
    listed = [m for a, m in zip(engine, seen, strict=True) if _move(g, a) and m in obs.actions]
    first = [prior]
    if isinstance(obs.pending, DeclareAttackersDecision):
        first.append(aliased(sample, attack(g, me)))
    elif isinstance(obs.pending, DeclareBlockersDecision):
        first.append(aliased(sample, block(g, me)))
    moves: list[Action] = []
    for m in [*first, *listed]:
        if m not in moves:
            moves.append(m)
    return moves[:MAX_MOVES]


class MctsPlayer:
    """ISMCTS with a fixed budget of determinizations (``iterations``) or a time budget (``seconds``)."""

    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int = ITERATIONS, seconds: float | None = None) -> None:
        self.rng = Rng(seed ^ 0x9E3779B97F4A7C15)
        self.iterations = iterations
        self.seconds = seconds

    def decide(self, obs: Observation) -> Action:
        if len(obs.actions) == 1 and not isinstance(obs.pending, DeclareAttackersDecision | DeclareBlockersDecision):
            return obs.actions[0]
        me = obs.player
        sample = obs.sample(self.rng)
        prior = aliased(sample, choose(sample.game, me))
        if prior not in obs.actions and not obs.check(prior):  # pragma: no cover - the sample agrees on what is seen
            prior = obs.actions[0]
        if isinstance(prior, PlayLand):
            return prior  # a land first: always
        moves = candidates(obs, sample, prior)
        if len(moves) < 2:
            return prior
        return self._search(obs, moves, prior)

    def _search(self, obs: Observation, moves: list[Action], prior: Action) -> Action:
        me = obs.player
        total = {m: 0.0 for m in moves}
        count = {m: 0 for m in moves}
        gains: dict[Action, list[float]] = {m: [] for m in moves}  # per sample: its reward less the prior's
        alive = list(moves)
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        rounds = max(1, math.ceil(math.log2(len(moves))))
        per_round = max(1, self.iterations // rounds)
        done = 0
        while done < self.iterations if deadline is None else time.perf_counter() < deadline:
            done += 1
            seat = obs.sample(self.rng)
            g = seat.game
            seed = g.state.rng
            got: dict[Action, float] = {}
            for m in alive:
                g.state.rng = seed
                point = g.savepoint()
                if seat.apply(m):
                    got[m] = rollout(g, me)
                    total[m] += got[m]
                    count[m] += 1
                g.restore(point)
            if prior in got:
                for m, v in got.items():
                    gains[m].append(v - got[prior])
            if len(alive) > 2 and done % per_round == 0:
                alive = _halve(alive, total, count, prior)
        return _best(moves, gains, prior)


def _mean(total: dict[Action, float], count: dict[Action, int], m: Action) -> float:
    return total[m] / count[m] if count[m] else -math.inf


def _halve(alive: list[Action], total: dict[Action, float], count: dict[Action, int], prior: Action) -> list[Action]:
    """The better half of ``alive`` by mean reward, the prior always kept (successive halving)."""
    ranked = sorted(alive, key=lambda m: -_mean(total, count, m))
    kept = ranked[: max(2, (len(ranked) + 1) // 2)]
    return kept if prior in kept else [prior, *kept[:-1]]


def _best(moves: list[Action], gains: dict[Action, list[float]], prior: Action) -> Action:
    """The prior, unless the most-sampled candidate with the best mean gain over it (paired on
    the same samples) gains at least ``MARGIN`` by ``CONFIDENCE`` standard errors."""
    most = max(len(v) for v in gains.values())
    if most < 2:
        return prior
    top = max((m for m in moves if len(gains[m]) == most), key=lambda m: statistics.fmean(gains[m]))
    diffs = gains[top]
    mean = statistics.fmean(diffs)
    error = statistics.stdev(diffs) / math.sqrt(len(diffs))
    return top if mean >= MARGIN and mean >= CONFIDENCE * error else prior
