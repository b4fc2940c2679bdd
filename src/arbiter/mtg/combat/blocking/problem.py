"""The CR 509.1c maximum as a plain combinatorial problem: which blocks are possible, the
restrictions that bind a whole declaration, and the weight of each requirement.

Built once from the game, it holds ids and numbers only, so the solvers, the greedy
construction and the independent checks in the benchmarks all read the same data.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.mtg.combat.blocking.requirements import Requirement
from arbiter.mtg.combat.blocking.restrictions import (
    MANY,
    Block,
    View,
    _free_blockers,
    cant_block_alone,
    capacity,
    global_limit,
    legal_pairs,
    maximum_blockers,
    minimum_blockers,
)

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def _add(counts: dict[int, int], key: int) -> None:
    counts[key] = counts.get(key, 0) + 1


@dataclass(frozen=True, slots=True)
class Problem:
    """``pairs``: the blocks that break no per-pair restriction and cost nothing (509.1b, 509.1d);
    ``capacity``: how many attackers each blocker may block (509.1a); ``need``/``most``: the
    fewest and most creatures that may block each attacker (menace, 702.111b; "by more than
    one"); ``limit``: "no more than N creatures can block"; ``alone``: blockers that can't block
    alone (506.5: another creature must block too). Requirements (509.1c) as weights:
    ``eager`` (blocker blocks), ``wanted`` (that block is made), ``must`` (attacker is blocked)."""

    pairs: tuple[Block, ...]
    capacity: Mapping[int, int]
    need: Mapping[int, int]
    most: Mapping[int, int]
    limit: int
    eager: Mapping[int, int]
    wanted: Mapping[Block, int]
    must: Mapping[int, int]
    alone: frozenset[int] = frozenset()
    by_blocker: dict[int, list[int]] = field(default_factory=dict)
    by_attacker: dict[int, list[int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for b, a in self.pairs:
            self.by_blocker.setdefault(b, []).append(a)
            self.by_attacker.setdefault(a, []).append(b)

    def value(self, blocks: Iterable[Block]) -> int:
        """How many requirements a declaration obeys."""
        blocks = set(blocks)
        blockers = {b for b, _ in blocks}
        attackers = {a for _, a in blocks}
        total = sum(w for b, w in self.eager.items() if b in blockers)
        total += sum(w for a, w in self.must.items() if a in attackers)
        return total + sum(w for p, w in self.wanted.items() if p in blocks)

    def respected(self, blocks: Sequence[Block]) -> bool:
        """Whether a declaration made of ``pairs`` respects every restriction (CR 509.1a–b)."""
        per_b: dict[int, int] = {}
        per_a: dict[int, int] = {}
        possible = set(self.pairs)
        if len(set(blocks)) != len(blocks) or any(p not in possible for p in blocks):
            return False
        for b, a in blocks:
            _add(per_b, b)
            _add(per_a, a)
        if any(n > self.capacity[b] for b, n in per_b.items()) or len(per_b) > self.limit:
            return False
        if len(per_b) == 1 and next(iter(per_b)) in self.alone:
            return False  # CR 506.5
        return all(self.need[a] <= n <= self.most[a] for a, n in per_a.items())


def problem_of(g: Game, reqs: list[Requirement], view: View) -> Problem:
    """The problem for this board: free legal pairs that can matter, and the requirements."""
    st = g.state
    pairs = _free_blockers(g, legal_pairs(g, view))
    possible = set(pairs)
    eager: dict[int, int] = {}
    must: dict[int, int] = {}
    wanted: dict[Block, int] = {}
    for r in reqs:
        if r.kind == "blocks" and r.blocker is not None:
            _add(eager, r.blocker)
        elif r.kind == "blocked" and r.attacker is not None:
            _add(must, r.attacker)
        elif r.kind == "blocks_attacker" and r.blocker is not None and r.attacker is not None:
            p = (r.blocker, r.attacker)
            if p in possible:
                wanted[p] = wanted.get(p, 0) + 1
    need = {a: minimum_blockers(g, st.objects[a], view)[0] for a in {a for _, a in pairs}}
    alone = frozenset(b for b in {b for b, _ in pairs} if cant_block_alone(g, st.objects[b], view))
    if not alone:
        # with a creature that can't block alone, any other block may be the company it needs
        pairs = _useful(pairs, eager, must, wanted, need)
    blockers = {b for b, _ in pairs}
    attackers = {a for _, a in pairs}
    return Problem(
        pairs=tuple(pairs),
        capacity={b: capacity(g, st.objects[b], view) for b in blockers},
        need={a: need[a] for a in attackers},
        most={a: maximum_blockers(g, st.objects[a], view) for a in attackers},
        limit=global_limit(g),
        eager={b: w for b, w in eager.items() if b in blockers},
        wanted=wanted,
        must={a: w for a, w in must.items() if a in attackers},
        alone=alone,
    )


def _useful(
    pairs: list[Block], eager: Mapping[int, int], must: Mapping[int, int], wanted: Mapping[Block, int],
    need: Mapping[int, int],
) -> list[Block]:  # fmt: skip
    """Leave out the blocks that can't raise the maximum: an attacker no requirement concerns,
    and that no creature which must block could join (a menace attacker needs company), is
    better left unblocked — dropping all its blocks keeps every restriction and requirement."""
    lured = {a for _, a in wanted}
    eager_reach = {a for b, a in pairs if b in eager}

    def useful(p: Block) -> bool:
        b, a = p
        if b in eager or a in must or a in lured or p in wanted:
            return True
        return a in eager_reach and need[a] > 1

    return [p for p in pairs if useful(p)]


def upper_bound(p: Problem) -> int:
    """A bound no declaration beats: each blocker obeys at most its "blocks" requirement plus
    as many "blocks that attacker" requirements as it may block attackers; each "must be
    blocked" attacker with a possible blocker counts once."""
    bound = sum(p.eager.values()) + sum(p.must.values())
    per_blocker: dict[int, list[int]] = {}
    for (b, _), w in p.wanted.items():
        per_blocker.setdefault(b, []).append(w)
    for b, ws in per_blocker.items():
        bound += sum(sorted(ws, reverse=True)[: p.capacity[b]])
    return bound


def greedy(p: Problem) -> list[Block]:
    """A quick declaration aiming at every requirement (exact whenever it reaches the bound)."""
    chosen: list[Block] = []
    used: dict[int, int] = {}
    per_a: dict[int, int] = {}

    def take(b: int, a: int) -> None:
        chosen.append((b, a))
        _add(used, b)
        _add(per_a, a)

    by_b: dict[int, list[int]] = {}
    for b, a in p.wanted:
        by_b.setdefault(b, []).append(a)
    for b, attackers in by_b.items():
        for a in attackers[: p.capacity[b]]:
            take(b, a)
    for target in p.must:
        if target not in per_a:
            free = [b for b in p.by_attacker.get(target, []) if used.get(b, 0) < p.capacity[b]]
            if free:
                take(free[0], target)
    for blocker in p.eager:
        if blocker not in used:
            for a in p.by_blocker.get(blocker, []):
                if p.need[a] <= 1 + per_a.get(a, 0) and per_a.get(a, 0) < p.most[a]:
                    take(blocker, a)
                    break
    return chosen


__all__ = ["MANY", "Problem", "greedy", "problem_of", "upper_bound"]
