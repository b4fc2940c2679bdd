"""Values remembered per state (core/journal.py) and the declaration of attackers judged once per
board (CR 508.1a–d, 508.1h, 508.1j): kept while the state is the same, dropped when it changes, and
``check()`` rules exactly as performing the declaration in full does."""

from __future__ import annotations

from importlib.resources import files

from arbiter.cards.decklist import parse_decklist
from arbiter.cards.registry import BUILTIN
from arbiter.core.journal import Journal
from arbiter.core.rng import Rng
from arbiter.mtg.actions import DeclareAttackersDecision
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef


class _Thing:
    __slots__ = ("x",)

    def __init__(self) -> None:
        self.x = 0


def test_a_remembered_value_is_kept_until_the_state_changes() -> None:
    j, thing, made = Journal(), _Thing(), []

    def make() -> int:
        made.append(thing.x)
        return thing.x

    assert j.remembered("x", make) == 0 and j.remembered("x", make) == 0
    assert made == [0]
    j.set(thing, "x", 5)
    assert j.remembered("x", make) == 5
    assert made == [0, 5]


def test_a_trial_keeps_the_values_of_the_state_it_restores_and_drops_its_own() -> None:
    j, thing, made = Journal(), _Thing(), []

    def make() -> int:
        made.append(thing.x)
        return thing.x

    assert j.remembered("x", make) == 0
    mark, counts = j.mark(), j.counts()
    j.set(thing, "x", 7)  # (a trial, as check() runs one)
    assert j.remembered("x", make) == 7
    j.rollback(mark)
    j.unchanged(*counts)
    assert j.remembered("x", make) == 0  # the state before the trial: remembered, not recomputed
    j.set(thing, "x", 9)  # the count the trial reached is reached again by another state
    assert j.remembered("x", make) == 9
    assert made == [0, 7, 9]


def _decks() -> tuple[list[CardDef], list[CardDef]]:
    data = files("arbiter.data")
    a = parse_decklist(data.joinpath("deck_a.txt").read_text(), BUILTIN).main
    b = parse_decklist(data.joinpath("deck_b.txt").read_text(), BUILTIN).main
    return list(a), list(b)


def test_508_1_attack_declarations_judged_once_per_board_rule_as_performing_them() -> None:
    a, b = _decks()
    judged = 0
    for seed in range(3):
        game = Game.new(a, b, seed=seed, keep_history=False)
        rng = Rng(seed)
        while not game.over:
            actions = list(game.legal_actions())
            if isinstance(game.pending, DeclareAttackersDecision):
                for action in actions:
                    assert type(game.check(action)) is type(game.full_check(action)), action
                    judged += 1
            game.apply(actions[rng.below(len(actions))])
    assert judged > 20
