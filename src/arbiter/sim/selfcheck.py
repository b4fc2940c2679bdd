"""The engine checks itself: every action ``legal_actions()`` lists is accepted, every decision
has an accepted option, and no Python exception escapes — over random games between random
decks of supported cards.

At each decision one listed action is chosen at random and applied; every other listed action is
judged with ``check()`` (which changes nothing) and by performing it in full and reversing it —
the two must agree. To keep that affordable, passing priority is
checked once per priority situation (turn, step, player, stack) rather than at every repeat:
random players hold priority thousands of times in the same empty-stack step, and the pass there
is the same action in the same position. A listed action that is refused is counted (and the game
goes on with an accepted one); a decision where none is accepted is a dead end and ends the game;
a game still going after ``max_decisions`` is reported as unfinished, never left to hang.
"""

from __future__ import annotations

import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from arbiter.core.rng import Rng, splitmix64
from arbiter.core.ruling import Illegal, Ruling
from arbiter.mtg.actions import Action, Pass, Priority
from arbiter.mtg.game import Game
from arbiter.sim.decks import SupportedCards, random_deck

MAX_DECISIONS = 6000
EXAMPLES = 5  # examples kept for each kind of failure
KINDS = ("refused_listed", "dead_ends", "exceptions", "unfinished")
FAILURES = KINDS[:3]  # what makes a run fail (a game cut short at the bound is only reported)


@dataclass(frozen=True, slots=True)
class Failure:
    """One failure, with what is needed to find and reproduce it (``arbiter selfcheck --seed S
    --game G`` replays game G of seed S alone)."""

    kind: str
    seed: int
    game: int
    decision: int
    card: str
    pending: str
    action: str
    reason: str
    rules: tuple[str, ...] = ()

    def as_json(self) -> dict[str, object]:
        return {
            "seed": self.seed,
            "game": self.game,
            "decision": self.decision,
            "card": self.card,
            "pending": self.pending,
            "action": self.action,
            "reason": self.reason,
            "rules": list(self.rules),
        }

    def line(self) -> str:
        rules = f" ({', '.join(self.rules)})" if self.rules else ""
        return (
            f"game {self.game} (--seed {self.seed} --game {self.game}), decision {self.decision}: "
            f"{self.card or '-'}: {self.action} at {self.pending}: {self.reason}{rules}"
        )


@dataclass(slots=True)
class Tally:
    """The counts of a run and a few examples of each kind of failure."""

    games: int = 0
    decisions: int = 0
    checked: int = 0
    passes_not_rechecked: int = 0
    counts: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[Failure]] = field(default_factory=dict)

    def add(self, failure: Failure) -> None:
        self.counts[failure.kind] += 1
        self.reasons[f"{failure.kind}: {_category(failure)}"] += 1
        kept = self.examples.setdefault(failure.kind, [])
        if len(kept) < EXAMPLES:
            kept.append(failure)

    @property
    def clean(self) -> bool:
        return not any(self.counts[k] for k in FAILURES)


