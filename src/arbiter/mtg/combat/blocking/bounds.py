"""The most requirements any restriction-respecting declaration obeys (CR 509.1c), within a
deadline: a quick construction that meets a proven bound, else each independent part of the
board solved exactly over counts of interchangeable creatures (``counts``, ``solver``).

A ruling never waits longer than the deadline. If the maximum isn't proven by then, the result
is a pair of proven bounds and a declaration reaching the lower one.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

from arbiter.mtg.combat.blocking.counts import Classes, Part, classes
from arbiter.mtg.combat.blocking.flow import fits, solve_flow
from arbiter.mtg.combat.blocking.problem import Problem, greedy, problem_of, upper_bound
from arbiter.mtg.combat.blocking.requirements import Requirement
from arbiter.mtg.combat.blocking.restrictions import Block, View
from arbiter.mtg.combat.blocking.solver import PartResult, solve_part

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(slots=True)
class Settings:
    """``deadline``: the seconds one ruling may spend looking for the maximum."""

    deadline: float = 2.0


SETTINGS = Settings()


def set_deadline(seconds: float) -> None:
    """Change the default deadline of every block ruling (e.g. a slower machine, a test)."""
    SETTINGS.deadline = seconds


@dataclass(frozen=True, slots=True)
class Maximum:
    """Proven bounds on the 509.1c maximum and a declaration obeying ``lower`` requirements."""

    lower: int
    upper: int
    witness: tuple[Block, ...]

    @property
    def proven(self) -> bool:
        return self.lower == self.upper


def maximum_of(p: Problem, deadline: float | None = None) -> Maximum:
    """The maximum for a problem, exact unless the deadline passes first."""
    seconds = SETTINGS.deadline if deadline is None else deadline
    stop = time.monotonic() + seconds
    bound = upper_bound(p)
    guess = greedy(p)
    if p.respected(guess) and p.value(guess) == bound:
        return Maximum(bound, bound, tuple(guess))
    c = classes(p)
    if not all(fits(c, part, p.limit) for part in c.parts):
        stop += _load_solver()
    lower = upper = 0
    witness: list[Block] = []
    parts = sorted(c.parts, key=lambda part: len(part.links))
    for n, part in enumerate(parts):
        # each part gets an equal share of the time left; unused time passes to the next
        share = max(stop - time.monotonic(), 0.0) / (len(parts) - n)
        result = solve(c, part, p.limit, share)
        lower += result.lower
        upper += result.upper
        witness += result.blocks
    if p.respected(guess) and p.value(guess) > lower:
        lower, witness = p.value(guess), guess
    return Maximum(lower, min(upper, bound), tuple(witness))


def _load_solver() -> float:
    """Import CP-SAT (once per process: about half a second on an idle machine, more on a busy
    one); the seconds it took, which don't count against the deadline."""
    t0 = time.monotonic()
    import_module("ortools.sat.python.cp_model")
    return time.monotonic() - t0


def solve(c: Classes, part: Part, limit: int, seconds: float) -> PartResult:
    """The fastest exact method that fits the part: a min-cost flow where only one-blocker
    requirements meet, else the integer model over counts (``solver``)."""
    if fits(c, part, limit):
        return solve_flow(c, part)
    return solve_part(c, part, limit, seconds)


def maximum(g: Game, reqs: list[Requirement], view: View | None = None, deadline: float | None = None) -> Maximum:
    """The 509.1c maximum on this board (see ``maximum_of``)."""
    return maximum_of(problem_of(g, reqs, view or View(g)), deadline)


def max_obeyed(
    g: Game, reqs: list[Requirement], view: View | None = None, deadline: float | None = None
) -> tuple[int, list[Block]]:
    """The most requirements any restriction-respecting declaration obeys, with one such
    declaration (if the deadline passes first: the best declaration found and what it obeys)."""
    m = maximum(g, reqs, view, deadline)
    return m.lower, list(m.witness)
