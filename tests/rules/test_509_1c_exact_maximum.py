"""CR 509.1c: the maximum over counts of interchangeable creatures equals brute force over every
declaration, for boards mixing menace-style minimums (702.111b), "can't be blocked by more
than one creature", blockers that may block several attackers (509.1a), "no more than N
creatures can block", and requirements of every kind, some weighing twice."""

from __future__ import annotations

from itertools import chain, combinations, product

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.mtg.combat.blocking import MANY, Problem, maximum_of
from arbiter.mtg.combat.blocking.bounds import solve
from arbiter.mtg.combat.blocking.counts import classes
from arbiter.mtg.combat.blocking.flow import fits, solve_flow
from arbiter.mtg.combat.blocking.solver import solve_part

Block = tuple[int, int]


@st.composite
def problems(draw: st.DrawFn) -> Problem:
    """Small boards whose creatures come in few kinds, so that classes have several members."""
    b_kinds = draw(st.integers(1, 3))
    a_kinds = draw(st.integers(1, 3))
    b_kind = draw(st.lists(st.integers(0, b_kinds - 1), min_size=1, max_size=4))
    a_kind = draw(st.lists(st.integers(0, a_kinds - 1), min_size=1, max_size=3))
    legal = {(i, j): draw(st.booleans()) for i in range(b_kinds) for j in range(a_kinds)}
    lure = {(i, j): draw(st.sampled_from([0, 0, 1, 2])) for i in range(b_kinds) for j in range(a_kinds)}
    cap = [draw(st.sampled_from([1, 1, 2, MANY])) for _ in range(b_kinds)]
    eager = [draw(st.sampled_from([0, 1])) for _ in range(b_kinds)]
    need = [draw(st.sampled_from([1, 1, 2, 3])) for _ in range(a_kinds)]
    most = [draw(st.sampled_from([MANY, MANY, 1])) for _ in range(a_kinds)]
    must = [draw(st.sampled_from([0, 1])) for _ in range(a_kinds)]
    blockers = list(range(100, 100 + len(b_kind)))
    attackers = list(range(200, 200 + len(a_kind)))
    pairs = [(b, a) for b, i in zip(blockers, b_kind, strict=True) for a, j in zip(attackers, a_kind, strict=True)
             if legal[(i, j)]]  # fmt: skip
    wanted = {(b, a): lure[(b_kind[b - 100], a_kind[a - 200])] for b, a in pairs}
    if pairs and draw(st.booleans()):  # one provoke-style "blocks that creature if able"
        p = draw(st.sampled_from(pairs))
        wanted[p] += 1
    used_b = {b for b, _ in pairs}
    used_a = {a for _, a in pairs}
    return Problem(
        pairs=tuple(pairs),
        capacity={b: cap[b_kind[b - 100]] for b in used_b},
        need={a: need[a_kind[a - 200]] for a in used_a},
        most={a: most[a_kind[a - 200]] for a in used_a},
        limit=draw(st.sampled_from([MANY, MANY, 1, 2])),
        eager={b: eager[b_kind[b - 100]] for b in used_b if eager[b_kind[b - 100]]},
        wanted={p: w for p, w in wanted.items() if w},
        must={a: must[a_kind[a - 200]] for a in used_a if must[a_kind[a - 200]]},
    )


def brute_force(p: Problem) -> int:
    options = []
    for b, attackers in p.by_blocker.items():
        subsets = chain.from_iterable(combinations(attackers, k) for k in range(min(p.capacity[b], 3) + 1))
        options.append([tuple((b, a) for a in s) for s in subsets])
    best = 0
    for combo in product(*options):
        blocks = [pair for part in combo for pair in part]
        if p.respected(blocks):
            best = max(best, p.value(blocks))
    return best


@settings(max_examples=150, deadline=None)
@given(problems())
def test_509_1c_count_model_matches_brute_force(p: Problem) -> None:
    best = brute_force(p)
    c = classes(p)
    results = [solve_part(c, part, p.limit, 10.0) for part in c.parts]
    witness = [pair for r in results for pair in r.blocks]
    assert sum(r.lower for r in results) == sum(r.upper for r in results) == best
    assert p.respected(witness) and p.value(witness) == best
    m = maximum_of(p)
    assert m.proven and m.lower == best
    assert p.respected(m.witness) and p.value(m.witness) == best
    for part in c.parts:  # the flow model, where it fits, agrees with the integer model
        if fits(c, part, p.limit):
            flow, model = solve_flow(c, part), solve(c, part, p.limit, 10.0)
            assert flow.lower == flow.upper == solve_part(c, part, p.limit, 10.0).lower == model.lower
            assert p.respected(flow.blocks)


def test_509_1c_interchangeable_creatures_are_one_class() -> None:
    """Twenty plain blockers against a Lure-style attacker and five menace attackers: two classes
    of blockers at most, and the maximum is still exact."""
    blockers = range(100, 120)
    pairs = tuple((b, a) for b in blockers for a in range(200, 206))
    p = Problem(pairs=pairs, capacity=dict.fromkeys(blockers, 1), need={200: 1, **dict.fromkeys(range(201, 206), 2)},
                most=dict.fromkeys(range(200, 206), MANY), limit=MANY, eager=dict.fromkeys(range(110, 120), 1),
                wanted={(b, 200): 1 for b in blockers}, must={})  # fmt: skip
    c = classes(p)
    assert len(c.blockers) == 2 and len(c.attackers) == 2
    m = maximum_of(p)
    assert m.proven and m.lower == 30 and p.respected(m.witness)


@settings(max_examples=60, deadline=None)
@given(problems())
def test_509_1c_bounds_hold_when_the_deadline_passes(p: Problem) -> None:
    """With no time at all the result is still a value: proven bounds around the maximum and a
    declaration that reaches the lower one."""
    best = brute_force(p)
    m = maximum_of(p, deadline=0.0)
    assert m.lower <= best <= m.upper
    assert p.respected(m.witness) and p.value(m.witness) == m.lower