@dataclass(frozen=True, slots=True)
class SelfcheckReport:
    tally: Tally
    seconds: float
    cards: str
    interrupted: bool = False  # stopped by Ctrl-C: the counts are of the games checked so far

    def as_json(self) -> dict[str, object]:
        t = self.tally
        return {
            "games": t.games,
            "interrupted": self.interrupted,
            "decisions": t.decisions,
            "refused_listed": t.counts["refused_listed"],
            "dead_ends": t.counts["dead_ends"],
            "exceptions": t.counts["exceptions"],
            "unfinished": t.counts["unfinished"],
            "checked": t.checked,
            "passes_not_rechecked": t.passes_not_rechecked,
            "seconds": round(self.seconds, 2),
            "cards": self.cards,
            "reasons": dict(t.reasons.most_common(40)),
            "examples": {k: [f.as_json() for f in t.examples.get(k, [])] for k in KINDS if t.examples.get(k)},
        }

    def text(self) -> str:
        t = self.tally
        lines = [
            f"{t.games} games, {t.decisions} decisions, {t.checked} listed actions judged "
            f"({t.passes_not_rechecked} repeated priority passes not re-checked) in {self.seconds:.1f} s"
            + (" (interrupted)" if self.interrupted else ""),
            f"cards: {self.cards}",
        ]
        for kind in KINDS:
            lines.append(f"{kind.replace('_', ' ')}: {t.counts[kind]}")
            lines.extend("  " + f.line() for f in t.examples.get(kind, []))
        return "\n".join(lines)


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run (each game is reproducible on its own)."""
    return splitmix64(splitmix64(seed)[1] ^ index)[1] >> 1


def _category(f: Failure) -> str:
    """A failure without its numbers: what groups it with others of its kind."""
    words = "".join("#" if ch.isdigit() else ch for ch in f.reason)
    return f"{words} [{', '.join(f.rules)}]" if f.rules else words


def _subject(g: Game, action: Action | None) -> str:
    """The card an action or the current decision is about, for a report."""
    st = g.state
    for attr in ("card", "source", "permanent"):
        oid = getattr(action, attr, None)
        if isinstance(oid, int) and oid in st.objects:
            return st.objects[oid].card.name
    if st.cast is not None and st.cast.obj in st.objects:
        o = st.objects[st.cast.obj]
        source = st.objects.get(o.source) if o.source is not None else None
        return (source or o).card.name
    if st.resolving is not None:
        first = st.resolving[0] if isinstance(st.resolving, tuple) and st.resolving else st.resolving
        resolving = st.objects.get(first) if isinstance(first, int) else None
        if resolving is not None:
            return resolving.card.name
    return ""


class _GameCheck:
    """One game, decision by decision."""

    def __init__(self, tally: Tally, seed: int, index: int, game: Game, rng: Rng) -> None:
        self.tally = tally
        self.seed = seed
        self.index = index
        self.game = game
        self.rng = rng
        self.decision = 0
        self.passes_seen: set[tuple[object, ...]] = set()

    def fail(self, kind: str, action: Action | None, reason: str, rules: Sequence[str] = ()) -> None:
        g = self.game
        self.tally.add(
            Failure(kind, self.seed, self.index, self.decision, _subject(g, action), repr(g.pending),
                    repr(action) if action is not None else "-", reason, tuple(rules))
        )  # fmt: skip

    def exception(self, where: str, action: Action | None, exc: BaseException) -> None:
        frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
        at = f" at {Path(frame.filename).name}:{frame.lineno}" if frame else ""
        self.fail("exceptions", action, f"{where}: {type(exc).__name__}: {exc}{at}")

    def judge(self, action: Action, apply: bool) -> Ruling | None:
        """The ruling on ``action`` (applied, or only checked — by ``check()`` and by performing it
        in full and reversing it, which must agree); None when an exception escaped."""
        try:
            if apply:
                return self.game.apply(action)
            quick = self.game.check(action)
            full = self.game.full_check(action)
        except Exception as exc:
            self.exception("apply" if apply else "check", action, exc)
            return None
        if type(quick) is not type(full):
            self.fail("exceptions", action, f"check() says {quick} but performing it says {full}")
        return full

    def _skip_pass(self, action: Action) -> bool:
        st = self.game.state
        if not (isinstance(action, Pass) and isinstance(st.pending, Priority)):
            return False
        key = (st.turn, st.step, st.pending.player, st.stack, st.cast is None)
        if key in self.passes_seen:
            return True
        self.passes_seen.add(key)
        return False

    def step(self) -> bool:
        """Make one decision; False when the game cannot go on (a dead end or a broken enumeration)."""
        g = self.game
        try:
            actions = list(g.legal_actions())
        except Exception as exc:
            self.exception("legal_actions", None, exc)
            return False
        chosen = self.rng.below(len(actions)) if actions else 0
        accepted: list[Action] = []
        for i, action in enumerate(actions):
            if i == chosen:
                continue
            if self._skip_pass(action):
                self.tally.passes_not_rechecked += 1
                accepted.append(action)  # judged the first time in this situation
                continue
            self.tally.checked += 1
            ruling = self.judge(action, apply=False)
            if isinstance(ruling, Illegal):
                self.fail("refused_listed", action, ruling.reason, ruling.rules)
            elif ruling is not None:
                accepted.append(action)
        tries = [actions[chosen]] if actions else []
        while tries:
            action = tries.pop()
            self.tally.checked += 1
            ruling = self.judge(action, apply=True)
            if ruling is not None and not isinstance(ruling, Illegal):
                self.decision += 1
                return True
            if isinstance(ruling, Illegal):
                self.fail("refused_listed", action, ruling.reason, ruling.rules)
            if accepted:
                tries.append(accepted.pop(self.rng.below(len(accepted))))
        self.fail("dead_ends", None, f"none of the {len(actions)} listed actions is accepted: {actions[:6]}")
        return False


def check_game(source: SupportedCards, seed: int, index: int, tally: Tally, max_decisions: int) -> None:
    """Play and check game ``index`` of the run seeded ``seed``."""
    gseed = game_seed(seed, index)
    rng = Rng(gseed)
    decks = (random_deck(source, rng), random_deck(source, rng))
    tally.games += 1
    try:
        game = Game.new(decks[0].cards, decks[1].cards, seed=gseed, keep_history=False)
    except Exception as exc:
        tally.add(Failure("exceptions", seed, index, 0, "", "-", "-", f"Game.new: {type(exc).__name__}: {exc}"))
        return
    run = _GameCheck(tally, seed, index, game, Rng(gseed ^ 0x5DEECE66D))
    while not game.over and run.decision < max_decisions:
        if not run.step():
            break
    tally.decisions += run.decision
    if not game.over and run.decision >= max_decisions:
        decks_text = " / ".join(",".join(d.names) for d in decks)
        run.fail("unfinished", None, f"no end after {max_decisions} decisions (turn {game.state.turn}; {decks_text})")


def default_source(cards: str | None, names: frozenset[str] | None = None) -> SupportedCards:
    """Card records from ``cards``, else from the judge's default source (``ARBITER_CARDS``, the
    user database, or ``shared/data/cards.jsonl.gz`` beside the checkout), else the built-in
    cards only; with ``names``, only the records of those names."""
    import os

    from arbiter.cards.database import default_path, open_records
    from arbiter.scenario.cards import shared_card_file

    path: str | Path | None = cards or os.environ.get("ARBITER_CARDS") or None
    if path is None:
        path = default_path() if default_path().is_file() else shared_card_file()
    if path is None:
        return SupportedCards(None, "built-in cards only (no card data found: pass --cards FILE)")
    among = f" among {len(names)} named cards" if names is not None else ""
    return SupportedCards(list(open_records(path)), f"random supported cards from {path}{among}", cards, names)


def merge(into: Tally, part: Tally) -> None:
    """Add the counts of ``part`` (later games) to ``into``."""
    into.games += part.games
    into.decisions += part.decisions
    into.checked += part.checked
    into.passes_not_rechecked += part.passes_not_rechecked
    into.counts.update(part.counts)
    into.reasons.update(part.reasons)
    for kind, failures in part.examples.items():
        kept = into.examples.setdefault(kind, [])
        kept.extend(failures[: EXAMPLES - len(kept)])


_WORKER_SOURCE: SupportedCards | None = None


def _start_worker(cards: str | None, names: frozenset[str] | None) -> None:
    import signal

    global _WORKER_SOURCE
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's: it stops the workers
    _WORKER_SOURCE = default_source(cards, names)


def _check_chunk(seed: int, indices: range, max_decisions: int) -> Tally:
    assert _WORKER_SOURCE is not None
    tally = Tally()
    for index in indices:
        check_game(_WORKER_SOURCE, seed, index, tally, max_decisions)
    return tally


def selfcheck(
    games: int,
    seed: int,
    source: SupportedCards,
    *,
    first: int = 0,
    max_decisions: int = MAX_DECISIONS,
    jobs: int = 1,
    on_game: Callable[[int], None] | None = None,
) -> SelfcheckReport:
    """Check ``games`` games (indices ``first`` …) of the run seeded ``seed``; with ``jobs`` > 1,
    in that many processes (the counts are the same: each game depends only on its seed)."""
    tally = Tally()
    start = time.perf_counter()
    try:
        if jobs <= 1 or games <= 1:
            for index in range(first, first + games):
                check_game(source, seed, index, tally, max_decisions)
                if on_game is not None:
                    on_game(1)
        else:
            _in_processes(tally, games, seed, source, first, max_decisions, jobs, on_game)
    except KeyboardInterrupt:  # Ctrl-C: what was checked so far
        return SelfcheckReport(tally, time.perf_counter() - start, source.description, interrupted=True)
    return SelfcheckReport(tally, time.perf_counter() - start, source.description)


def _in_processes(
    tally: Tally,
    games: int,
    seed: int,
    source: SupportedCards,
    first: int,
    max_decisions: int,
    jobs: int,
    on_game: Callable[[int], None] | None,
) -> None:
    from concurrent.futures import ProcessPoolExecutor

    size = max(1, min(10, games // (jobs * 4)))
    chunks = [range(i, min(i + size, first + games)) for i in range(first, first + games, size)]
    pool = ProcessPoolExecutor(jobs, initializer=_start_worker, initargs=(source.path, source.names))
    try:
        for chunk, part in zip(chunks, pool.map(_check_chunk, [seed] * len(chunks), chunks,
                                                [max_decisions] * len(chunks)), strict=True):  # fmt: skip
            merge(tally, part)
            if on_game is not None:
                on_game(len(chunk))
    except KeyboardInterrupt:
        workers = getattr(pool, "_processes", None) or {}
        for process in list(workers.values()):
            process.terminate()  # the workers ignore Ctrl-C; their games in progress are dropped
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
