"""Information-set Monte Carlo search over determinized games.

Each iteration draws one determinization of the hidden cards from the seat's knowledge
(``Observation.sample``: never the true hidden cards) and plays *every* surviving candidate action
at the root on it — from the same savepoint and the same random state, so the candidates are
compared on identical hidden cards (common random numbers: the comparison's noise is the
difference between candidates, not between samples). After the candidate, both players play on
(``policy``): both sides as the heuristic would — its judgement for combat, targets and the
spells of a side that may act (``OWN_HEURISTIC``: the searching side too, as it will play the
decisions it doesn't search) — and the fast policy for the rest, to a depth cut-off two turns
ahead — past the opponent's answer — where the board evaluation plus a race estimate
(``race.py``: turns to kill for each side) scores the position (a won game 1, a lost one 0, else
a logistic of the score). Where either side's clock is short (``ENDGAME``), a race about to be
decided, the rollouts play on to the end of the game instead (``horizon``, at most
``ENDGAME_TURNS``): late in a lost race every leaf's logistic is near 0, and only the game's end
tells a desperate line (the last burn spell at the face) from holding it.

The tree is one level deep — the seat's own candidate actions — because the engine's decisions
below it (priority passes, payments) would spread a small budget over moves that don't matter.
Many candidates (attack and block declarations) are narrowed by successive halving: after each
round of samples the worse half is dropped. The heuristic's choice is the prior: it is kept
unless another candidate's mean gain over it, paired sample by sample, is at least ``MARGIN`` and
``CONFIDENCE`` standard errors. The search's samples only nominate a challenger (a gain of
``SCREEN`` errors); fresh samples played on to the end of the game decide (``_confirm``) — the best
of many on the same samples looks better than it is, and the short horizon that screens cheaply
can't see what a choice leads to past it.
The keep-or-mulligan decision and the card put on the bottom after a mulligan (CR 103.5) are
searched on their own (``MctsPlayer._opening``): every answer played on to the end of the game
from the same samples, since what a hand is worth shows over the game, not in the next two turns.
Payments, single options, land plays, questions other than priority, combat, targets and the opening hand, and
passes outside the windows where a spell cast now differs from one cast later
(``_worth_searching``) go to the heuristic without a search. A searched decision stops sampling
after ``CPU_CAP`` seconds of the process's CPU time, and a question judged by whole games after
``WHOLE_CAP`` (safety bounds for the rare long combat; CPU time, not the wall clock, so a loaded
machine changes the games only where a decision reaches them).
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
from arbiter.mtg.enums import Step
from arbiter.mtg.game import Game
from arbiter.mtg.seat import Seat
from arbiter.players.base import Observation, aliased
from arbiter.players.evaluate import WIN, evaluate
from arbiter.players.lookahead import choose, not_mana
from arbiter.players.race import clocks, race
from arbiter.players.tactics import attack, block, is_instant_speed, quick

ITERATIONS = 8  # determinizations per searched decision; each plays every surviving candidate
ROLLOUT_TURNS = 2  # the rollout stops at the start of the turn this many turns after the root's
ROLLOUT_DECISIONS = 600
MAX_MOVES = 12  # candidates searched at most (the heuristic's choice always among them)
MARGIN = 0.02  # mean reward another candidate must gain over the heuristic's choice …
CONFIDENCE = 1.5  # … by this many standard errors of the paired differences
SCREEN = 0.5  # standard errors of gain that earn a challenger of the prior a second look …
CONFIRM = 12  # … decided on at least this many fresh determinizations played to the game's end
Searched = tuple[int, str, str, list[tuple[str, float, int]], str]  # turn, step, decision, moves, chosen
RACE = True  # the leaf adds the race estimate (``race.py``) to the board evaluation
SCALE = 12.0  # evaluation points per unit of the logistic
OWN_HEURISTIC = True  # the searching side's own spells in the rollouts: the heuristic's judgement too
ENDGAME = 3  # a side's clock (``race.clocks``, turns) at or under which the rollouts play to the end …
ENDGAME_TURNS = 6  # … or this many turns at most
ENDGAME_DECISIONS = 4000
CPU_CAP = 8.0  # process CPU seconds a searched decision may spend (a safety bound; 0: none)
WHOLE_SAMPLES = 3  # determinizations per unit of ``iterations`` for a question judged by whole games …
WHOLE_TURNS = 40  # … (an opening answer, CR 103.5, or a challenger's confirmation), each game played on to
WHOLE_DECISIONS = 20000  # its end (at most this many turns and decisions) …
WHOLE_CAP = 30.0  # … within this many process CPU seconds


def reward(g: Game, me: int) -> float:
    """A position's worth to ``me`` in [0, 1]."""
    value = evaluate(g, me)
    if abs(value) >= WIN:
        return 1.0 if value > 0 else 0.0
    if RACE:
        value += race(g, me)
    return 1.0 / (1.0 + math.exp(-value / SCALE))


