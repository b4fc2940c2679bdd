"""CR 509.1c with the newer restriction kinds: every ruling on small boards matches brute force
over all declarations, where requirements meet "can't block alone" (506.5), "can't be blocked
unless all creatures defending player controls block it", "can't block Humans", protection from
two colors (702.16g) and "can block creatures with shadow as though they didn't have shadow"
(702.28b); and the count model with "alone" classes matches brute force on plain problems."""

from __future__ import annotations

from itertools import chain, combinations, product

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.mtg.combat.blocking import MANY, Problem, maximum_of
from arbiter.mtg.combat.blocking.counts import classes
from arbiter.mtg.combat.blocking.solver import solve_part
from arbiter.mtg.enums import CardType, Color
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.combat import (
    BlocksShadowAsThough,
    CantAttackOrBlockAlone,
    CantBeBlockedUnlessAll,
    CantBlockCreatures,
)
from arbiter.mtg.model import (
    AllMustBlock,
    BlocksEachCombat,
    CanBlockMore,
    CardDef,
    Keyword,
    MustBeBlocked,
)
from tests.rules.block_boards import assert_maximum_matches_brute_force, blocking_board

HUMANS = Filter("Humans", subtypes=frozenset({"Human"}))
ALONE = CantAttackOrBlockAlone(attack=True, block=True)
ATTACKER_TRAITS = [(), (AllMustBlock(),), (MustBeBlocked(),), (CantBeBlockedUnlessAll(),),
                   (CantBeBlockedUnlessAll(), AllMustBlock()), (CantBeBlockedUnlessAll(), MustBeBlocked()),
                   (Keyword("protection from black"), Keyword("protection from green"), AllMustBlock()),
                   (Keyword("shadow"), MustBeBlocked()), (Keyword("menace"), AllMustBlock())]  # fmt: skip
BLOCKER_TRAITS = [(), (BlocksEachCombat(),), (ALONE,), (ALONE, BlocksEachCombat()), (CantBlockCreatures(HUMANS),),
                  (BlocksShadowAsThough(),), (CanBlockMore(None), ALONE)]  # fmt: skip


def make(name: str, traits: tuple[object, ...], color: Color, human: bool = False) -> CardDef:
    return CardDef(name, None, frozenset({CardType.CREATURE}), subtypes=("Human",) if human else (),
                   colors=frozenset({color}), power=2, toughness=2, abilities=tuple(traits))  # type: ignore[arg-type]  # fmt: skip


def all_declarations(blockers: list[int], attackers: list[int]) -> list[tuple[tuple[int, int], ...]]:
    options = []
    for b in blockers:
        subsets = chain.from_iterable(combinations(attackers, k) for k in range(len(attackers) + 1))
        options.append([tuple((b, a) for a in s) for s in subsets])
    return [tuple(p for part in combo for p in part) for combo in product(*options)]


@settings(max_examples=60, deadline=None)
@given(
    attackers=st.lists(st.tuples(st.integers(0, len(ATTACKER_TRAITS) - 1), st.booleans()), min_size=1, max_size=3),
    blockers=st.lists(st.tuples(st.integers(0, len(BLOCKER_TRAITS) - 1), st.booleans()), min_size=1, max_size=3),
)
def test_509_1c_new_kinds_match_brute_force(
    attackers: list[tuple[int, bool]], blockers: list[tuple[int, bool]]
) -> None:
    game, a_ids, b_ids = blocking_board(
        [make(f"A{i}", ATTACKER_TRAITS[t], Color.RED, human) for i, (t, human) in enumerate(attackers)],
        [
            make(f"B{i}", BLOCKER_TRAITS[t], Color.GREEN if green else Color.BLUE)
            for i, (t, green) in enumerate(blockers)
        ],
    )
    assert_maximum_matches_brute_force(game, all_declarations(b_ids, a_ids))


@st.composite
def problems_with_alone(draw: st.DrawFn) -> Problem:
    blockers = list(range(100, 100 + draw(st.integers(1, 4))))
    attackers = list(range(200, 200 + draw(st.integers(1, 3))))
    pairs = tuple((b, a) for b in blockers for a in attackers if draw(st.booleans()))
    used_b = sorted({b for b, _ in pairs})
    used_a = sorted({a for _, a in pairs})
    return Problem(
        pairs=pairs,
        capacity={b: draw(st.sampled_from([1, 1, 2])) for b in used_b},
        need={a: draw(st.sampled_from([1, 1, 2])) for a in used_a},
        most=dict.fromkeys(used_a, MANY),
        limit=draw(st.sampled_from([MANY, MANY, 1, 2])),
        eager={b: 1 for b in used_b if draw(st.booleans())},
        wanted={p: 1 for p in pairs if draw(st.integers(0, 3)) == 0},
        must={a: 1 for a in used_a if draw(st.booleans())},
        alone=frozenset(b for b in used_b if draw(st.booleans())),
    )


def brute_force(p: Problem) -> int:
    options = []
    for b, attackers in p.by_blocker.items():
        subsets = chain.from_iterable(combinations(attackers, k) for k in range(min(p.capacity[b], 3) + 1))
        options.append([tuple((b, a) for a in s) for s in subsets])
    return max(
        (p.value(blocks) for combo in product(*options) if p.respected(blocks := [x for part in combo for x in part])),
        default=0,
    )


@settings(max_examples=120, deadline=None)
@given(problems_with_alone())
def test_506_5_alone_in_the_count_model_matches_brute_force(p: Problem) -> None:
    best = brute_force(p)
    c = classes(p)
    results = [solve_part(c, part, p.limit, 10.0) for part in c.parts]
    witness = [pair for r in results for pair in r.blocks]
    assert sum(r.lower for r in results) == sum(r.upper for r in results) == best
    assert p.respected(witness) and p.value(witness) == best
    m = maximum_of(p)
    assert m.proven and m.lower == best and p.respected(m.witness)


@settings(max_examples=200, deadline=None)
@given(
    able=st.integers(1, 5),
    data=st.data(),
)
def test_508_1d_attack_maximum_with_alone_matches_brute_force(able: int, data: st.DataObject) -> None:
    """CR 508.1d with 506.5: the most attack requirements obeyed, over every set of attackers that
    respects "no more than N creatures can attack" and "can't attack alone"."""
    from arbiter.mtg.combat.phase import attack_maximum

    creatures = list(range(able))
    weights = {c: w for c in creatures if (w := data.draw(st.integers(0, 2)))}
    alone = {c for c in creatures if data.draw(st.booleans())}
    limit = data.draw(st.sampled_from([1, 2, 3, 1000]))
    best = 0
    for k in range(len(creatures) + 1):
        for chosen in combinations(creatures, k):
            if k > limit or (k == 1 and chosen[0] in alone):
                continue
            best = max(best, sum(weights.get(c, 0) for c in chosen))
    assert attack_maximum(weights, able, limit, alone) == best
