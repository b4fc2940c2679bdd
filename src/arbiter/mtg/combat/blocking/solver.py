"""The exact CR 509.1c maximum of one independent part, as an integer model over counts
(decisions.md: "Block legality"), solved by OR-Tools CP-SAT under a deadline.

Variables: ``y[i,j]``, how many blocks blockers of class i make on attackers of class j;
``v[j]``, how many attackers of class j are blocked; ``z[i]``, whether a blocker that may block
several attackers blocks at all. Constraints: a one-attacker class makes at most one block per
member (509.1a); a several-attacker blocker at most its capacity, and at most one block per
attacker, so never more than ``v[j]``; a blocked attacker gets between its minimum (menace,
702.111b) and its maximum number of blockers; "no more than N creatures can block"; a class
that can't block alone (506.5) blocks only when at least two creatures block. Every
solution of the counts is a declaration (``declaration``): blocked attackers of a class take
their blocks in turn, so each gets ⌊T/v⌋ or ⌈T/v⌉ and a blocker's blocks go to distinct ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.combat.blocking.counts import Classes, Part
from arbiter.mtg.combat.blocking.restrictions import MANY, Block

WORKERS = 1  # one worker: the same board gets the same witness on every run


@dataclass(frozen=True, slots=True)
class PartResult:
    lower: int  # the value of ``blocks`` below
    upper: int  # proven: no declaration of this part obeys more
    blocks: tuple[Block, ...]


def solve_part(c: Classes, part: Part, limit: int, seconds: float) -> PartResult:
    """Maximise the obeyed requirements of one part within ``seconds`` (CR 509.1c)."""
    from ortools.sat.python import cp_model

    m = cp_model.CpModel()
    bcs, acs = c.blockers, c.attackers
    y: dict[tuple[int, int], cp_model.IntVar] = {}
    ub: dict[tuple[int, int], int] = {}
    for i, j, _ in part.links:
        bc, ac = bcs[i], acs[j]
        if ac.need > ac.most:
            continue  # nobody may block it (e.g. menace and "by more than one")
        cap = min(len(bc.members) * min(bc.capacity, len(ac.members)), len(ac.members) * ac.most)
        y[(i, j)] = m.new_int_var(0, cap, f"y{i}_{j}")
        ub[(i, j)] = cap
    v = {j: m.new_int_var(0, len(acs[j].members), f"v{j}") for j in part.attackers}
    terms: list[cp_model.LinearExprT] = []
    blocking: list[cp_model.LinearExprT] = []
    for i in part.blockers:
        bc = bcs[i]
        out = [y[(i2, j)] for (i2, j) in y if i2 == i]
        if not out:
            continue
        if bc.capacity == 1:
            m.add(sum(out) <= len(bc.members))
            blocking.append(sum(out))
            terms.append(bc.eager * sum(out))
            continue
        z = m.new_bool_var(f"z{i}")
        reach = sum(len(acs[j].members) for (i2, j) in y if i2 == i)
        m.add(sum(out) <= min(bc.capacity, reach) * z)
        m.add(sum(out) >= z)
        for (i2, j), var in y.items():
            if i2 == i:
                m.add(var <= v[j])  # 509.1a: one block per attacker
        blocking.append(z)
        terms.append(bc.eager * z)
    for j in part.attackers:
        ac = acs[j]
        into = [y[(i, j2)] for (i, j2) in y if j2 == j]
        if not into:
            m.add(v[j] == 0)
            continue
        m.add(sum(into) >= ac.need * v[j])
        room = sum(ub[(i, j2)] for (i, j2) in y if j2 == j)
        m.add(sum(into) <= min(ac.most, room) * v[j])  # and a block makes it blocked
        terms.append(ac.must * v[j])
    if limit < MANY:
        m.add(sum(blocking) <= limit)
    for i in part.blockers:
        alone = [y[(i2, j)] for (i2, j) in y if i2 == i]
        if bcs[i].alone and alone:
            # CR 506.5: if a member of this class blocks, at least two creatures block
            some = m.new_bool_var(f"alone{i}")
            m.add(sum(alone) <= len(bcs[i].members) * bcs[i].capacity * some)
            m.add(sum(blocking) >= 2 * some)
    weights = {(i, j): w for i, j, w in part.links}
    terms += [weights[k] * var for k, var in y.items() if weights[k]]
    m.maximize(sum(terms))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = WORKERS
    solver.parameters.random_seed = 0
    solver.parameters.max_time_in_seconds = max(seconds, 0.001)
    status = solver.solve(m)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return PartResult(0, _part_bound(c, part), ())
    counts = {k: solver.value(var) for k, var in y.items()}
    blocked = {j: solver.value(var) for j, var in v.items()}
    lower = round(solver.objective_value)
    upper = lower if status == cp_model.OPTIMAL else int(solver.best_objective_bound + 1e-6)
    return PartResult(lower, upper, tuple(declaration(c, counts, blocked)))


def _part_bound(c: Classes, part: Part) -> int:
    """Every requirement of the part obeyed at once (the trivial bound)."""
    total = sum(c.blockers[i].eager * len(c.blockers[i].members) for i in part.blockers)
    total += sum(c.attackers[j].must * len(c.attackers[j].members) for j in part.attackers)
    return total + sum(w * len(c.blockers[i].members) * len(c.attackers[j].members) for i, j, w in part.links)


def declaration(c: Classes, counts: dict[tuple[int, int], int], blocked: dict[int, int]) -> list[Block]:
    """Turn class counts into blocks: the first ``v[j]`` attackers of class j are blocked, and
    the blocks headed for them are dealt out in turn — first those of several-attacker
    blockers (each a run no longer than ``v[j]``, so on distinct attackers), then one per
    member of one-attacker classes."""
    next_member = {i: 0 for i in range(len(c.blockers))}
    slots: dict[int, list[int]] = {}
    for (i, j), n in sorted(counts.items(), key=lambda kv: c.blockers[kv[0][0]].capacity == 1):
        bc = c.blockers[i]
        if n <= 0:
            continue
        if bc.capacity > 1:
            slots.setdefault(j, []).extend([bc.members[0]] * n)
        else:
            start = next_member[i]
            slots.setdefault(j, []).extend(bc.members[start : start + n])
            next_member[i] = start + n
    out: list[Block] = []
    for j, blockers in slots.items():
        targets = c.attackers[j].members[: blocked[j]]
        out += [(b, targets[k % len(targets)]) for k, b in enumerate(blockers)]
    return out
