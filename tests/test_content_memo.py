"""Values remembered for the content of zone tuples (core/journal.py ``Journal.by_content``): kept
across writes to every field but the few that change what an object is (``SHAPE``: its card,
controller, attachment, face-down status), dropped after any of those and after any rollback — and
in real games always equal to the value computed afresh (the lists of permanents with triggered
abilities, CR 603.2; with mana abilities, 605.3a; with activated abilities, 602.2; of cards in
graveyards with abilities that work there, 113.6m)."""

from __future__ import annotations

import random

import pytest

from arbiter.core.journal import Journal
from arbiter.core.rng import Rng
from arbiter.mtg.game import Game
from tests.random_decks import random_deck, sampled_pool
from tests.test_per_state_memo import _decks


class _Thing:
    __slots__ = ("card", "life", "zone")

    def __init__(self) -> None:
        self.card = "Bear"
        self.life = 20
        self.zone: tuple[int, ...] = (1, 2)


def test_a_value_remembered_by_content_outlives_other_writes_not_a_shape_write_or_a_rollback() -> None:
    j, thing, made = Journal(), _Thing(), []

    def make() -> str:
        made.append(thing.card)
        return thing.card

    assert j.by_content("k", (thing.zone,), make) == "Bear"
    j.set(thing, "life", 3)  # (another field: a life total, a draw…)
    assert j.by_content("k", (thing.zone,), make) == "Bear" and made == ["Bear"]
    j.set(thing, "zone", (1, 2, 3))  # the zone's content changed
    assert j.by_content("k", (thing.zone,), make) == "Bear" and len(made) == 2
    j.set(thing, "zone", (1, 2, 3))  # a new tuple with the same content: still remembered
    assert j.by_content("k", (thing.zone,), make) == "Bear" and len(made) == 2
    j.set(thing, "card", "Elf")  # a SHAPE field
    assert j.by_content("k", (thing.zone,), make) == "Elf" and len(made) == 3
    mark = j.mark()
    j.set(thing, "life", 1)
    j.rollback(mark)  # (any rollback: what was written may have been a SHAPE field)
    assert j.by_content("k", (thing.zone,), make) == "Elf" and len(made) == 4


def _play_checking(monkeypatch: pytest.MonkeyPatch, decks: list[tuple[list[object], list[object]]]) -> int:
    """Random games in which every remembered value is compared with the value computed afresh."""
    original = Journal.by_content
    compared = 0

    def checked(self: Journal, key: object, zones: tuple[object, ...], make: object) -> object:
        nonlocal compared
        value = original(self, key, zones, make)  # type: ignore[arg-type]
        assert value == make(), key  # type: ignore[operator]
        compared += 1
        return value

    monkeypatch.setattr(Journal, "by_content", checked)
    for seed, (a, b) in enumerate(decks):
        game = Game.new(a, b, seed=seed, keep_history=False)  # type: ignore[arg-type]
        rng = Rng(seed)
        decisions = 0
        while not game.over and decisions < 1500:
            actions = list(game.legal_actions())
            game.apply(actions[rng.below(len(actions))])
            decisions += 1
    return compared


def test_remembered_lists_equal_fresh_ones_in_benchmark_games(monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = _decks()
    assert _play_checking(monkeypatch, [(list(a), list(b))] * 2) > 1000


@pytest.mark.slow
def test_remembered_lists_equal_fresh_ones_with_random_compiled_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    pool = sampled_pool(3000, seed=11)
    if not pool:
        pytest.skip("the shared card data is not available")
    rnd = random.Random(11)
    decks = [(random_deck(rnd, pool), random_deck(rnd, pool)) for _ in range(6)]
    assert _play_checking(monkeypatch, decks) > 1000  # type: ignore[arg-type]