def policy(g: Game, me: int) -> Action:
    """The rollout's action for the decision ``g`` waits for: the heuristic's own judgement
    (``lookahead.choose``) for combat, targets and the spells of a side that may act — the
    opponent model, as the heuristic plays, and (``OWN_HEURISTIC``) the searching side's own later
    play, which the heuristic decides wherever the search doesn't — and the fast policy
    (``tactics.quick``) for the rest (payments, passes with nothing to cast)."""
    dec = g.pending
    assert dec is not None
    if isinstance(dec, DeclareAttackersDecision | DeclareBlockersDecision):
        return choose(g, dec.player)
    if isinstance(dec, Choose) and dec.purpose == "target":
        return choose(g, dec.player)
    if isinstance(dec, Priority) and (OWN_HEURISTIC or dec.player != me) and _may_act(g, dec.player):
        return choose(g, dec.player)
    return quick(g, dec.player)


def _may_act(g: Game, player: int) -> bool:
    """Whether ``player`` could do more than pass: its own main phase, or an instant in hand."""
    st = g.state
    if st.active == player and st.step in (Step.MAIN1, Step.MAIN2):
        return True
    return any(is_instant_speed(st.objects[i]) for i in st.players[player].hand)


def horizon(g: Game, turns: int) -> tuple[int, int]:
    """The rollouts' turns and decisions for a decision at ``g``: to the end of the game (at most
    ``ENDGAME_TURNS``) when either side's clock is ``ENDGAME`` turns or shorter — a race about to
    be decided, where a leaf's estimate can't tell a desperate line from a hopeless one — else
    ``turns``."""
    if ENDGAME and min(clocks(g)) <= ENDGAME:
        return ENDGAME_TURNS, ENDGAME_DECISIONS
    return turns, ROLLOUT_DECISIONS


