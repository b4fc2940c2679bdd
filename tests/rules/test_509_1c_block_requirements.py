"""CR 509.1c: a declaration is legal iff it breaks no restriction and obeys as many requirements
as any restriction-respecting declaration could — checked against brute force on small boards."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.mtg.actions import DeclareBlockers
from arbiter.mtg.combat import blocking as blocking
from arbiter.mtg.enums import CardType, Color
from arbiter.mtg.model import AllMustBlock, BlocksEachCombat, CanBlockMore, CardDef, Keyword, MustBeBlocked
from tests.rules.block_boards import blocking_board

ATTACKER_TRAITS = [(), (Keyword("flying"),), (Keyword("menace"),), (AllMustBlock(),), (MustBeBlocked(),),
                   (Keyword("menace"), AllMustBlock()), (Keyword("shadow"),), (Keyword("fear"),)]  # fmt: skip
BLOCKER_TRAITS = [(), (Keyword("reach"),), (BlocksEachCombat(),), (CanBlockMore(1),), (Keyword("flying"), BlocksEachCombat()),
                  (Keyword("shadow"),)]  # fmt: skip


def make(name: str, traits: tuple[object, ...], color: Color) -> CardDef:
    return CardDef(name, None, frozenset({CardType.CREATURE}), colors=frozenset({color}), power=2, toughness=2,
                   abilities=tuple(traits))  # type: ignore[arg-type]  # fmt: skip


def all_declarations(blockers: list[int], attackers: list[int]) -> list[tuple[tuple[int, int], ...]]:
    options = []
    for b in blockers:
        choices: list[tuple[tuple[int, int], ...]] = [()]
        choices += [((b, a),) for a in attackers]
        choices += [((b, a1), (b, a2)) for i, a1 in enumerate(attackers) for a2 in attackers[i + 1 :]]
        options.append(choices)
    return [tuple(p for part in combo for p in part) for combo in product(*options)]


@settings(max_examples=60, deadline=None)
@given(
    attackers=st.lists(st.integers(0, len(ATTACKER_TRAITS) - 1), min_size=1, max_size=3),
    blockers=st.lists(st.tuples(st.integers(0, len(BLOCKER_TRAITS) - 1), st.booleans()), min_size=1, max_size=3),
)
def test_509_1c_legality_matches_brute_force(attackers: list[int], blockers: list[tuple[int, bool]]) -> None:
    game, a_ids, b_ids = blocking_board(
        [make(f"A{i}", ATTACKER_TRAITS[t], Color.RED) for i, t in enumerate(attackers)],
        [
            make(f"B{i}", BLOCKER_TRAITS[t], Color.BLACK if black else Color.GREEN)
            for i, (t, black) in enumerate(blockers)
        ],
    )
    reqs = blocking.requirements(game)
    declarations = all_declarations(b_ids, a_ids)
    valid = [d for d in declarations if blocking.restriction_error(game, d) is None]
    assert () in valid  # no blocks never breaks a restriction here
    best = max(sum(r.obeyed(d) for r in reqs) for d in valid)
    if reqs:
        found, witness = blocking.max_obeyed(game, reqs)
        assert found == best
        assert blocking.restriction_error(game, witness) is None
        assert sum(r.obeyed(witness) for r in reqs) == best
    for d in declarations:
        expected = d in valid and sum(r.obeyed(d) for r in reqs) == best
        ruling = game.check(DeclareBlockers(d))
        assert bool(ruling) == expected, (d, ruling)
        if not ruling:
            assert ruling.rules and ruling.rules[0] in ("509.1a", "509.1b", "509.1c")
