"""The CR 509.1c maximum of a part where every blocked attacker needs just one blocker and no
"no more than N creatures can block" applies: a min-cost flow over classes (exact, polynomial,
no deadline needed).

Source → blocker class (one unit per block; a "blocks each combat if able" requirement earns
its weight on the first block of each member) → attacker class (a block obeying "blocks that
creature if able" earns that weight) → sink (a "must be blocked if able" requirement earns its
weight on the first block of each attacker; further blocks earn nothing, up to the attacker's
maximum). Flow is pushed along the most profitable paths while any earns something (successive
shortest paths). Every integral flow is a
count solution of ``solver``'s model: with a minimum of one, ``v[j] = min(members, blocks)``
satisfies every constraint there (a several-attacker blocker sends at most one unit to each
attacker of a class, so never more than ``v[j]``).
"""

from __future__ import annotations

from arbiter.mtg.combat.blocking.counts import Classes, Part
from arbiter.mtg.combat.blocking.solver import PartResult, declaration


def fits(c: Classes, part: Part, limit: int) -> bool:
    """Whether the flow model is exact here: no minimum above one, no binding global limit."""
    if any(c.blockers[i].alone for i in part.blockers):
        return False  # CR 506.5 ties a block to the others
    return limit >= sum(len(c.blockers[i].members) for i in part.blockers) and all(
        c.attackers[j].need <= 1 for j in part.attackers
    )


class _Network:
    """A residual network for successive shortest paths (Bellman–Ford: costs may be negative)."""

    def __init__(self, nodes: int) -> None:
        self.arcs: list[list[int]] = []  # [head, capacity, cost] — arc k's reverse is k ^ 1
        self.out: list[list[int]] = [[] for _ in range(nodes)]

    def arc(self, tail: int, head: int, capacity: int, cost: int) -> int:
        self.out[tail].append(len(self.arcs))
        self.arcs.append([head, capacity, cost])
        self.out[head].append(len(self.arcs))
        self.arcs.append([tail, 0, -cost])
        return len(self.arcs) - 2

    def most_profit(self, source: int, sink: int) -> int:
        """Push flow along cheapest paths while they cost less than nothing; the profit."""
        profit = 0
        while True:
            dist: list[float] = [float("inf")] * len(self.out)
            via = [-1] * len(self.out)
            dist[source] = 0
            changed = True
            while changed:
                changed = False
                for tail, arcs in enumerate(self.out):
                    if dist[tail] == float("inf"):
                        continue
                    for k in arcs:
                        head, cap, cost = self.arcs[k]
                        if cap > 0 and dist[tail] + cost < dist[head]:
                            dist[head], via[head], changed = dist[tail] + cost, k, True
            if dist[sink] >= 0:
                return profit
            push, node = 1 << 60, sink
            while node != source:
                push = min(push, self.arcs[via[node]][1])
                node = self.arcs[via[node] ^ 1][0]
            node = sink
            while node != source:
                self.arcs[via[node]][1] -= push
                self.arcs[via[node] ^ 1][1] += push
                node = self.arcs[via[node] ^ 1][0]
            profit -= round(dist[sink]) * push


def solve_flow(c: Classes, part: Part) -> PartResult:
    source, sink = 0, 1
    b_node = {i: 2 + k for k, i in enumerate(part.blockers)}
    a_node = {j: 2 + len(b_node) + k for k, j in enumerate(part.attackers)}
    f = _Network(2 + len(b_node) + len(a_node))
    supply = 0
    for i, node in b_node.items():
        bc = c.blockers[i]
        n = len(bc.members)
        if bc.capacity == 1:
            f.arc(source, node, n, -bc.eager)
            supply += n
        else:
            reach = sum(len(c.attackers[j].members) for i2, j, _ in part.links if i2 == i)
            cap = min(bc.capacity, reach)
            f.arc(source, node, 1, -bc.eager)
            f.arc(source, node, cap - 1, 0)
            supply += cap
    links = {}
    for i, j, w in part.links:
        bc, ac = c.blockers[i], c.attackers[j]
        ub = min(len(bc.members) * min(bc.capacity, len(ac.members)), len(ac.members) * ac.most)
        links[(i, j)] = f.arc(b_node[i], a_node[j], ub, -w)
    for j, node in a_node.items():
        ac = c.attackers[j]
        n = len(ac.members)
        f.arc(node, sink, n, -ac.must)
        if ac.most > 1:
            f.arc(node, sink, min(ac.most - 1, supply) * n, 0)
    value = f.most_profit(source, sink)
    counts = {k: f.arcs[arc ^ 1][1] for k, arc in links.items()}
    into: dict[int, int] = {}
    for (_, j), n in counts.items():
        into[j] = into.get(j, 0) + n
    blocked = {j: min(len(c.attackers[j].members), into.get(j, 0)) for j in part.attackers}
    return PartResult(value, value, tuple(declaration(c, counts, blocked)))