def rollout(g: Game, me: int, turns: int = ROLLOUT_TURNS, limit: int = ROLLOUT_DECISIONS) -> float:
    """Play on for both players by :func:`policy`, then score the position for ``me`` (the depth
    cut-off): the declarations and the opponent's spells decide most of a turn, and the fast
    policy plays the rest of ours at a fraction of the heuristic's cost."""
    last = g.state.turn + turns
    for _ in range(limit):
        st = g.state
        if st.over or st.turn >= last:
            break
        action = policy(g, me)
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

    def __init__(
        self, seed: int = 0, iterations: int = ITERATIONS, seconds: float | None = None, confirm: int = CONFIRM
    ) -> None:
        self.rng = Rng(seed ^ 0x9E3779B97F4A7C15)
        self.iterations = iterations
        self.seconds = seconds
        self.confirm = confirm
        self.whole = WHOLE_SAMPLES * iterations  # samples of a question judged by whole games (0: the rule's opening)
        self.trace: list[Searched] | None = None  # set to a list to have the searched decisions noted
        self._cap = math.inf  # the process time at which the decision being searched stops sampling
        self._turns = (ROLLOUT_TURNS, ROLLOUT_DECISIONS)  # its rollouts' horizon (``horizon``)

    def decide(self, obs: Observation) -> Action:
        if len(obs.actions) == 1 and not isinstance(obs.pending, DeclareAttackersDecision | DeclareBlockersDecision):
            return obs.actions[0]
        me = obs.player
        sample = obs.sample(self.rng)
        found = choose(sample.game, me)
        prior = aliased(sample, found)
        if prior not in obs.actions and not obs.check(prior):  # pragma: no cover - the sample agrees on what is seen
            prior = obs.actions[0]
        if self.whole and isinstance(obs.pending, Choose) and obs.pending.purpose in ("mulligan", "bottom"):
            return self._opening(obs, prior, _alternatives(sample, found))
        if isinstance(prior, PlayLand) or not _worth_searching(obs, prior):
            return prior  # a land first: always; a pass where a spell gains nothing over a later one
        moves = candidates(obs, sample, prior)
        if len(moves) < 2:
            return prior
        self._cap = time.process_time() + CPU_CAP if CPU_CAP else math.inf
        self._turns = horizon(sample.game, ROLLOUT_TURNS)
        return self._search(obs, moves, prior)

    def _opening(self, obs: Observation, prior: Action, others: list[Action]) -> Action:
        """CR 103.5: keep or mulligan, and the card put on the bottom after a mulligan, weighed by
        whole games: the hand is the one decision the deal leaves to the player, and its worth
        shows over the game — whether the lands and spells it lacks arrive in time — not in the two
        turns the other searches look ahead. Each sample draws both libraries and the opponent's
        hand afresh (``Observation.sample``) and plays every answer on (``rollout``, to the game's
        end); the heuristic's rule stays unless the best other answer wins more by ``CONFIDENCE``
        standard errors of the paired differences."""
        others = [m for m in others if m in obs.actions]
        if not others:
            return prior
        gains = self._whole_games(obs, prior, others, self.whole)
        best = max(others, key=lambda m: statistics.fmean(gains[m]) if gains[m] else -math.inf)
        chosen = best if _significant(gains[best]) else prior
        if self.trace is not None:
            view = obs.view
            means = [(str(m), round(statistics.fmean(v), 3) if v else 0.0, len(v)) for m, v in gains.items()]
            self.trace.append((view.turn, str(view.step), str(getattr(obs.pending, "purpose", "")), means, str(chosen)))
        return chosen

    def _whole_games(
        self, obs: Observation, prior: Action, others: list[Action], samples: int
    ) -> dict[Action, list[float]]:
        """Each of ``others``' paired gains over ``prior`` on up to ``samples`` fresh
        determinizations played to the end of the game; after two samples, bounded by
        ``WHOLE_CAP`` seconds of CPU and the player's time budget."""
        cap = time.process_time() + WHOLE_CAP
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else math.inf
        gains: dict[Action, list[float]] = {m: [] for m in others}
        for done in range(samples):
            if done >= 2 and (time.process_time() > cap or time.perf_counter() > deadline):
                break
            got = self._paired(obs, (prior, *others), (WHOLE_TURNS, WHOLE_DECISIONS))
            for m in others:
                if prior in got and m in got:
                    gains[m].append(got[m] - got[prior])
        return gains

    def _paired(self, obs: Observation, moves: tuple[Action, ...], turns: tuple[int, int]) -> dict[Action, float]:
        """The rollout rewards of ``moves`` on one fresh determinization, each from the same
        savepoint and random state (common random numbers); a move the sample refuses is left out."""
        seat = obs.sample(self.rng)
        g = seat.game
        seed = g.state.rng
        got: dict[Action, float] = {}
        for m in moves:
            g.state.rng = seed
            point = g.savepoint()
            if seat.apply(m):
                got[m] = rollout(g, obs.player, *turns)
            g.restore(point)
        return got

    def _confirm(self, obs: Observation, prior: Action, challenger: Action) -> Action:
        """The challenger the search found, if it beats the prior on fresh determinizations
        (``confirm``, or ``whole`` if more) played on to the end of the game: the search picked it
        as the best of many on the same samples, so its gain there is biased upward (the winner's
        curse), and its short horizon scores a position, not what the choice leads to. Fresh
        samples, more of them, played to the game's end judge it again (bounded by ``WHOLE_CAP``
        seconds of CPU and the player's time budget, after two samples)."""
        diffs = self._whole_games(obs, prior, [challenger], max(self.confirm, self.whole))[challenger]
        return challenger if _significant(diffs) else prior

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
            if done >= 2 and time.process_time() > self._cap:
                break
            done += 1
            seat = obs.sample(self.rng)
            g = seat.game
            seed = g.state.rng
            got: dict[Action, float] = {}
            for m in alive:
                g.state.rng = seed
                point = g.savepoint()
                if seat.apply(m):
                    got[m] = rollout(g, me, *self._turns)
                    total[m] += got[m]
                    count[m] += 1
                g.restore(point)
            if prior in got:
                for m, v in got.items():
                    gains[m].append(v - got[prior])
            if len(alive) > 2 and done % per_round == 0:
                alive = _halve(alive, total, count, prior)
        top = _challenger(moves, gains, prior)
        chosen = prior
        if top is not None:
            chosen = self._confirm(obs, prior, top) if self.confirm else top if _significant(gains[top]) else prior
        if self.trace is not None:
            view = obs.view
            means = [(str(m), round(_mean(total, count, m), 3), count[m]) for m in moves]
            note = str(chosen) if top is None else f"{chosen} (challenger: {top})"
            self.trace.append((view.turn, str(view.step), type(obs.pending).__name__, means, note))
        return chosen


