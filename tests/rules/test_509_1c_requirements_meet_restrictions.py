"""CR 509.1c at the table: the ruling on every declaration of a small board matches brute force,
on boards where requirements meet menace (702.111b), "can't be blocked except by three or more
creatures", "can't be blocked by more than one creature", "can block any number of creatures"
(509.1a), "can't block", protection (702.16f) and "no more than one creature can block"."""

from __future__ import annotations

from itertools import chain, combinations, product

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.mtg.actions import DeclareBlockers
from arbiter.mtg.combat import blocking as blocking
from arbiter.mtg.enums import CardType, Color, Step, Zone
from arbiter.mtg.model import (
    AllMustBlock,
    BlocksEachCombat,
    CanBlockMore,
    CantBeBlockedByMoreThanOne,
    CantBeBlockedExceptBy,
    CantBlock,
    CardDef,
    Keyword,
    MustBeBlocked,
    NoMoreThanBlock,
)
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.block_boards import assert_maximum_matches_brute_force, blocking_board

ATTACKER_TRAITS = [(), (Keyword("menace"),), (AllMustBlock(),), (MustBeBlocked(),), (Keyword("menace"), MustBeBlocked()),
                   (Keyword("menace"), AllMustBlock()), (CantBeBlockedExceptBy(3), AllMustBlock()),
                   (CantBeBlockedByMoreThanOne(), AllMustBlock()), (Keyword("protection from green"), MustBeBlocked()),
                   (Keyword("flying"), AllMustBlock())]  # fmt: skip
BLOCKER_TRAITS = [(), (BlocksEachCombat(),), (CanBlockMore(None),), (CanBlockMore(1), BlocksEachCombat()),
                  (CantBlock(),), (Keyword("reach"), BlocksEachCombat()), (NoMoreThanBlock(1),)]  # fmt: skip


def make(name: str, traits: tuple[object, ...], color: Color) -> CardDef:
    return CardDef(name, None, frozenset({CardType.CREATURE}), colors=frozenset({color}), power=2, toughness=2,
                   abilities=tuple(traits))  # type: ignore[arg-type]  # fmt: skip


def all_declarations(blockers: list[int], attackers: list[int]) -> list[tuple[tuple[int, int], ...]]:
    options = []
    for b in blockers:
        subsets = chain.from_iterable(combinations(attackers, k) for k in range(len(attackers) + 1))
        options.append([tuple((b, a) for a in s) for s in subsets])
    return [tuple(p for part in combo for p in part) for combo in product(*options)]


@settings(max_examples=40, deadline=None)
@given(
    attackers=st.lists(st.integers(0, len(ATTACKER_TRAITS) - 1), min_size=1, max_size=3),
    blockers=st.lists(st.tuples(st.integers(0, len(BLOCKER_TRAITS) - 1), st.booleans()), min_size=1, max_size=3),
)
def test_509_1c_rulings_match_brute_force(attackers: list[int], blockers: list[tuple[int, bool]]) -> None:
    game, a_ids, b_ids = blocking_board(
        [make(f"A{i}", ATTACKER_TRAITS[t], Color.RED) for i, t in enumerate(attackers)],
        [
            make(f"B{i}", BLOCKER_TRAITS[t], Color.GREEN if green else Color.BLACK)
            for i, (t, green) in enumerate(blockers)
        ],
    )
    assert_maximum_matches_brute_force(game, all_declarations(b_ids, a_ids))


def test_509_1c_no_more_than_one_creature_can_block_is_global() -> None:
    """A "no more than one creature can block" permanent binds the whole declaration (509.1b)."""
    blocker = make("Eager", (BlocksEachCombat(),), Color.GREEN)
    game, ids = build(Setup(0, Step.DECLARE_BLOCKERS, 3, (
        PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(make("A", (), Color.RED), "a", attacking=1)]}),
        PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(blocker, "b0"), Entry(blocker, "b1"),
                                              Entry(make("Limit", (NoMoreThanBlock(1),), Color.GREEN), "l")]}))))  # fmt: skip
    assert blocking.global_limit(game) == 1
    a, b0, b1 = ids["a"], ids["b0"], ids["b1"]
    assert game.check(DeclareBlockers(((b0, a),)))
    assert not game.check(DeclareBlockers(((b0, a), (b1, a))))
    assert not game.check(DeclareBlockers(()))
