"""Interchangeable creatures as counts, and independent parts of a board (CR 509.1c maximum).

Two blockers are interchangeable when they can block the same attackers, carry the same
requirements and may block one attacker each; two attackers when the same blockers can block
them, they carry the same requirements and the same minimum and maximum number of blockers.
Any declaration stays legal and obeys as many requirements when interchangeable creatures swap
roles, so the solver only needs how many creatures of each class block how many of another.
A blocker that may block more than one attacker (509.1a) is a class of its own. Classes that
no possible block links are independent: each part is solved alone (unless a "no more than N
creatures can block" restriction ties them together).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.combat.blocking.problem import Problem


@dataclass(frozen=True, slots=True)
class BlockerClass:
    members: tuple[int, ...]
    capacity: int  # of each member; a class with capacity above 1 has one member
    eager: int  # weight of each member's "blocks each combat if able"
    alone: bool = False  # its members can't block alone (CR 506.5)


@dataclass(frozen=True, slots=True)
class AttackerClass:
    members: tuple[int, ...]
    need: int
    most: int
    must: int  # weight of each member's "must be blocked if able"


@dataclass(frozen=True, slots=True)
class Part:
    """An independent part: blocker and attacker classes (indexes into ``Classes``) and, for
    each class pair with possible blocks, the weight of the requirement each such block obeys."""

    blockers: tuple[int, ...]
    attackers: tuple[int, ...]
    links: tuple[tuple[int, int, int], ...]  # (blocker class, attacker class, weight per block)


@dataclass(frozen=True, slots=True)
class Classes:
    blockers: tuple[BlockerClass, ...]
    attackers: tuple[AttackerClass, ...]
    parts: tuple[Part, ...]


def classes(p: Problem) -> Classes:
    """Group interchangeable creatures, then split the class graph into connected parts."""
    a_key: dict[int, object] = {}
    for a, bs in p.by_attacker.items():
        wanted = frozenset((b, w) for b in bs if (w := p.wanted.get((b, a), 0)))
        a_key[a] = (p.need[a], p.most[a], p.must.get(a, 0), frozenset(bs), wanted)
    a_groups = _group(a_key)
    a_index = {a: i for i, members in enumerate(a_groups) for a in members}
    b_key: dict[int, object] = {}
    for b, attackers in p.by_blocker.items():
        cap = p.capacity[b]
        wanted = frozenset((a_index[a], w) for a in attackers if (w := p.wanted.get((b, a), 0)))
        alone = b in p.alone
        b_key[b] = (b if cap > 1 else -1, p.eager.get(b, 0), frozenset(a_index[a] for a in attackers), wanted, alone)
    b_groups = _group(b_key)
    bcs = tuple(BlockerClass(m, p.capacity[m[0]], p.eager.get(m[0], 0), m[0] in p.alone) for m in b_groups)
    acs = tuple(AttackerClass(m, p.need[m[0]], p.most[m[0]], p.must.get(m[0], 0)) for m in a_groups)
    links: list[tuple[int, int, int]] = []
    for i, members in enumerate(b_groups):
        b = members[0]
        for j in sorted({a_index[a] for a in p.by_blocker[b]}):
            links.append((i, j, p.wanted.get((b, a_groups[j][0]), 0)))
    joined = p.limit < len(p.by_blocker) or bool(p.alone)  # "alone" looks at every other block
    return Classes(bcs, acs, _parts(len(bcs), len(acs), links, joined))


def _group(keys: dict[int, object]) -> list[tuple[int, ...]]:
    groups: dict[object, list[int]] = {}
    for k in sorted(keys):
        groups.setdefault(keys[k], []).append(k)
    return [tuple(g) for g in groups.values()]


def _parts(nb: int, na: int, links: list[tuple[int, int, int]], joined: bool) -> tuple[Part, ...]:
    """Connected parts of the class graph (union–find); one part when a global limit binds."""
    parent = list(range(nb + na))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i, j, _ in links:
        parent[find(i)] = find(nb + j)
    if joined:
        for x in range(1, nb + na):
            parent[find(x)] = find(0)
    roots: dict[int, tuple[list[int], list[int], list[tuple[int, int, int]]]] = {}
    for i in range(nb):
        roots.setdefault(find(i), ([], [], []))[0].append(i)
    for j in range(na):
        roots.setdefault(find(nb + j), ([], [], []))[1].append(j)
    for link in links:
        roots[find(link[0])][2].append(link)
    return tuple(Part(tuple(b), tuple(a), tuple(ls)) for b, a, ls in roots.values() if ls)
