"""The journal's second count (core/journal.py: ``board``, without the step, tapped and mana-pool
fields), the values remembered per board count, and the state-based actions skipped on a plain
board (mtg/sba.py, CR 704.3): the skipped check is exactly the full one."""

from __future__ import annotations

import pytest

from arbiter.core.journal import Journal
from arbiter.core.rng import Rng
from arbiter.mtg import sba
from arbiter.mtg.game import Game
from tests.test_per_state_memo import _decks


class _Thing:
    __slots__ = ("life", "tapped")

    def __init__(self) -> None:
        self.tapped = False
        self.life = 20


def test_the_board_count_leaves_out_the_step_tapped_and_pool_fields() -> None:
    j, thing = Journal(), _Thing()
    j.set(thing, "tapped", True)
    assert (j.changes, j.board) == (1, 0)
    j.set(thing, "life", 19)
    assert (j.changes, j.board) == (2, 1)
    mark, counts = j.mark(), j.counts()
    j.set(thing, "life", 3)
    j.rollback(mark)
    j.unchanged(*counts)
    assert (j.changes, j.board) == (2, 1)


def test_a_value_remembered_per_board_outlives_a_tap_not_a_life_change() -> None:
    j, thing, made = Journal(), _Thing(), []

    def make() -> int:
        made.append(thing.life)
        return thing.life

    assert j.on_board("life", make) == 20
    j.set(thing, "tapped", True)
    assert j.on_board("life", make) == 20 and made == [20]
    mark, counts = j.mark(), j.counts()
    j.set(thing, "life", 7)  # (a trial, as check() runs one)
    assert j.on_board("life", make) == 7
    j.rollback(mark)
    j.unchanged(*counts)
    assert j.on_board("life", make) == 20  # restored with the state, not recomputed
    j.set(thing, "life", 9)  # the count the trial reached is reached again by another state
    assert j.on_board("life", make) == 9
    assert made == [20, 7, 9]


def test_704_3_a_check_skipped_on_a_plain_board_is_the_full_check(monkeypatch: pytest.MonkeyPatch) -> None:
    full_check = sba.check
    skipped = 0

    def compared(g: Game) -> bool:
        nonlocal skipped
        j = g.journal
        if j.settled != j.changes and j.quiet == j.board and sba.plain_board(g):
            other = g.copy()  # (a fresh journal: the copy runs the full check)
            performed = full_check(other)
            assert full_check(g) == performed and g.digest() == other.digest()
            skipped += 1
            return performed
        return full_check(g)

    monkeypatch.setattr(sba, "check", compared)
    a, b = _decks()
    for seed in range(2):
        game = Game.new(a, b, seed=seed, keep_history=False)
        rng = Rng(seed)
        while not game.over:
            actions = list(game.legal_actions())
            game.apply(actions[rng.below(len(actions))])
    assert skipped > 100
