"""An independent check of the CR 509.1c maximum: a second formulation, one 0/1 variable per
possible block (no classes, no parts, no pruning, no quick construction), solved by HiGHS.

It reads the board through the engine's restriction and requirement predicates only
(``legal_pairs``, ``block_cost``, ``capacity``, ``minimum_blockers``, ``maximum_blockers``,
``global_limit``, ``requirements``) — the parts of the ruling that the hypothesis tests check
against brute force — and shares none of the solver's code.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from arbiter.mtg.combat import blocking as blocking
from arbiter.mtg.game import Game

# OR-Tools bundles its own HiGHS under the same library name as highspy's, so the two can't share
# a process: the model is built here and solved by ``python -m benchmarks.block_check`` apart.


class _Model:
    def __init__(self, highspy: Any) -> None:
        self.hs = highspy
        self.h = highspy.Highs()
        self.h.setOptionValue("output_flag", False)
        self.n = 0

    def binary(self) -> int:
        self.h.addVar(0.0, 1.0)
        self.h.changeColIntegrality(self.n, self.hs.HighsVarType.kInteger)
        self.n += 1
        return self.n - 1

    def row(self, lo: float, hi: float, terms: dict[int, float]) -> None:
        self.h.addRow(lo, hi, len(terms), list(terms), list(terms.values()))


def highs_maximum(g: Game, seconds: float = 300.0) -> tuple[int, int]:
    """(proven lower bound, proven upper bound) of the 509.1c maximum; equal when solved."""
    data = json.dumps(board_data(g) | {"seconds": seconds})
    done = subprocess.run([sys.executable, "-m", "benchmarks.block_check"], input=data, capture_output=True,
                          text=True, check=True)  # fmt: skip
    lower, upper = json.loads(done.stdout)
    return int(lower), int(upper)


def board_data(g: Game) -> dict[str, Any]:
    """The board as the engine's predicates see it: free legal pairs, limits, requirements."""
    st = g.state
    view = blocking.View(g)
    reqs = blocking.requirements(g, view)
    pairs = [p for p in blocking.legal_pairs(g, view) if blocking.block_cost(g, st.objects[p[0]]) == 0]
    blockers = sorted({b for b, _ in pairs})
    attackers = sorted({a for _, a in pairs})
    return {
        "pairs": pairs,
        "capacity": {b: blocking.capacity(g, st.objects[b], view) for b in blockers},
        "need": {a: blocking.minimum_blockers(g, st.objects[a], view)[0] for a in attackers},
        "most": {a: blocking.maximum_blockers(g, st.objects[a], view) for a in attackers},
        "limit": blocking.global_limit(g),
        "alone": [b for b in blockers if blocking.cant_block_alone(g, st.objects[b], view)],  # CR 506.5
        "requirements": [(r.kind, r.blocker, r.attacker) for r in reqs],
    }


def solve(data: dict[str, Any]) -> tuple[int, int]:
    """One 0/1 variable per block, per blocking creature and per blocked attacker."""
    import highspy

    inf = highspy.kHighsInf
    m = _Model(highspy)
    x = {(b, a): m.binary() for b, a in data["pairs"]}
    by_b: dict[int, list[int]] = {}
    by_a: dict[int, list[int]] = {}
    for (b, a), col in x.items():
        by_b.setdefault(b, []).append(col)
        by_a.setdefault(a, []).append(col)
    z = {b: m.binary() for b in by_b}
    w = {a: m.binary() for a in by_a}
    for b, cols in by_b.items():
        cap = min(data["capacity"][str(b)], len(cols))
        m.row(-inf, 0.0, {**dict.fromkeys(cols, 1.0), z[b]: -float(cap)})  # 509.1a
        m.row(-inf, 0.0, {**dict.fromkeys(cols, -1.0), z[b]: 1.0})
    for a, cols in by_a.items():
        most = min(data["most"][str(a)], len(cols))
        m.row(0.0, inf, {**dict.fromkeys(cols, 1.0), w[a]: -float(data["need"][str(a)])})  # 702.111b
        m.row(-inf, 0.0, {**dict.fromkeys(cols, 1.0), w[a]: -float(most)})
    if data["limit"] < len(z):
        m.row(-inf, float(data["limit"]), dict.fromkeys(z.values(), 1.0))
    for b in data.get("alone", []):  # CR 506.5: it blocks only if another creature blocks too
        if b in z:
            m.row(0.0, inf, {**dict.fromkeys(z.values(), 1.0), z[b]: -1.0})
    cost: dict[int, float] = {}
    for kind, b, a in data["requirements"]:
        col = z.get(b) if kind == "blocks" else w.get(a) if kind == "blocked" else x.get((b, a))
        if col is not None:
            cost[col] = cost.get(col, 0.0) + 1.0
    if not cost:
        return 0, 0
    for col, c in cost.items():
        m.h.changeColCost(col, c)
    m.h.changeObjectiveSense(highspy.ObjSense.kMaximize)
    m.h.setOptionValue("time_limit", float(data["seconds"]))
    m.h.setOptionValue("threads", 1)
    m.h.run()
    info = m.h.getInfo()
    lower = round(info.objective_function_value)
    if m.h.getModelStatus() == highspy.HighsModelStatus.kOptimal:
        return lower, lower
    return lower, int(info.mip_dual_bound + 1e-6)


if __name__ == "__main__":
    print(json.dumps(solve(json.loads(sys.stdin.read()))))