def _alternatives(sample: Seat, found: Action) -> list[Action]:
    """The answers to an opening question other than the heuristic's (``found``, an engine action
    of the sample), in the seat's aliases: the other answer to keep or mulligan; for the card put
    on the bottom (CR 103.5), one card of each other name — two cards of one name leave the same
    hand."""
    dec = sample.game.pending
    assert isinstance(dec, Choose) and isinstance(found, Pick)
    if dec.purpose == "mulligan":
        return [Pick("mulligan") if found == Pick("keep") else Pick("keep")]
    objects = sample.game.state.objects
    names = {v: objects[v].card.name for v in dec.options if isinstance(v, int) and v in objects}
    seen = {names.get(found.value)} if isinstance(found.value, int) else set()
    others: list[Action] = []
    for v, name in names.items():
        if name not in seen:
            seen.add(name)
            others.append(aliased(sample, Pick(v)))
    return others


_WINDOWS = (Step.MAIN1, Step.MAIN2, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS)


def _worth_searching(obs: Observation, prior: Action) -> bool:
    """Whether a priority decision the heuristic would pass is searched: with a spell or ability
    on the stack (a response, CR 117.7), in our main phases (CR 117.1a: sorcery timing), once
    attackers or blockers are declared (CR 508.2, 509.2: combat tricks), and in the opponent's
    end step (CR 513.1: the last chance in its turn). An instant cast at any other time does what
    it would do at the next of these, and searching it there too would spend the budget twice."""
    v = obs.view
    if not isinstance(obs.pending, Priority) or not isinstance(prior, Pass) or v.stack:
        return True
    if v.active == obs.player:
        return v.step in _WINDOWS
    return v.step in (*_WINDOWS[2:], Step.END)


def _mean(total: dict[Action, float], count: dict[Action, int], m: Action) -> float:
    return total[m] / count[m] if count[m] else -math.inf


def _halve(alive: list[Action], total: dict[Action, float], count: dict[Action, int], prior: Action) -> list[Action]:
    """The better half of ``alive`` by mean reward, the prior always kept (successive halving)."""
    ranked = sorted(alive, key=lambda m: -_mean(total, count, m))
    kept = ranked[: max(2, (len(ranked) + 1) // 2)]
    return kept if prior in kept else [prior, *kept[:-1]]


def _challenger(moves: list[Action], gains: dict[Action, list[float]], prior: Action) -> Action | None:
    """The most-sampled candidate with the best mean gain over the prior (paired on the same
    samples), if that gain is at least ``MARGIN`` and ``SCREEN`` standard errors: worth a second
    look (``MctsPlayer._confirm``), or, without one, the choice when it is significant."""
    most = max(len(v) for v in gains.values())
    if most < 2:
        return None
    top = max((m for m in moves if len(gains[m]) == most), key=lambda m: statistics.fmean(gains[m]))
    return top if top != prior and _significant(gains[top], SCREEN) else None


def _significant(diffs: list[float], errors: float = CONFIDENCE) -> bool:
    """Whether paired gains over the prior are at least ``MARGIN`` by ``errors`` standard errors."""
    if len(diffs) < 2:
        return False
    mean = statistics.fmean(diffs)
    error = statistics.stdev(diffs) / math.sqrt(len(diffs))
    return mean >= MARGIN and mean >= errors * error
